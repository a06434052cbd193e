/** Renders an auth screen in English at a given hash, the way the shell would. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export function renderAt(hash: string, screen: ReactElement) {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  window.history.replaceState(null, '', `/mobile/${hash}`);
  return render(<I18nProvider i18n={i18n}>{screen}</I18nProvider>);
}
