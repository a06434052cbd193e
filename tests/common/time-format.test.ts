// Proves the five time formats of the spec, in local time.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
  formatTime,
  formatTimeMonthDay,
} from '../../src/common/time-format';

const instant = new Date(2026, 0, 5, 7, 8, 9).getTime();

describe('time formats', () => {
  it('writes each format with zero padding', () => {
    expect(formatDate(instant)).toBe('2026-01-05');
    expect(formatTimeMonthDay(instant)).toBe('07:08 01/05');
    expect(formatDateTimeMinutes(instant)).toBe('2026-01-05 07:08');
    expect(formatDateTime(instant)).toBe('2026-01-05 07:08:09');
    expect(formatTime(instant)).toBe('07:08:09');
  });
});
