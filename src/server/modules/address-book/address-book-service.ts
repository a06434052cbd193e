/**
 * The withdrawal address book: a user's saved destinations, each checked against its network's format. Withdrawals
 * go only to one of these (the withdrawal service reads them through `entryOf`). Someone else's entry answers
 * exactly as a missing one does, so ids reveal nothing. Saves run under a lock on the user, so the cap and the
 * duplicate check hold when two saves race.
 */
import { addressBookEntriesMax, addressRemarkLengthMax } from '../../../common/funding-rules';
import { currencyHasNetwork, isAddressOf, type Network } from '../../../common/networks';
import { isWalletCurrency, type WithdrawalAddress } from '../../../common/wallet-types';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import type { UserDirectory } from '../auth';
import type { AddressBookRepo, AddressFields, AddressRow } from './address-book-repo';

export interface AddressInput {
  /** Present to edit one's own entry; absent to add one. */
  id?: number | undefined;
  currency: string;
  network: string;
  address: string;
  remark: string;
}

export interface AddressBookDependencies {
  db: Database;
  clock: Clock;
  repo: AddressBookRepo;
  users: UserDirectory;
}

export function toWithdrawalAddress(row: AddressRow): WithdrawalAddress {
  return {
    id: String(row.id),
    currency: row.currency,
    network: row.network,
    address: row.address,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Ethereum addresses are case-insensitive (the mixed case is only a checksum); every other format is exact. */
function sameDestination(a: AddressFields, b: AddressFields): boolean {
  if (a.currency !== b.currency || a.network !== b.network) return false;
  return a.network === 'ERC20'
    ? a.address.toLowerCase() === b.address.toLowerCase()
    : a.address === b.address;
}

/** The checked fields of an entry, or the first rule it breaks. */
export function checkAddressFields(input: AddressInput): AddressFields {
  const currency = input.currency.trim().toUpperCase();
  const network = input.network.trim().toUpperCase();
  const address = input.address.trim();
  const remark = input.remark.trim();
  if (!isWalletCurrency(currency)) throw new ApiError('FIELD_INVALID', { field: 'currency' });
  if (!currencyHasNetwork(currency, network)) throw new ApiError('ADDRESS_NETWORK', { currency, network });
  if (!isAddressOf(network as Network, address)) throw new ApiError('ADDRESS_FORMAT', { network });
  if ([...remark].length > addressRemarkLengthMax) {
    throw new ApiError('ADDRESS_REMARK_TOO_LONG', { max: addressRemarkLengthMax });
  }
  return { currency, network, address, remark };
}

export function createAddressBookService(deps: AddressBookDependencies) {
  const { repo } = deps;

  async function save(userId: number, input: AddressInput): Promise<WithdrawalAddress> {
    const fields = checkAddressFields(input);
    const at = new Date(deps.clock());
    const row = await deps.db.transaction(async (tx) => {
      await deps.users.lockUser(userId, tx);
      const entries = await repo.listOf(userId, undefined, tx);
      if (input.id !== undefined && !entries.some((entry) => entry.id === input.id)) {
        throw new ApiError('ADDRESS_NOT_FOUND');
      }
      const others = entries.filter((entry) => entry.id !== input.id);
      if (others.some((entry) => sameDestination(entry, fields))) throw new ApiError('ADDRESS_DUPLICATE');
      if (input.id !== undefined) return repo.update(userId, input.id, fields, at, tx);
      if (entries.length >= addressBookEntriesMax) {
        throw new ApiError('ADDRESS_BOOK_FULL', { max: addressBookEntriesMax });
      }
      return repo.insert(userId, fields, at, tx);
    });
    if (!row) throw new ApiError('ADDRESS_NOT_FOUND');
    return toWithdrawalAddress(row);
  }

  return {
    save,

    async list(userId: number, currency: string | undefined): Promise<WithdrawalAddress[]> {
      return (await repo.listOf(userId, currency)).map(toWithdrawalAddress);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw new ApiError('ADDRESS_NOT_FOUND');
    },

    /** One of the user's own entries, for a withdrawal; undefined when it is missing or someone else's. */
    async entryOf(userId: number, id: number): Promise<WithdrawalAddress | undefined> {
      const row = await repo.findOwned(userId, id);
      return row ? toWithdrawalAddress(row) : undefined;
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBookService>;
