/**
 * An operator's listing (docs/operations.md "Launchpad listings"): every field checked with a refusal that names
 * it and says the rule, before anything is written. Creating needs every field but the optional translations and
 * the white paper; an edit carries only the fields it changes, and the merged listing is checked whole again.
 */
import { compare, parseDecimal, type DecimalString } from '../../../common/decimal';
import { defaultLocale, isLocale, type Locale } from '../../../common/locales';
import { pairs } from '../../../common/pairs';
import type { LocalizedText } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ListingChanges, NewListingRow } from './launchpad-repo';
import { refuseTooLargeText } from '../../http/money-limit';

export const listingNameLengthMax = 80;
export const listingIntroLengthMax = 2000;
export const listingLockupDaysMax = 3650;
const coinPattern = /^[A-Z0-9]{2,10}$/;
const whitePaperPattern = /^whitepapers\/[a-z0-9-]{1,40}\.pdf$/;

/** Fields whose change would change what a subscriber pays, gets or when: refused once the sale has started. */
export const fieldsFixedAtStart = [
  'issuedAmount',
  'offeredAmount',
  'price',
  'minPurchase',
  'purchaseLimit',
  'lockupDays',
  'startsAt',
  'endsAt',
] as const;

export type ListingInput = Record<string, unknown>;

function refuse(field: string, rule: string): never {
  throw new ApiError('LAUNCHPAD_LISTING_FIELD', { field, rule });
}

/** True for a coin that already trades on a market (as a base or a quote): it cannot also be sold here. */
export function hasMarket(coin: string): boolean {
  return pairs.some((pair) => pair.base === coin || pair.quote === coin);
}

function coinOf(value: unknown): string {
  const coin = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!coinPattern.test(coin)) refuse('coin', '2 to 10 upper-case letters or digits.');
  if (hasMarket(coin)) throw new ApiError('LAUNCHPAD_COIN_TRADED', { coin });
  return coin;
}

function positiveAmount(field: string, value: unknown): DecimalString {
  refuseTooLargeText(typeof value === 'number' ? String(value) : value);
  const parsed = parseDecimal(
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '',
  );
  if (!parsed.ok || compare(parsed.value, '0' as DecimalString) <= 0) {
    refuse(field, 'a number above 0 with at most 8 decimal places.');
  }
  return parsed.value;
}

/** An ISO 8601 time with its zone ("2026-04-01T08:00:00Z") or epoch milliseconds. */
function timeOf(field: string, value: unknown): Date {
  const withZone = typeof value === 'string' && /(Z|[+-]\d\d:\d\d)$/.test(value.trim());
  const ms = typeof value === 'number' ? value : withZone ? Date.parse(value) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0) {
    refuse(field, 'an ISO 8601 time with its zone (2026-04-01T08:00:00Z) or epoch milliseconds.');
  }
  return new Date(ms);
}

function textOf(field: string, value: unknown, lengthMax: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > lengthMax) refuse(field, `a text of 1 to ${lengthMax} characters.`);
  return text;
}

function introOf(value: unknown): LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse('intro', 'an object of texts by locale, at least "en-US".');
  }
  const intro: Partial<Record<Locale, string>> = {};
  for (const [locale, text] of Object.entries(value)) {
    if (!isLocale(locale)) refuse(`intro.${locale}`, 'a locale of en-US, zh-CN, ko-KR, ja-JP.');
    intro[locale] = textOf(`intro.${locale}`, text, listingIntroLengthMax);
  }
  if (!intro[defaultLocale]) refuse('intro.en-US', 'the English introduction is required.');
  return intro;
}

function lockupOf(value: unknown): number {
  const days = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > listingLockupDaysMax) {
    refuse('lockupDays', `a whole number of days from 0 to ${listingLockupDaysMax}.`);
  }
  return days;
}

function whitePaperOf(value: unknown): string {
  const path = typeof value === 'string' ? value.trim() : '';
  if (path !== '' && !whitePaperPattern.test(path)) {
    refuse('whitePaper', 'empty, or a path like whitepapers/cs.pdf.');
  }
  return path;
}

const fieldParsers: Record<string, (value: unknown) => unknown> = {
  name: (value) => textOf('name', value, listingNameLengthMax),
  issuedAmount: (value) => positiveAmount('issuedAmount', value),
  offeredAmount: (value) => positiveAmount('offeredAmount', value),
  price: (value) => positiveAmount('price', value),
  minPurchase: (value) => positiveAmount('minPurchase', value),
  purchaseLimit: (value) => positiveAmount('purchaseLimit', value),
  lockupDays: lockupOf,
  startsAt: (value) => timeOf('startsAt', value),
  endsAt: (value) => timeOf('endsAt', value),
  intro: introOf,
  whitePaper: whitePaperOf,
};

/** The changes an edit asks for, each field checked; `coin` and unknown fields are refused. */
export function parseListingChanges(input: ListingInput): ListingChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    const parse = fieldParsers[field];
    if (!parse)
      refuse(field, `not a listing field that can be changed (${Object.keys(fieldParsers).join(', ')}).`);
    changes[field] = parse(value);
  }
  if (Object.keys(changes).length === 0) refuse('body', 'at least one field to change.');
  return changes as ListingChanges;
}

/** The rules between fields, on a whole listing: the window, the offer within the issue, the limit above the minimum. */
export function checkListingWhole(listing: Omit<NewListingRow, 'createdAt' | 'coin'>, nowMs?: number): void {
  if (listing.endsAt.getTime() <= listing.startsAt.getTime()) refuse('endsAt', 'after startsAt.');
  if (nowMs !== undefined && listing.endsAt.getTime() <= nowMs) refuse('endsAt', 'in the future.');
  const amount = (value: string) => value as DecimalString;
  if (compare(amount(listing.offeredAmount), amount(listing.issuedAmount)) > 0) {
    refuse('offeredAmount', 'at most the issuedAmount.');
  }
  if (compare(amount(listing.purchaseLimit), amount(listing.minPurchase)) < 0) {
    refuse('purchaseLimit', 'at least the minPurchase.');
  }
}

/**
 * A new listing from an operator (or the demo seed): every field required except `whitePaper` and the non-English
 * introductions. `nowMs` set: the sale must end in the future (the seed leaves it out to create ended sales).
 */
export function parseNewListing(input: ListingInput, createdAt: Date, nowMs?: number): NewListingRow {
  const coin = coinOf(input.coin);
  const required = Object.keys(fieldParsers).filter((field) => field !== 'whitePaper');
  for (const field of required) if (input[field] === undefined) refuse(field, 'required.');
  const { coin: _coin, ...rest } = input;
  const fields = parseListingChanges({ whitePaper: '', ...rest }) as Required<ListingChanges>;
  const listing = { ...fields, coin, createdAt };
  checkListingWhole(listing, nowMs);
  return listing;
}
