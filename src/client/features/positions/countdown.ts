/**
 * The countdown of a running timed order to its settleTime (the server's epoch milliseconds, read against the
 * device's clock): whole seconds left, rounded up so it shows 1 until the very end, and 0 once due, when the
 * order is "settling" until the next reload shows it settled.
 */

export function secondsUntil(settleTimeMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((settleTimeMs - nowMs) / 1000));
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "00:42", "04:05", or with hours "1:02:03". */
export function countdownText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(rest)}` : `${pad2(minutes)}:${pad2(rest)}`;
}
