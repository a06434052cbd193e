/**
 * The pair of the contract screen, from its query (spec section 2: the drawer passes currency, baseCurrency,
 * open, close, percision and type). Positions are margined in USDT, so only USDT pairs trade here: any other
 * quote, or an unknown coin, falls back to the default BTC/USDT rather than showing a market that cannot open.
 */
import { moneyScale } from '../../../common/decimal';
import { defaultBaseCoin, findPair, toSymbol, type PairInfo, type QuoteCoin } from '../../../common/pairs';

/** The only quote coin positions are margined in (the config's `quoteCoins` says the same). */
export const contractQuoteCoin = 'USDT';

export function contractPairOf(search: string): PairInfo {
  const params = new URLSearchParams(search);
  const base = params.get('currency')?.trim().toUpperCase() ?? '';
  const quote = params.get('baseCurrency')?.trim().toUpperCase() || contractQuoteCoin;
  const asked = quote === contractQuoteCoin ? findPair(toSymbol(base, quote)) : undefined;
  return asked ?? (findPair(toSymbol(defaultBaseCoin, contractQuoteCoin)) as PairInfo);
}

export const pairName = (pair: Pick<PairInfo, 'base' | 'quote'>) => `${pair.base}/${pair.quote}`;

/**
 * The pair of a position from its wire fields. A symbol the pair table does not know (a pair delisted since) is
 * still shown, at 8 places, rather than hidden: the user's money is in it.
 */
export function pairOfPosition(position: { symbol: string; baseCoin: string; quoteCoin: string }): PairInfo {
  return (
    findPair(position.symbol) ?? {
      base: position.baseCoin,
      quote: position.quoteCoin as QuoteCoin,
      precision: moneyScale,
      symbol: position.symbol,
    }
  );
}
