// Proves the service worker registers only once the first screen's requests are over (app/update-prompt.tsx): its
// precache, every chunk of the app, began with the app's first commit before, beside the first screen's own requests.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Mounting the registered prompt is what registers the worker (useRegisterSW in its first render). */
const registered = vi.fn();
vi.mock('../../../src/client/app/registered-update-prompt', () => ({
  RegisteredUpdatePrompt: () => {
    registered();
    return null;
  },
}));

const { UpdatePrompt } = await import('../../../src/client/app/update-prompt');

beforeEach(() => {
  vi.useFakeTimers();
  // The tests' DOM has no resource timing: the registration waits for its cap.
  vi.stubGlobal('PerformanceObserver', undefined);
  registered.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('UpdatePrompt', () => {
  it('does not register the service worker with the first render, only after the wait', () => {
    render(<UpdatePrompt />);
    expect(registered).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(19_999));
    expect(registered).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(registered).toHaveBeenCalled();
  });

  it('never registers from a prompt that left the page before the wait ended', () => {
    const { unmount } = render(<UpdatePrompt />);
    unmount();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(registered).not.toHaveBeenCalled();
  });
});
