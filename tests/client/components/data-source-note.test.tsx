// Proves when the data-source note tells a saved answer's age, by SavedAge's rule: offline in a render of its own,
// right after the render that shows the data (the first Intl.RelativeTimeFormat of a language is costly); online
// only once the refresh has taken longer than savedAgeOnlineDelayMs, so a start whose fresh answer comes sooner never
// formats one; fresh data shows none. Before the first answer it holds each source's words, for index.html's CSS to
// show the one the server named.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataSourceNote } from '../../../src/client/components/data-source-note';
import { savedAgeOnlineDelayMs } from '../../../src/client/components/saved-age';
import { setOnline } from '../features/me/me-test-kit';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const nowMs = Date.parse('2026-11-28T10:05:00Z');
const savedAtMs = nowMs - 5 * 60_000;

/** Notes the note's text as the first commit left it, before any later render. */
function FirstCommitText({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="data-source"]')?.textContent ?? '');
  }, [seen]);
  return null;
}

function Note({ fromCache, seen = [] }: { fromCache: boolean; seen?: string[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <DataSourceNote source="sim" savedAtMs={savedAtMs} fromCache={fromCache} />
      <FirstCommitText seen={seen} />
    </I18nProvider>
  );
}

const noteText = () => screen.getByTestId('data-source').textContent;
const withAge = 'Simulated market data · Saved 5 minutes ago';

describe('DataSourceNote', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: nowMs });
  });
  afterEach(() => {
    cleanup();
    act(() => setOnline(true));
    vi.useRealTimers();
  });

  it("offline: fills in a saved answer's age just after the first render", () => {
    setOnline(false);
    const seen: string[] = [];
    render(<Note fromCache seen={seen} />);
    expect(seen).toEqual(['Simulated market data']);
    expect(noteText()).toBe(withAge);
  });

  it('online: tells the age only once the refresh has taken longer than the delay', () => {
    setOnline(true);
    render(<Note fromCache />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs - 1));
    expect(noteText()).toBe('Simulated market data');
    act(() => vi.advanceTimersByTime(1));
    expect(noteText()).toBe(withAge);
  });

  it('online: never tells it when the fresh answer comes within the delay', () => {
    setOnline(true);
    const { rerender } = render(<Note fromCache />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs / 2));
    rerender(<Note fromCache={false} />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs * 2));
    expect(noteText()).toBe('Simulated market data');
  });

  it('shows no age for fresh data', () => {
    setOnline(false);
    render(<Note fromCache={false} />);
    expect(noteText()).toBe('Simulated market data');
  });

  it("holds each source's words before the first answer, for the CSS to show the one the page was told", () => {
    render(
      <I18nProvider i18n={i18n}>
        <DataSourceNote source={undefined} savedAtMs={undefined} fromCache={false} />
      </I18nProvider>,
    );
    const line = document.querySelector('.data-source');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
    expect(line?.querySelector('.data-source__blank')?.textContent).toBe('\u00a0');
    expect(line?.querySelector('.data-source__announced--sim')?.textContent).toBe('Simulated market data');
    expect(line?.querySelector('.data-source__announced--htx')?.textContent).toBe(
      'Live market data from HTX',
    );
    expect(screen.queryByTestId('data-source')).toBeNull();
  });
});
