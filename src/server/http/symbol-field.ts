/** The pair symbol a trading call names (`btcusdt`), as the spot and contract routes read it. */
import { z } from 'zod';

/** Longer than any symbol of the pair table; a longer one is not a symbol at all. */
export const symbolLengthMax = 20;

/** A symbol field: trimmed, lower case, not empty, at most `symbolLengthMax` characters. */
export const symbolField = z.string().trim().toLowerCase().min(1).max(symbolLengthMax);
