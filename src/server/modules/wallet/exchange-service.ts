/**
 * The flash exchange: a quote at the market rate (stored, valid for a param's number of seconds), then its
 * execution as ONE ledger transaction against the exchange-liquidity account. A quote is spent at most once: the
 * guarded `used_at` update and the movement share a database transaction, so a failed movement (insufficient
 * balance) leaves the quote unused, and concurrent submits of one quote move money once.
 */
import { randomUUID } from 'node:crypto';
import { paramNames } from '../../../common/api-paths';
import { parseAmount } from '../../../common/amount';
import { configuredRate } from '../../../common/configured-rate';
import { exchangeQuoteSecondsDefault } from '../../../common/constants';
import { add, compare, formatDecimal, parseDecimal, type DecimalString } from '../../../common/decimal';
import { amountMin, exchangeFeeRateDefault } from '../../../common/money-constants';
import { isWalletCurrency, type ExchangeQuote } from '../../../common/wallet-types';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { answerOnce, type IdempotentRequest } from '../../http/idempotency';
import { moveLegs, systemAccount, userAccount, type Ledger } from '../../ledger/ledger';
import { accountTypes, type Leg } from '../../ledger/ledger-types';
import type { Clock } from '../../lib/clock';
import type { MarketFeed } from '../../market/feed';
import type { ParamsService } from '../params/params-service';
import { exchangeAmounts, exchangeRate, receivesSomething } from './exchange-maths';
import { createExchangeQuotesRepo, type ExchangeQuoteRow } from './exchange-quotes-repo';
import { refuseTooLargeText, requireWithinMoneyMax } from '../../http/money-limit';
import type { RequireIdentity } from '../kyc/kyc-service';

export interface ExchangeDependencies {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  feed: MarketFeed;
  params: Pick<ParamsService, 'get'>;
  /** Identity verification before this operation (spec section 6), checked before any money moves. */
  requireIdentity: RequireIdentity;
}

export interface ExchangeQuoteInput {
  fromCurrency: string;
  toCurrency: string;
  amount: unknown;
}

/** What a submitted quote did: the journal transaction, and what was paid and received. */
export interface ExchangeReceipt {
  quoteId: string;
  transactionId: number;
  fromCurrency: string;
  amount: string;
  toCurrency: string;
  receive: string;
  fee: string;
}

/** Both currencies listed and different, the amount a plain decimal of at least the minimum with ≤ 8 places. */
function checkQuoteInput(input: ExchangeQuoteInput): DecimalString {
  for (const currency of [input.fromCurrency, input.toCurrency]) {
    if (!isWalletCurrency(currency)) throw new ApiError('EXCHANGE_CURRENCY_UNLISTED', { currency });
  }
  if (input.fromCurrency === input.toCurrency) throw new ApiError('EXCHANGE_SAME_CURRENCY');
  refuseTooLargeText(input.amount);
  const amount = parseAmount(input.amount);
  if (amount === undefined) throw new ApiError('EXCHANGE_AMOUNT', { min: amountMin });
  return amount;
}

/** The legs of an executed quote: see docs/ledger.md "Flash exchange". */
function exchangeLegs(userId: number, quote: ExchangeQuoteRow): Leg[] {
  const user = userAccount(userId, accountTypes.coin);
  const exchange = systemAccount('exchange');
  const amount = formatDecimal(quote.amount as DecimalString);
  const receive = formatDecimal(quote.receive as DecimalString);
  const fee = formatDecimal(quote.fee as DecimalString);
  // The exchange account pays out exactly what the user receives plus the fee (the rounding rule).
  const gross = add(receive, fee);
  const legs = [
    ...moveLegs(
      quote.fromCurrency,
      amount,
      { owner: user, bucket: 'available' },
      { owner: exchange, bucket: 'available' },
    ),
    ...moveLegs(
      quote.toCurrency,
      gross,
      { owner: exchange, bucket: 'available' },
      { owner: user, bucket: 'available' },
    ),
  ];
  if (compare(fee, '0' as DecimalString) > 0) {
    legs.push(
      ...moveLegs(
        quote.toCurrency,
        fee,
        { owner: user, bucket: 'available' },
        { owner: systemAccount('fees'), bucket: 'available' },
      ),
    );
  }
  return legs;
}

export function createExchangeService(deps: ExchangeDependencies) {
  const { db, ledger } = deps;
  const repo = createExchangeQuotesRepo(db);

  async function feeRate(): Promise<DecimalString> {
    const value = (await deps.params.get(paramNames.exchangeFeeRate)).valueName;
    return configuredRate(value, exchangeFeeRateDefault);
  }

  async function validSeconds(): Promise<number> {
    const text = (await deps.params.get(paramNames.exchangeQuoteSeconds)).valueName;
    // A whole number of seconds however it is written ("30", "30.0"); anything else falls back to the default.
    const parsed = parseDecimal(text, { scaleMax: text.length });
    const seconds = parsed.ok && /^\d+$/.test(parsed.value) ? Number.parseInt(parsed.value, 10) : Number.NaN;
    return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : exchangeQuoteSecondsDefault;
  }

  async function availableCoin(userId: number, currency: string): Promise<DecimalString> {
    const balance = (await ledger.balances(userId, accountTypes.coin)).find((b) => b.currency === currency);
    return (balance?.available ?? '0') as DecimalString;
  }

  async function quote(userId: number, input: ExchangeQuoteInput): Promise<ExchangeQuote> {
    await deps.requireIdentity(userId);
    const amount = checkQuoteInput(input);
    if (compare(await availableCoin(userId, input.fromCurrency), amount) < 0) {
      throw new ApiError('INSUFFICIENT_BALANCE', { currency: input.fromCurrency });
    }
    const rate = await exchangeRate(deps.feed, input.fromCurrency, input.toCurrency);
    const amounts = exchangeAmounts(amount, rate, await feeRate());
    requireWithinMoneyMax(amounts.gross);
    if (!receivesSomething(amounts)) throw new ApiError('EXCHANGE_RECEIVE_TOO_SMALL');
    const seconds = await validSeconds();
    const now = deps.clock();
    const row: ExchangeQuoteRow = {
      id: randomUUID(),
      userId,
      fromCurrency: input.fromCurrency,
      toCurrency: input.toCurrency,
      amount,
      rate,
      fee: amounts.fee,
      receive: amounts.receive,
      createdAt: new Date(now),
      expiresAt: new Date(now + seconds * 1000),
      usedAt: null,
    };
    await repo.insert(row);
    return {
      quoteId: row.id,
      fromCurrency: row.fromCurrency,
      toCurrency: row.toCurrency,
      amount,
      rate,
      fee: amounts.fee,
      receive: amounts.receive,
      expiresAt: row.expiresAt.toISOString(),
      validSeconds: seconds,
    };
  }

  /** Finds the user's quote and spends it, or says why it cannot be spent; inside the submit's transaction. */
  async function spendQuote(tx: Transaction, userId: number, quoteId: string): Promise<ExchangeQuoteRow> {
    const row = await repo.findOwn(quoteId, userId, tx);
    if (!row) throw new ApiError('EXCHANGE_QUOTE_NOT_FOUND');
    if (row.usedAt) throw new ApiError('EXCHANGE_QUOTE_USED');
    const now = deps.clock();
    if (row.expiresAt.getTime() <= now) throw new ApiError('EXCHANGE_QUOTE_EXPIRED');
    if (!(await repo.markUsed(row.id, new Date(now), tx))) throw new ApiError('EXCHANGE_QUOTE_USED');
    return row;
  }

  async function submit(
    userId: number,
    quoteId: string,
    idempotent: IdempotentRequest | undefined,
  ): Promise<ExchangeReceipt> {
    // Checked again at execution: the quote may predate the operator requiring verification for exchanges.
    await deps.requireIdentity(userId);
    return db.transaction((tx) =>
      answerOnce(tx, userId, idempotent, deps.clock(), async () => {
        const row = await spendQuote(tx, userId, quoteId);
        const posted = await ledger.post(tx, {
          kind: 'exchange',
          reference: `exchange:${row.id}`,
          userId,
          memo: `${row.amount} ${row.fromCurrency} at ${row.rate}`,
          legs: exchangeLegs(userId, row),
        });
        const receipt: ExchangeReceipt = {
          quoteId: row.id,
          transactionId: posted.transactionId,
          fromCurrency: row.fromCurrency,
          amount: formatDecimal(row.amount as DecimalString),
          toCurrency: row.toCurrency,
          receive: formatDecimal(row.receive as DecimalString),
          fee: formatDecimal(row.fee as DecimalString),
        };
        return receipt;
      }),
    );
  }

  return { quote, submit };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
