/** The `?currency=` of a funding screen, when it names a listed currency; USDT otherwise. */
import { isWalletCurrency } from '../../../common/wallet-types';
import { useHashSearch } from '../../lib/router/use-hash-location';

export const defaultFundingCurrency = 'USDT';

export function currencyOfSearch(search: string): string {
  const currency = new URLSearchParams(search).get('currency')?.toUpperCase() ?? '';
  return isWalletCurrency(currency) ? currency : defaultFundingCurrency;
}

export function useSearchParam(name: string): string {
  return new URLSearchParams(useHashSearch()).get(name) ?? '';
}

export function useCurrencyParam(): string {
  return currencyOfSearch(useHashSearch());
}
