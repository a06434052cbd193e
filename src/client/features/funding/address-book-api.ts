/** The withdrawal address book: list (optionally of one currency), save (add, or edit with `id`) and delete. */
import { fundingPaths } from '../../../common/api-paths';
import type { WithdrawalAddress } from '../../../common/wallet-types';
import { useSession } from '../../lib/account/use-session';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { readCode, writeCode } from '../../lib/http/envelope-calls';

export function fetchAddresses(): Promise<WithdrawalAddress[]> {
  return readCode<WithdrawalAddress[]>(fundingPaths.addressList, {});
}

/** The whole book, saved on the device per user (wiped at logout), so it shows offline too. */
export function useAddressBook() {
  const userId = useSession((state) => state.userId);
  return useCachedQuery(userId ? `funding:addresses:${userId}` : null, fetchAddresses, {
    userId,
    refreshOnTick: false,
  });
}

export interface AddressDraft {
  id?: string;
  currency: string;
  network: string;
  address: string;
  remark: string;
}

export function saveAddress(draft: AddressDraft): Promise<WithdrawalAddress> {
  return writeCode<WithdrawalAddress>(fundingPaths.addressSave, {
    id: draft.id,
    currency: draft.currency,
    network: draft.network,
    address: draft.address.trim(),
    remark: draft.remark.trim(),
  });
}

export function deleteAddress(id: string): Promise<unknown> {
  return writeCode(fundingPaths.addressDelete, { id });
}
