/** A timed order's countdown as its screens show it: whole seconds left, and their text. */

const secondsPerMinute = 60;
const secondsPerHour = 3600;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left until `settleTime`, never negative. */
export function secondsLeft(settleTime: number, nowMs: number): number {
  return Math.max(0, Math.ceil((settleTime - nowMs) / 1000));
}

/** "00:25", "04:59", and "1:00:00" from an hour on. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / secondsPerHour);
  const minutes = Math.floor((seconds % secondsPerHour) / secondsPerMinute);
  const rest = seconds % secondsPerMinute;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(rest)}` : `${pad2(minutes)}:${pad2(rest)}`;
}
