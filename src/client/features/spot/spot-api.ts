/**
 * The spot order calls (docs/api.md "Trading" → "Spot limit orders") and the coin account's balances, which spot
 * orders spend. Placing and cancelling move money (a freeze, a release), so each is sent under its submission's
 * Idempotency-Key: a press repeated after a lost answer is recognised by the server and not applied twice.
 */
import { spotPaths, walletPaths } from '../../../common/api-paths';
import type { DecimalString } from '../../../common/decimal';
import type { RecordPage, SpotOrder, SpotOrderStatus, SpotSide } from '../../../common/trading-types';
import type { AssetList } from '../../../common/wallet-types';
import { sendWithKey } from '../../lib/http/send-with-key';
import { readCode } from '../../lib/http/envelope-calls';
import { writeCodeIdempotent, type SubmissionKeys } from '../../lib/http/idempotency-key';

/** Spot trades spend and credit the coin account (account type 1), never the contract account. */
export const coinAccountType = 1;

export function fetchCoinAssets(): Promise<AssetList> {
  return readCode<AssetList>(walletPaths.assets, { type: coinAccountType });
}

export interface OrderListQuery {
  /** Lowercase wire symbol; all pairs when left out. */
  symbol?: string | undefined;
  /** One state; every state when left out. */
  status?: SpotOrderStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export function fetchOrders(query: OrderListQuery): Promise<RecordPage<SpotOrder>> {
  return readCode<RecordPage<SpotOrder>>(spotPaths.list, { ...query });
}

export interface PlaceOrderRequest {
  symbol: string;
  side: SpotSide;
  price: DecimalString;
  amount: DecimalString;
}

/**
 * Sends a write under the key of its submission and settles the key by the outcome: an answer (success or
 * refusal) ends the submission; an unknown outcome (timeout, lost connection) keeps the key, so pressing again
 * with the same details sends the same key.
 */
async function sendKeyed<T>(
  keys: SubmissionKeys,
  path: string,
  values: Record<string, string | number>,
): Promise<T> {
  return sendWithKey(keys, values, (key) => writeCodeIdempotent<T>(path, values, key));
}

export function placeOrder(keys: SubmissionKeys, request: PlaceOrderRequest): Promise<SpotOrder> {
  return sendKeyed<SpotOrder>(keys, spotPaths.place, { ...request });
}

export function cancelOrder(keys: SubmissionKeys, id: string): Promise<SpotOrder> {
  return sendKeyed<SpotOrder>(keys, spotPaths.cancel, { id });
}
