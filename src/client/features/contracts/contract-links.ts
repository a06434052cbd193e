/** Where the contract screens lead. The transfer screen belongs to the assets feature: only linked. */
import { withQuery } from '../../lib/router/hash-location';

export const contractPath = '/action/contract';
export const contractRecordsPath = '/contract/record';
/** The transfer screen, coin account → contract account (transfer `type` 1), with USDT chosen. */
export const transferToContractPath = withQuery('/assert/transfer/1', { currency: 'USDT' });
/** Bank cards and collection accounts (the spec lists them on the contract screen); the screens live with assets. */
export const bankCardsPath = '/assert/bankcards';
