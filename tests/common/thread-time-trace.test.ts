// Proves that the bench's CPU-time re-scoring (bench/web/thread-time-trace.ts) cuts each top-level task to its thread
// time, scales what the task contains by the same factor, and leaves other threads, idle gaps and tasks without a
// thread time as they were, without touching the trace it was given.
import { describe, expect, it } from 'vitest';
import { threadTimeTrace, type TraceEvent } from '../../bench/web/thread-time-trace';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur?: number): TraceEvent => ({
  ...main,
  ph: 'X',
  name: 'RunTask',
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});
const child = (name: string, ts: number, dur: number): TraceEvent => ({ ...main, ph: 'X', name, ts, dur });

describe('threadTimeTrace', () => {
  it('shrinks a task the thread ran for half its wall time to half, and its nested events with it', () => {
    const events = [
      task(1000, 400, 200),
      child('FunctionCall', 1100, 200),
      { ...main, ph: 'I', name: 'Mark', ts: 1300 },
    ];
    const retimed = threadTimeTrace(events);
    expect(retimed[0]).toMatchObject({ ts: 1000, dur: 200 });
    expect(retimed[1]).toMatchObject({ ts: 1050, dur: 100 });
    expect(retimed[2]).toMatchObject({ ts: 1150 });
  });

  it('keeps idle time, tasks without a thread time and tasks that ran all along as they were', () => {
    const events = [task(0, 100, 100), child('Idle', 150, 10), task(200, 300), task(600, 50, 80)];
    const retimed = threadTimeTrace(events);
    expect(retimed.map((event) => [event.ts, event.dur])).toEqual([
      [0, 100],
      [150, 10],
      [200, 300],
      [600, 50],
    ]);
  });

  it('re-times each thread by its own tasks and keeps the order of the events', () => {
    const other = { pid: 1, tid: 9, ph: 'X', name: 'RunTask', ts: 500, dur: 100, tdur: 25 };
    const events = [child('Layout', 620, 40), other, task(600, 100, 50)];
    const retimed = threadTimeTrace(events);
    expect(retimed.map((event) => event.name)).toEqual(['Layout', 'RunTask', 'RunTask']);
    expect(retimed[0]).toMatchObject({ ts: 610, dur: 20 });
    expect(retimed[1]).toMatchObject({ ts: 500, dur: 25 });
    expect(retimed[2]).toMatchObject({ ts: 600, dur: 50 });
  });

  it('starts a new task where the last one ended instead of nesting it, and leaves the input alone', () => {
    const events = [task(0, 100, 50), task(100, 100, 100)];
    const retimed = threadTimeTrace(events);
    expect(retimed[1]).toMatchObject({ ts: 100, dur: 100 });
    expect(events[0]).toMatchObject({ dur: 100 });
  });
});
