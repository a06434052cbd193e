/**
 * A row id as a request carries it: a JSON integer or a string of decimal digits, positive, and within what both a
 * bigserial and a JS number hold exactly. Nothing else is read as an id: `true`, `1.0e0`, ' 7', '0x1f' or '' are
 * refused, not coerced (a coercion once read `true` as id 1).
 */
import { z } from 'zod';

/** Sixteen digits hold every safe integer; longer digit strings are refused before they are parsed. */
const rowIdDigitsMax = 16;
const rowIdDigits = new RegExp(`^[0-9]{1,${rowIdDigitsMax}}$`);

export const rowIdField = z
  .union([z.number().int(), z.string().regex(rowIdDigits).transform(Number)])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
