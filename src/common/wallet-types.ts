/** Wire shapes and numbers of the wallet calls (issue: money; docs/api.md "Assets"). Amounts are decimal strings. */
import { pairs } from './pairs';

/** Every currency the platform lists, USDT first: the asset list has one entry for each, zero balances included. */
export const walletCurrencies: readonly string[] = ['USDT', ...new Set(pairs.map((pair) => pair.base))];

export function isWalletCurrency(value: string): boolean {
  return walletCurrencies.includes(value);
}

/** `type` of the transfer call (spec default 1): 1 = coin → contract, 2 = contract → coin. */
export const transferDirections = { coinToContract: 1, contractToCoin: 2 } as const;
export type TransferDirection = (typeof transferDirections)[keyof typeof transferDirections];

/** `tradeType` of asset records; later kinds (trading, launchpad) take the next numbers. */
export const assetRecordTypes = { recharge: 1, withdrawal: 2, transfer: 3, exchange: 4 } as const;
export type AssetRecordType = (typeof assetRecordTypes)[keyof typeof assetRecordTypes];

/** Record states (spec section 4): reviewing, finished, rejected. */
export const assetRecordStatus = { reviewing: 0, finished: 1, rejected: 2 } as const;

export interface AssetEntry {
  currencyName: string;
  availableCurrency: string;
  frozenCurrency: string;
  /** USDT per unit: 1 for USDT, the feed's close against USDT, "0" when there is none. */
  price: string;
  /** (available + frozen) × price, in USDT, truncated to 8 decimals. */
  total: string;
}

export interface AssetList {
  list: AssetEntry[];
  totalUsdt: string;
}

export interface AssetRecord {
  id: string;
  tradeType: AssetRecordType;
  currency: string;
  /** The amount moved, always positive. */
  amount: string;
  fee: string;
  realarrive: string;
  status: number;
  remark: string;
  /** Transfers: the direction, as the transfer call's `type`. */
  direction?: TransferDirection;
  createdAt: string;
}

export interface AssetRecordPage {
  list: AssetRecord[];
  /** How many records match, over all pages. */
  sum: number;
}
