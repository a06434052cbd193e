/**
 * Resolves once `promise` settles (fulfilled or rejected) or after `ms`, whichever comes first: for waits that must
 * not hold the app back (the first screen's chunk at start, the reads after money moved).
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    void promise.then(done, done);
  });
}
