/**
 * The time formats of the spec (section 9), in the device's local time zone, and which one each screen uses
 * (docs/formats.md): every moment a screen shows (an order, a record, a message, a subscription, a lock's
 * release) is dateTimeText, "2026-11-28 06:02:13", the same in every language; the recent-trades list shows
 * formatTime, and the chart's axes their own ticks (src/client/lib/chart/). Timestamps are milliseconds.
 */

const pad2 = (value: number): string => String(value).padStart(2, '0');

function parts(timestampMs: number) {
  const date = new Date(timestampMs);
  return {
    year: String(date.getFullYear()),
    month: pad2(date.getMonth() + 1),
    day: pad2(date.getDate()),
    hours: pad2(date.getHours()),
    minutes: pad2(date.getMinutes()),
    seconds: pad2(date.getSeconds()),
  };
}

/** YYYY-MM-DD */
export function formatDate(timestampMs: number): string {
  const p = parts(timestampMs);
  return `${p.year}-${p.month}-${p.day}`;
}

/** HH:MM MM/DD */
export function formatTimeMonthDay(timestampMs: number): string {
  const p = parts(timestampMs);
  return `${p.hours}:${p.minutes} ${p.month}/${p.day}`;
}

/** YYYY-MM-DD HH:MM */
export function formatDateTimeMinutes(timestampMs: number): string {
  const p = parts(timestampMs);
  return `${p.year}-${p.month}-${p.day} ${p.hours}:${p.minutes}`;
}

/** YYYY-MM-DD HH:MM:SS */
export function formatDateTime(timestampMs: number): string {
  const p = parts(timestampMs);
  return `${p.year}-${p.month}-${p.day} ${p.hours}:${p.minutes}:${p.seconds}`;
}

/** HH:MM:SS */
export function formatTime(timestampMs: number): string {
  const p = parts(timestampMs);
  return `${p.hours}:${p.minutes}:${p.seconds}`;
}

/** What stands in for a moment that is not known or cannot be read. */
export const unknownTime = '--';

/**
 * The one date-time format of the screens: YYYY-MM-DD HH:MM:SS in local time (seconds, because a timed order opens
 * and settles within the same minute). Takes milliseconds or an ISO text from the wire; "--" for neither.
 */
export function dateTimeText(value: number | string | null | undefined): string {
  const ms = typeof value === 'string' ? Date.parse(value) : value;
  return ms === null || ms === undefined || !Number.isFinite(ms) ? unknownTime : formatDateTime(ms);
}
