// Proves the language screen checks the current language and the effective price colours, and that tapping changes them.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import LanguageScreen from '../../../../src/client/features/settings/language-screen';
import { localeStore } from '../../../../src/client/lib/i18n/i18n';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('LanguageScreen', () => {
  it('follows the language for colours until the user chooses', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <LanguageScreen />
      </I18nProvider>,
    );
    const pressed = (id: string) => screen.getByTestId(id).getAttribute('aria-pressed');
    expect(pressed('lang-en-US')).toBe('true');
    expect(pressed('up-color-green-up')).toBe('true');
    await act(async () => fireEvent.click(screen.getByTestId('lang-zh-CN')));
    await waitFor(() => expect(localeStore.get().locale).toBe('zh-CN'));
    expect(pressed('lang-zh-CN')).toBe('true');
    expect(pressed('up-color-red-up')).toBe('true');
    fireEvent.click(screen.getByTestId('up-color-green-up'));
    expect(pressed('up-color-green-up')).toBe('true');
  });
});
