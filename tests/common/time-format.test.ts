// Proves the five time formats of the spec, in local time, and the one date-time every screen shows (docs/formats.md).
import { describe, expect, it } from 'vitest';
import {
  dateTimeText,
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

describe('the date-time of the screens', () => {
  it('is YYYY-MM-DD HH:MM:SS in local time, from milliseconds or an ISO text', () => {
    expect(dateTimeText(instant)).toBe('2026-01-05 07:08:09');
    expect(dateTimeText(new Date(instant).toISOString())).toBe('2026-01-05 07:08:09');
  });

  it('is "--" for a moment that is not known or cannot be read', () => {
    expect(dateTimeText(null)).toBe('--');
    expect(dateTimeText(undefined)).toBe('--');
    expect(dateTimeText('yesterday')).toBe('--');
    expect(dateTimeText(Number.NaN)).toBe('--');
  });
});
