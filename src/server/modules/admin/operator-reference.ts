/**
 * An operator's own key for a command that must apply once however often it is sent (`ops credit --reference`,
 * `ops messages post --reference`): 8 to 100 of A–Z a–z 0–9 _ . : - (docs/api.md).
 */
import { z } from 'zod';

export const operatorReference = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);
