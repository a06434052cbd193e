/**
 * Every rate limit of the account calls, counted in throttle_events so that all server processes share them.
 * Keys are the normalised email, the client address (request.ip) or the user id; the throttle hashes them.
 */
import type { ThrottleRule } from '../../lib/throttle';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

export const authLimits = {
  /** One code per address per minute: the mail takes a moment, and impatient taps must not flood an inbox. */
  codePerEmailMinute: { scope: 'code:email:1m', limit: 1, windowMs: minuteMs },
  /** At most five codes per address per hour, whoever asks for them. */
  codePerEmailHour: { scope: 'code:email:1h', limit: 5, windowMs: hourMs },
  /** One client address may not mail more than twenty addresses an hour. */
  codePerAddressHour: { scope: 'code:ip:1h', limit: 20, windowMs: hourMs },
  /** Failed logins per account: five per quarter hour, then LOGIN_LOCKED. */
  loginPerAccount: { scope: 'login:account', limit: 5, windowMs: 15 * minuteMs },
  /** Failed logins per client address, across accounts (credential stuffing). */
  loginPerAddress: { scope: 'login:ip', limit: 20, windowMs: 15 * minuteMs },
  /** Wrong current login passwords inside a session (change password, first trade password). */
  currentPassword: { scope: 'password:user', limit: 5, windowMs: 15 * minuteMs },
  /** Wrong trade passwords per user: five per quarter hour, then TRADE_PASSWORD_LOCKED. */
  tradePassword: { scope: 'trade-password:user', limit: 5, windowMs: 15 * minuteMs },
} as const satisfies Record<string, ThrottleRule>;

/** Codes: valid this long, this many wrong tries, and a new one no sooner than the per-minute limit allows. */
export const emailCodeTtlMs = 10 * minuteMs;
export const emailCodeAttemptsMax = 5;
export const emailCodeResendAfterSeconds = authLimits.codePerEmailMinute.windowMs / 1000;
