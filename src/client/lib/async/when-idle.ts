/**
 * Runs work that nothing on screen waits for at the browser's next idle moment, so it does not take turns with a
 * screen's render: never later than `timeoutMs`, and where the browser has no idle callback (Safari, the tests'
 * DOM), after `fallbackMs`.
 */
export function whenIdle(callback: () => void, options: { timeoutMs: number; fallbackMs: number }): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: options.timeoutMs });
  } else {
    setTimeout(callback, options.fallbackMs);
  }
}
