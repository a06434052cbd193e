/**
 * A Chromium trace re-timed by CPU time (issue 23). Every task the renderer runs is a complete event with its wall
 * time (`dur`) and the time its thread was on a CPU (`tdur`). On a loaded host the two part: the thread waits for
 * a core in the middle of a task, and the task looks longer than the work in it. Lighthouse's simulation multiplies
 * each task's wall time by the CPU slowdown, so a busy neighbour inflates the blocking time and the paint times it
 * reports. Here each top-level task shrinks to its thread time, with everything nested in it scaled by the same
 * factor, so the same audits re-run on this trace score the work alone.
 *
 * The thread time also leaves out what a task waits for on an idle host (a synchronous message to another process,
 * a lock): that wait is the page's own doing, and only the raw score counts it. Both scores are printed for that.
 */

export interface TraceEvent {
  pid: number;
  tid: number;
  /** Start, in microseconds. */
  ts: number;
  ph: string;
  name: string;
  /** Wall time of a complete ("X") event, in microseconds. */
  dur?: number;
  /** Thread (CPU) time of a complete event, in microseconds. */
  tdur?: number;
  [key: string]: unknown;
}

/** The names Lighthouse's trace processor takes for a scheduled top-level task (TraceProcessor.isScheduleableTask). */
const topLevelTaskNames = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

interface TaskWindow {
  startUs: number;
  endUs: number;
  /** Thread time over wall time: the share of the task the thread spent running, at most 1. */
  factor: number;
}

function taskWindow(event: TraceEvent): TaskWindow | undefined {
  if (event.ph !== 'X' || !topLevelTaskNames.has(event.name)) return undefined;
  if (!event.dur || event.dur <= 0 || event.tdur === undefined) return undefined;
  return { startUs: event.ts, endUs: event.ts + event.dur, factor: Math.min(1, event.tdur / event.dur) };
}

function rescaled(event: TraceEvent, window: TaskWindow): TraceEvent {
  const copy: TraceEvent = { ...event, ts: window.startUs + (event.ts - window.startUs) * window.factor };
  if (event.dur !== undefined) copy.dur = event.dur * window.factor;
  return copy;
}

/**
 * Returns a copy of the trace in which every top-level task lasts its thread time. Events outside tasks, and tasks
 * without a thread time, keep their times; the order of the events is kept.
 */
export function threadTimeTrace(events: readonly TraceEvent[]): TraceEvent[] {
  const result = [...events];
  const byThread = new Map<string, number[]>();
  events.forEach((event, index) => {
    const key = `${event.pid}:${event.tid}`;
    const indexes = byThread.get(key) ?? [];
    indexes.push(index);
    byThread.set(key, indexes);
  });
  for (const indexes of byThread.values()) {
    // By start; at the same start the longer event first, so a task comes before what it contains.
    indexes.sort((a, b) => events[a]!.ts - events[b]!.ts || (events[b]!.dur ?? 0) - (events[a]!.dur ?? 0));
    let open: TaskWindow | undefined;
    for (const index of indexes) {
      const event = events[index]!;
      // A task that starts where the open one ends follows it rather than nesting in it.
      const followsOpen = open && (event.ts > open.endUs || (event.ts === open.endUs && taskWindow(event)));
      if (followsOpen) open = undefined;
      if (!open) open = taskWindow(event);
      if (open) result[index] = rescaled(event, open);
    }
  }
  return result;
}
