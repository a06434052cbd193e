/** Where the funding screens lead (routes in app/routes.tsx). */
import { withQuery } from '../../lib/router/hash-location';

export const recordsPath = '/assert/record';
export const assetsPath = '/account';
export const addressListPath = '/assert/addresslist';
export const addressCurrencyListPath = '/assert/addresscurrencylist';
export const verifyPath = '/me/verify';
export const safetyPath = '/me/safety';

export const addAddressHref = (currency: string, id?: string) =>
  withQuery('/assert/addaddress', { currency, id });
export const withdrawHref = (currency: string) => withQuery('/assert/withdrawel', { currency });
