/**
 * Resolves in a later task: a boundary between two parts of the start-up that would otherwise run as one task the
 * browser can neither paint nor take input in (issue 23). A MessageChannel's message, as in one-per-task.ts: no
 * 4 ms clamp, and a test's fake timers cannot hold it back (with setTimeout, a test that faked the timers before
 * the cache database first opened would have waited for it forever).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
