// Proves nextTask: it resolves in a later task, after what the current task queued, and fake timers do not hold it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../../src/client/lib/async/next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('resolves after the microtasks of the current task', async () => {
    const order: string[] = [];
    const boundary = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await boundary;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('resolves while a test fakes the timers', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
