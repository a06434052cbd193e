/**
 * The live stream's periodic work (market snapshots, heartbeats, pruning) runs on timers the app is given, so a test
 * fires them when it says instead of waiting on real time.
 */

export interface LiveTimers {
  /** Calls run every intervalMs until the returned function is called. */
  every(intervalMs: number, run: () => void): () => void;
}

export const systemLiveTimers: LiveTimers = {
  every(intervalMs, run) {
    const timer = setInterval(run, intervalMs);
    // The stream's timers never keep a process alive on their own: shutdown stops them explicitly.
    timer.unref();
    return () => clearInterval(timer);
  },
};
