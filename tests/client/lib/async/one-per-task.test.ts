// Proves that oneTurnPerTask hands out one turn per task, in the order asked: the first caller of a task goes at
// once, and no two later callers share a task (so a screen's reads cannot pile their fetch() calls into one).
import { describe, expect, it } from 'vitest';
import { oneTurnPerTask } from '../../../../src/client/lib/async/one-per-task';

/** Lets every pending microtask run (a chain of them), without letting a task go by. */
async function drainMicrotasks(): Promise<void> {
  for (let step = 0; step < 20; step += 1) await Promise.resolve();
}

/** Resolves once `done()` holds, checking after each task. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('oneTurnPerTask', () => {
  it('lets the first caller go at once and each later caller of the task in a task of its own, in order', async () => {
    const order: number[] = [];
    const seenAfterOwnTurn: number[][] = [];
    const take = (id: number) =>
      void oneTurnPerTask().then(async () => {
        order.push(id);
        await drainMicrotasks();
        seenAfterOwnTurn.push([...order]);
      });
    take(1);
    take(2);
    take(3);
    await drainMicrotasks();
    expect(order).toEqual([1]);
    await until(() => seenAfterOwnTurn.length === 3);
    // Had two turns come in one task, the first of them would have seen the second's id after its microtasks.
    expect(seenAfterOwnTurn).toEqual([[1], [1, 2], [1, 2, 3]]);
  });

  it('lets a caller go at once again once the queue has emptied', async () => {
    await oneTurnPerTask();
    await oneTurnPerTask();
    await new Promise((resolve) => setTimeout(resolve, 10));
    let went = false;
    void oneTurnPerTask().then(() => {
      went = true;
    });
    await drainMicrotasks();
    expect(went).toBe(true);
  });
});
