/** Wire shapes and numbers of the wallet calls (issue: money; docs/api.md "Assets"). Amounts are decimal strings. */
import { pairs } from './pairs';
import type { CoinLock } from './launchpad-types';

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
  /**
   * Coin account only: the launchpad coins locked in `frozenCurrency` and when each is released (issue 9); empty
   * when none. The contract account's entries do not carry it.
   */
  locks?: CoinLock[];
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
  /** Recharges and withdrawals: the network and the address (the platform's, or the user's destination). */
  network?: string;
  address?: string;
  /** Exchanges: what was received, in `toCurrency` (`amount` is what was paid, in `currency`). */
  toCurrency?: string;
  toAmount?: string;
  createdAt: string;
}

export interface AssetRecordPage {
  list: AssetRecord[];
  /** How many records match, over all pages. */
  sum: number;
}

/** A network of a currency: the platform's deposit address on it ("" when none is set: no deposits there). */
export interface NetworkSettings {
  network: string;
  address: string;
  /** Confirmations a deposit needs before it is credited. */
  confirmations: number;
}

/** A listed currency's limits and networks (the wallet config call; `npm run ops -- limits set` changes them). */
export interface CurrencySettings {
  currency: string;
  rechargeMin: string;
  withdrawMin: string;
  withdrawMax: string;
  /** A flat fee per withdrawal in this currency: realarrive = amount − fee. */
  withdrawFee: string;
  networks: NetworkSettings[];
}

export interface WalletConfig {
  currencies: CurrencySettings[];
}

/** An entry of the user's withdrawal address book. */
export interface WithdrawalAddress {
  id: string;
  currency: string;
  network: string;
  address: string;
  remark: string;
  createdAt: string;
}

/** A bank card or collection account; the number only ever leaves the server masked. */
export interface BankCard {
  id: string;
  bankName: string;
  holderName: string;
  /** e.g. "6222 **** **** 1234": the first four and last four digits. */
  cardNumberMasked: string;
  createdAt: string;
}

/** A flash-exchange quote: what `amount` of `fromCurrency` buys, valid until `expiresAt`. */
export interface ExchangeQuote {
  quoteId: string;
  fromCurrency: string;
  toCurrency: string;
  amount: string;
  /** Units of toCurrency per unit of fromCurrency, before the fee. */
  rate: string;
  /** In toCurrency. */
  fee: string;
  /** In toCurrency: amount × rate − fee, truncated to 8 decimals. */
  receive: string;
  expiresAt: string;
  validSeconds: number;
}
