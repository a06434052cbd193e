// Proves the HTTP edge maps the ledger's refusals onto the error table: InsufficientBalanceError answers
// INSUFFICIENT_BALANCE with its currency and AmountTooLargeError answers AMOUNT_TOO_LARGE with the maximum, in each
// envelope and language exactly as an ApiError of that code would; anything else is not a refusal (and stays a 500).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalConstant } from '../../../src/common/decimal';
import { ApiError } from '../../../src/server/http/api-error';
import type { EnvelopeKind } from '../../../src/server/http/envelope';
import { installErrorHandlers } from '../../../src/server/http/error-handler';
import { ledgerRefusalAnswer } from '../../../src/server/http/ledger-refusals';
import { localePlugin } from '../../../src/server/http/locale';
import { AmountTooLargeError, InsufficientBalanceError } from '../../../src/server/ledger/ledger-errors';
import { LedgerInvariantError } from '../../../src/server/ledger/ledger-invariant-error';

const max = decimalConstant('1000000000000');

describe('ledgerRefusalAnswer', () => {
  it('names the table code and the message values of each refusal', () => {
    expect(ledgerRefusalAnswer(new InsufficientBalanceError('USDT'))).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      values: { currency: 'USDT' },
    });
    expect(ledgerRefusalAnswer(new AmountTooLargeError(max))).toEqual({
      code: 'AMOUNT_TOO_LARGE',
      values: { max: '1000000000000' },
    });
  });

  it('leaves every other error alone: a broken invariant is a fault, not a refusal', () => {
    expect(ledgerRefusalAnswer(new LedgerInvariantError('negative-balance', 'x'))).toBeUndefined();
    expect(ledgerRefusalAnswer(new ApiError('INSUFFICIENT_BALANCE'))).toBeUndefined();
    expect(ledgerRefusalAnswer(new Error('insufficient balance in USDT'))).toBeUndefined();
    expect(ledgerRefusalAnswer('INSUFFICIENT_BALANCE')).toBeUndefined();
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  const thrown: Record<string, () => Error> = {
    refusal: () => new InsufficientBalanceError('BTC'),
    api: () => new ApiError('INSUFFICIENT_BALANCE', { currency: 'BTC' }),
    'too-large': () => new AmountTooLargeError(max),
    'too-large-api': () => new ApiError('AMOUNT_TOO_LARGE', { max }),
    invariant: () => new LedgerInvariantError('negative-balance', 'secret detail'),
  };
  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandlers(app);
    await app.register(localePlugin);
    for (const envelope of ['code', 'bb', 'admin', 'huobi'] satisfies EnvelopeKind[]) {
      app.get(`/${envelope}/:kind`, { config: { envelope } }, async (request) => {
        throw thrown[(request.params as { kind: string }).kind]!();
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const answer = (path: string, locale: string) =>
    app.inject({ method: 'GET', url: path, headers: { 'accept-language': locale } });

  it('answers a ledger refusal exactly as the ApiError of its code, in every envelope and language', async () => {
    for (const envelope of ['code', 'bb', 'admin', 'huobi']) {
      for (const locale of ['en-US', 'zh-CN', 'ko-KR', 'ja-JP']) {
        for (const [refusal, api] of [
          ['refusal', 'api'],
          ['too-large', 'too-large-api'],
        ]) {
          const mapped = await answer(`/${envelope}/${refusal}`, locale);
          const direct = await answer(`/${envelope}/${api}`, locale);
          expect(mapped.statusCode, `${envelope} ${locale} ${refusal}`).toBe(direct.statusCode);
          expect(mapped.json(), `${envelope} ${locale} ${refusal}`).toEqual(direct.json());
        }
      }
    }
  });

  it('carries the code, the status and the translated message with its values', async () => {
    const code = await answer('/code/refusal', 'en-US');
    expect(code.statusCode).toBe(200);
    expect(code.json()).toEqual({
      code: 0,
      data: null,
      msg: 'Insufficient available balance of BTC.',
      error: 'INSUFFICIENT_BALANCE',
    });
    const admin = await answer('/admin/too-large', 'zh-CN');
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toMatchObject({ error: 'AMOUNT_TOO_LARGE' });
    expect(admin.json().msg).toContain('1000000000000');
    expect(admin.json().msg).not.toBe((await answer('/admin/too-large', 'en-US')).json().msg);
  });

  it('keeps a broken invariant a fault: a generic message and nothing of its detail', async () => {
    const response = await answer('/code/invariant', 'en-US');
    expect(response.json()).toMatchObject({ error: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
  });
});
