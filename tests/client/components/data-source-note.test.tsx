// Proves the data-source note shows a saved answer's age in a render of its own, right after the render that shows
// the data (the first Intl.RelativeTimeFormat of a language is costly), and shows no age for fresh data.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataSourceNote } from '../../../src/client/components/data-source-note';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

/** Notes the note's text as the first commit left it, before any later render. */
function FirstCommitText({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="data-source"]')?.textContent ?? '');
  }, [seen]);
  return null;
}

function renderNote(fromCache: boolean, seen: string[] = []) {
  render(
    <I18nProvider i18n={i18n}>
      <DataSourceNote source="sim" savedAtMs={Date.now() - 5 * 60_000} fromCache={fromCache} />
      <FirstCommitText seen={seen} />
    </I18nProvider>,
  );
}

describe('DataSourceNote', () => {
  it("fills in a saved answer's age just after the first render", () => {
    const seen: string[] = [];
    renderNote(true, seen);
    expect(seen).toEqual(['Simulated market data']);
    expect(screen.getByTestId('data-source').textContent).toBe('Simulated market data · Saved 5 minutes ago');
  });

  it('shows no age for fresh data', () => {
    renderNote(false);
    expect(screen.getByTestId('data-source').textContent).toBe('Simulated market data');
  });
});
