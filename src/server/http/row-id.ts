/** A row id as a request carries it: positive, whole, and within what both a bigserial and a JS number hold exactly. */
import { z } from 'zod';

export const rowIdField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
