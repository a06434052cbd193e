/**
 * The second-contract calls (docs/api.md "Trading" → "Second contracts"): the durations, the order, the order
 * lists and one order, plus the two reads the order form needs beside them (the contract account's balances and
 * the fee-rate parameter). Private answers are cached per user and wiped with the user at logout.
 */
import { paramNames, secondContractPaths, walletPaths } from '../../../common/api-paths';
import { pageSize } from '../../../common/constants';
import type { DecimalString } from '../../../common/decimal';
import type {
  RecordPage,
  SecondContractConfigEntry,
  SecondContractOrder,
  SecondEntryStatus,
  TradeDirection,
} from '../../../common/trading-types';
import type { AssetList } from '../../../common/wallet-types';
import { fetchParamValue } from '../../lib/account/account-api';
import { sendWithKey } from '../../lib/http/send-with-key';
import { readBb, writeBbIdempotent, type BbAnswer } from '../../lib/http/bb-calls';
import { readCode } from '../../lib/http/envelope-calls';
import type { SubmissionKeys } from '../../lib/http/idempotency-key';

/** Timed orders stake and pay out in the contract account (account type 2). */
const contractAccountType = 2;

export const fetchSecondConfig = () => readBb<SecondContractConfigEntry[]>(secondContractPaths.getConfig);

export const fetchContractAssets = () =>
  readCode<AssetList>(walletPaths.assets, { type: contractAccountType });

/** The fee rate's text as the operator set it (a fraction of the stake); parsed by the caller. */
export const fetchFeeRate = () =>
  fetchParamValue(paramNames.secondContractFeeRate).then((answer) => answer.valueName);

/** Which orders a list shows: open or settled, of one pair or (without coins) of every pair. */
export interface OrderFilter {
  entryStatus: SecondEntryStatus;
  baseCoin?: string | undefined;
  quoteCoin?: string | undefined;
}

export function fetchOrderPage(
  filter: OrderFilter,
  pageNo: number,
): Promise<RecordPage<SecondContractOrder>> {
  return readBb<RecordPage<SecondContractOrder>>(secondContractPaths.getContractRecord, {
    pageNo,
    pageSize,
    entryStatus: filter.entryStatus,
    baseCoin: filter.baseCoin,
    quoteCoin: filter.quoteCoin,
  });
}

export const fetchOrder = (id: string) =>
  readBb<SecondContractOrder>(secondContractPaths.getContractRecordById, { id });

/** The spec's order-create payload (section 3). */
export interface OrderRequest {
  openAmount: DecimalString;
  baseCoin: string;
  quoteCoin: string;
  positionTime: number;
  tradeType: TradeDirection;
}

/**
 * Sends the order under the key of this submission: pressing again after an unknown outcome (a lost answer, a
 * timeout) sends the same key with the same body, so the server answers the first order instead of opening two.
 */
export async function placeOrderOnce(
  keys: SubmissionKeys,
  order: OrderRequest,
): Promise<BbAnswer<SecondContractOrder>> {
  return sendWithKey(keys, { ...order }, (key) =>
    writeBbIdempotent<SecondContractOrder>(secondContractPaths.createOrder, { ...order }, key),
  );
}

/** Cache keys; private ones carry the user, so one user's saved answers never show up for another. */
export const cacheKeys = {
  config: 'second:config',
  feeRate: `params:${paramNames.secondContractFeeRate}`,
  assets: (userId: string) => `second:contract-assets:${userId}`,
  orders: (userId: string, filter: OrderFilter) =>
    `second:orders:${userId}:${filter.entryStatus}:${filter.baseCoin ?? 'all'}:${filter.quoteCoin ?? 'all'}`,
  order: (userId: string, id: string) => `second:order:${userId}:${id}`,
};
