/**
 * The five time formats of the spec (section 9), in the device's local time zone. Timestamps are milliseconds.
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
