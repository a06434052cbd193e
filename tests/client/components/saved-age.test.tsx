// Proves when a saved copy tells its age: offline at once; online only once its refresh has taken longer than
// savedAgeOnlineDelayMs, and never when the fresh answer came sooner (a note that came and went in a moment moved
// the screen below it twice on every warm start, issue 23); a live answer shows none.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedAge, savedAgeOnlineDelayMs } from '../../../src/client/components/saved-age';
import { setOnline } from '../features/me/me-test-kit';

const savedAtMs = Date.parse('2026-11-28T10:00:00Z');

function Note({ fromCache }: { fromCache: boolean }) {
  return (
    <SavedAge savedAtMs={savedAtMs} fromCache={fromCache} className="note" testId="age">
      {(age) => `Saved ${age}`}
    </SavedAge>
  );
}

const shown = () => screen.queryByTestId('age') !== null;

describe('SavedAge', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: savedAtMs + 5 * 60_000 });
  });
  afterEach(() => {
    cleanup();
    act(() => setOnline(true));
    vi.useRealTimers();
  });

  it('offline: shows the age at once', () => {
    setOnline(false);
    render(<Note fromCache />);
    expect(screen.getByTestId('age').textContent).toBe('Saved 5 minutes ago');
  });

  it('online: shows it only once the refresh has taken longer than the delay', () => {
    setOnline(true);
    render(<Note fromCache />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs - 1));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
  });

  it('online: never shows it when the fresh answer comes within the delay', () => {
    setOnline(true);
    const { rerender } = render(<Note fromCache />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs / 2));
    rerender(<Note fromCache={false} />);
    act(() => vi.advanceTimersByTime(savedAgeOnlineDelayMs * 2));
    expect(shown()).toBe(false);
  });

  it('going offline with a saved copy on screen shows the age at once', () => {
    setOnline(true);
    render(<Note fromCache />);
    act(() => setOnline(false));
    expect(shown()).toBe(true);
  });
});
