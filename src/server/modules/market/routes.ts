/** The spec's five market calls (section 7), POST and form-encoded, answering the huobi envelope. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { marketPaths } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { sendFailure } from '../../http/envelope';
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

/**
 * The HTTP status of an upstream failure. The spec's clients reject any non-2xx answer before reading its body, so
 * a 502 would hide the translated "market data is unavailable" message; HTTP 200 with `status: "error"` lets every
 * client show it. The service has already logged the cause at warn, so monitoring does not depend on the status.
 */
export const upstreamFailureHttpStatus = 200;

/** Answers a market read, or its upstream failure as an error envelope the client reads. */
async function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<MarketAnswer>,
): Promise<FastifyReply> {
  try {
    return sendAnswer(request, reply, await read());
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'UPSTREAM_UNAVAILABLE') throw error;
    return sendFailure(request, reply, error.code, error.values, upstreamFailureHttpStatus);
  }
}

export async function marketRoutes(app: FastifyInstance, options: { market: MarketService }): Promise<void> {
  const { market } = options;

  app.post(marketPaths.details, { config }, async (request, reply) => {
    const input = parseInput(detailsSchema, request.body);
    return serve(request, reply, () => market.details(input.symbol, input.size));
  });

  app.post(marketPaths.tickersByQuoteCoin, { config }, async (request, reply) => {
    const input = parseInput(quoteCoinSchema, request.body);
    return serve(request, reply, () => market.tickersByQuoteCoin(input.quoteCoin));
  });

  app.post(marketPaths.kline, { config }, async (request, reply) => {
    const input = parseInput(klineSchema, request.body);
    return serve(request, reply, () => market.kline(input.symbol, input.timer, input.size));
  });

  app.post(marketPaths.depth, { config }, async (request, reply) => {
    const input = parseInput(depthSchema, request.body);
    return serve(request, reply, () => market.depth(input.symbol, input.size));
  });

  app.post(marketPaths.trades, { config }, async (request, reply) => {
    const input = parseInput(tradesSchema, request.body);
    return serve(request, reply, () => market.trades(input.symbol, input.size));
  });
}
