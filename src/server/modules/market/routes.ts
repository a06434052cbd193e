/** The spec's five market calls (section 7), POST and form-encoded, answering the huobi envelope. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { marketPaths } from '../../../common/api-paths';
import { parseInput } from '../../http/validate';
import type { MarketAnswer, MarketService } from './market-service';

const symbolField = z.string().trim().min(1);
/** Form bodies carry text; a size is a whole number written in digits. */
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/),
  ])
  .transform(Number);
const sizeField = wholeNumber.optional();

const detailsSchema = z.object({ symbol: symbolField, timer: z.string().optional(), size: sizeField });
const quoteCoinSchema = z.object({ quoteCoin: z.string().trim().min(1) });
const klineSchema = z.object({ symbol: symbolField, timer: z.string().trim().min(1), size: wholeNumber });
const depthSchema = z.object({ symbol: symbolField, timer: z.string().optional(), size: sizeField });
const tradesSchema = z.object({ symbol: symbolField, size: sizeField });

const json = 'application/json; charset=utf-8';
const config = { envelope: 'huobi' as const };

/** Sends the cached bytes, gzipped when the client accepts it (every browser does). */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: MarketAnswer): FastifyReply {
  reply.type(json).header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.json);
}

export async function marketRoutes(app: FastifyInstance, options: { market: MarketService }): Promise<void> {
  const { market } = options;

  app.post(marketPaths.details, { config }, async (request, reply) => {
    const input = parseInput(detailsSchema, request.body);
    return sendAnswer(request, reply, await market.details(input.symbol, input.size));
  });

  app.post(marketPaths.tickersByQuoteCoin, { config }, async (request, reply) => {
    const input = parseInput(quoteCoinSchema, request.body);
    return sendAnswer(request, reply, await market.tickersByQuoteCoin(input.quoteCoin));
  });

  app.post(marketPaths.kline, { config }, async (request, reply) => {
    const input = parseInput(klineSchema, request.body);
    return sendAnswer(request, reply, await market.kline(input.symbol, input.timer, input.size));
  });

  app.post(marketPaths.depth, { config }, async (request, reply) => {
    const input = parseInput(depthSchema, request.body);
    return sendAnswer(request, reply, await market.depth(input.symbol, input.size));
  });

  app.post(marketPaths.trades, { config }, async (request, reply) => {
    const input = parseInput(tradesSchema, request.body);
    return sendAnswer(request, reply, await market.trades(input.symbol, input.size));
  });
}
