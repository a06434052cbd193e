/**
 * Turns handed out one per task: the first caller in a task goes at once, each further one in a task of its own,
 * in the order they asked.
 *
 * Why the requests of a screen take turns (http-client.ts): a screen's first commit starts all of its reads from
 * one task (its effects), and in a browser watched by DevTools or Lighthouse each `fetch()` costs 3–4 ms of main
 * thread at 1× CPU (17 ms at 4×) for the request's instrumentation. On /home about ten reads made that task 30–36 ms
 * of thread time, the start's longest (issue 23's traces). One per task, each is a short task the browser can paint
 * or take input between. The last read starts a few tasks later: on an idle page within the same millisecond, on a
 * busy one after whatever tasks were queued before its turn (a slice of React's render each, at most).
 */

const queue: (() => void)[] = [];
/** A turn was handed out in the current task (cleared by the task the channel runs). */
let taken = false;
let channel: MessageChannel | undefined;

function nextTask(): void {
  // A MessageChannel's message is a task with no 4 ms clamp (setTimeout(0) is clamped once nested), and fake timers
  // in tests leave it alone.
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = handOut;
    // Node (the tests) would otherwise keep its event loop alive for the open port.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(undefined);
}

function handOut(): void {
  const next = queue.shift();
  if (!next) {
    taken = false;
    return;
  }
  next();
  nextTask();
}

/** Resolves at once for the first caller of a task; later callers of that task get one task each, in order. */
export function oneTurnPerTask(): Promise<void> {
  if (!taken) {
    taken = true;
    nextTask();
    return Promise.resolve();
  }
  return new Promise((resolve) => queue.push(resolve));
}
