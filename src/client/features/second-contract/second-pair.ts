/**
 * The pair of the timed-order screen, read from the query like the other trade screens (`currency` is the base
 * coin, `baseCurrency` the quote coin; spec section 2), BTC/USDT by default. Timed orders stake the quote coin of
 * the contract account, which holds USDT, so only USDT pairs are offered (as the drawer's contract type shows
 * only its USDT tab); a link naming another pair opens BTC/USDT and says so.
 */
import { defaultBaseCoin, defaultQuoteCoin, findPair, pairsOfQuote, toSymbol } from '../../../common/pairs';
import type { PairInfo } from '../../../common/pairs';
import { withQuery } from '../../lib/router/hash-location';

export const secondTradePath = '/action/secondContract';
export const secondRecordPath = '/secondContract/record';
export const secondDetailPath = '/secondContract/detail';

/** The quote coin of every timed order. */
export const secondQuoteCoin = defaultQuoteCoin;

export const secondPairs: readonly PairInfo[] = pairsOfQuote(secondQuoteCoin);

const defaultPair = findPair(toSymbol(defaultBaseCoin, secondQuoteCoin)) as PairInfo;

export interface SecondPairChoice {
  pair: PairInfo;
  /** True when the query named a pair that timed orders do not offer, so the default is shown instead. */
  replaced: boolean;
}

export function secondPairOf(search: string): SecondPairChoice {
  const params = new URLSearchParams(search);
  const base = params.get('currency')?.trim() ?? '';
  const quote = params.get('baseCurrency')?.trim() ?? '';
  if (base === '' && quote === '') return { pair: defaultPair, replaced: false };
  const asked = findPair(toSymbol(base || defaultBaseCoin, quote || secondQuoteCoin));
  return asked && asked.quote === secondQuoteCoin
    ? { pair: asked, replaced: false }
    : { pair: defaultPair, replaced: true };
}

export const secondTradeHref = (pair: PairInfo) =>
  withQuery(secondTradePath, { currency: pair.base, baseCurrency: pair.quote });

export const secondDetailHref = (id: string) => withQuery(secondDetailPath, { id });

/** "BTC/USDT" */
export const pairName = (base: string, quote: string) => `${base}/${quote}`;
