/**
 * Where the asset screens lead. Recharge, withdrawal, exchange and bank cards are other features' screens: only
 * linked.
 */
import { transferDirections, type TransferDirection } from '../../../common/wallet-types';
import { withQuery } from '../../lib/router/hash-location';
import type { AccountKind } from './assets-api';

export const accountPath = (type: AccountKind) => `/account/assert/${type}`;
export const detailPath = (currency: string) => `/assert/detail/${encodeURIComponent(currency)}`;
export const recordsPath = '/assert/record';
export const rechargePath = '/assert/recharge';
export const withdrawPath = '/assert/withdrawel';
export const exchangePath = '/assert/exchange';
export const bankCardsPath = '/assert/bankcards';

export function transferPath(
  direction: TransferDirection = transferDirections.coinToContract,
  currency?: string,
): string {
  return withQuery(`/assert/transfer/${direction}`, { currency });
}

/** Transfers out of an account: the coin account sends to the contract account (1), and the other way (2). */
export const directionFrom = (type: AccountKind): TransferDirection =>
  type === 1 ? transferDirections.coinToContract : transferDirections.contractToCoin;
