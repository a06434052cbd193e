/**
 * Runs work that must not share the network with the first screen (the service worker's precache: every chunk of
 * the app, about 480 KiB brotli) once the page's own requests are over: when no request has finished for `quietMs`,
 * counted from the call, and never later than `maxWaitMs`. A request still in flight is invisible to the browser's
 * resource timing until it ends, so a single download longer than `quietMs` with nothing else finishing meanwhile
 * ends the wait early; the first screen's chunks and calls finish one after another, well within it.
 *
 * Returns a cancel function. Where the browser has no PerformanceObserver (the tests' DOM), only `maxWaitMs` applies.
 */
export function whenNetworkQuiet(
  callback: () => void,
  options: { quietMs: number; maxWaitMs: number },
): () => void {
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    cancel();
    callback();
  };
  const cancel = () => {
    done = true;
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    observer?.disconnect();
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(finish, options.quietMs);
  };
  const maxTimer = setTimeout(finish, options.maxWaitMs);
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(() => {
      if (!done) restartQuiet();
    });
    observer.observe({ type: 'resource' });
    restartQuiet();
  }
  return cancel;
}
