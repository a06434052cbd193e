/**
 * The shapes of the HTX public REST answers this adapter reads. Only the fields the adapter uses are checked;
 * HTX adds fields now and then, and those must not break the feed.
 */
import { z } from 'zod';

/** zod 4 numbers reject NaN and Infinity, so a number here is always usable as a price or a size. */
const price = z.number();
const size = z.number();

/** Every HTX answer carries a status; an error answer explains itself in err-code and err-msg. */
export const htxEnvelopeSchema = z.object({
  status: z.string(),
  'err-code': z.string().optional(),
  'err-msg': z.string().optional(),
});

export const htxKlineAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      open: price,
      close: price,
      low: price,
      high: price,
      /** Base-currency volume (HTX `vol` is the quote turnover). */
      amount: size,
    }),
  ),
});

const depthLevel = z.tuple([price, size]);

export const htxDepthAnswerSchema = z.object({
  tick: z.object({
    ts: z.number(),
    bids: z.array(depthLevel),
    asks: z.array(depthLevel),
  }),
});

export const htxTradeAnswerSchema = z.object({
  data: z.array(
    z.object({
      data: z.array(
        z.object({
          // The older `id` field overflows a double; `trade-id` is the id HTX recommends and fits one.
          'trade-id': z.number().int(),
          ts: z.number(),
          amount: size,
          price,
          direction: z.enum(['buy', 'sell']),
        }),
      ),
    }),
  ),
});

export const htxDetailAnswerSchema = z.object({
  ts: z.number(),
  tick: z.object({
    open: price,
    close: price,
    low: price,
    high: price,
    /** Base-currency volume of the last 24 h. */
    amount: size,
    count: z.number().int(),
  }),
});

export type HtxKlineAnswer = z.infer<typeof htxKlineAnswerSchema>;
export type HtxDepthAnswer = z.infer<typeof htxDepthAnswerSchema>;
export type HtxTradeAnswer = z.infer<typeof htxTradeAnswerSchema>;
export type HtxDetailAnswer = z.infer<typeof htxDetailAnswerSchema>;
