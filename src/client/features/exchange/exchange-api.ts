/** The calls of the flash-exchange screen: the coin account's balances, a quote, and the exchange itself. */
import { fundingPaths, walletPaths } from '../../../common/api-paths';
import type { AssetList, ExchangeQuote } from '../../../common/wallet-types';
import { readCode } from '../../lib/http/envelope-calls';
import { sendWithKey } from '../../lib/http/send-with-key';
import { writeCodeIdempotent, type SubmissionKeys } from '../../lib/http/idempotency-key';

/** Exchanges spend and credit the coin account (account type 1). */
const coinAccountType = 1;

export function fetchCoinAssets(): Promise<AssetList> {
  return readCode<AssetList>(walletPaths.assets, { type: coinAccountType });
}

export function coinAssetsKey(userId: string): string {
  return `exchange:coin-assets:${userId}`;
}

export interface QuoteRequest {
  fromCurrency: string;
  toCurrency: string;
  amount: string;
}

/** A quote is a read: asking again changes nothing on the server, so the read client may retry it. */
export function requestQuote(request: QuoteRequest): Promise<ExchangeQuote> {
  return readCode<ExchangeQuote>(fundingPaths.exchangeQuote, { ...request });
}

/** What a submitted quote did (docs/api.md `POST /wallet/exchange/submit`). */
export interface ExchangeReceipt {
  quoteId: string;
  transactionId: number;
  fromCurrency: string;
  amount: string;
  toCurrency: string;
  receive: string;
  fee: string;
}

export function submitExchange(quoteId: string, idempotencyKey: string): Promise<ExchangeReceipt> {
  return writeCodeIdempotent<ExchangeReceipt>(fundingPaths.exchangeSubmit, { quoteId }, idempotencyKey);
}

/** Answers to a submission that mean "this quote can no longer be used": the screen re-quotes and asks again. */
const quoteGoneCodes: ReadonlySet<string> = new Set([
  'EXCHANGE_QUOTE_EXPIRED',
  'EXCHANGE_QUOTE_NOT_FOUND',
  'EXCHANGE_QUOTE_USED',
]);

export function isQuoteGone(errorCode: string | undefined): boolean {
  return errorCode !== undefined && quoteGoneCodes.has(errorCode);
}

/** Refusals that concern the amount the user typed, shown under that field. */
const amountCodes: ReadonlySet<string> = new Set([
  'INSUFFICIENT_BALANCE',
  'EXCHANGE_AMOUNT',
  'EXCHANGE_RECEIVE_TOO_SMALL',
]);

export function isAmountRefusal(errorCode: string | undefined): boolean {
  return errorCode !== undefined && amountCodes.has(errorCode);
}

/**
 * Sends the quote under the key of this submission: a retry of the same quote after an unknown outcome (a lost
 * answer) reuses it, so the server answers the first result instead of exchanging twice.
 */
export async function submitOnce(
  keys: SubmissionKeys,
  request: { quoteId: string },
): Promise<ExchangeReceipt> {
  return sendWithKey(keys, request, (key) => submitExchange(request.quoteId, key));
}
