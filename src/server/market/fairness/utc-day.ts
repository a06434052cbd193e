/** The UTC day of an instant, as the records and the fairness calls name it. */
import { dayIndexOf, isoDayOf } from './day-keys';

/** YYYY-MM-DD (UTC) of `timeMs`: the day whose revealed market key verifies a price of that instant. */
export function isoDayOfTime(timeMs: number): string {
  return isoDayOf(dayIndexOf(timeMs));
}
