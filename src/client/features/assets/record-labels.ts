/** The words of asset records: kinds, statuses and transfer directions, as message descriptors. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  assetRecordStatus,
  assetRecordTypes,
  transferDirections,
  type AssetRecordType,
} from '../../../common/wallet-types';

export const recordTypeLabels: Record<AssetRecordType, MessageDescriptor> = {
  [assetRecordTypes.recharge]: msg`Recharge`,
  [assetRecordTypes.withdrawal]: msg`Withdrawal`,
  [assetRecordTypes.transfer]: msg`Transfer`,
  [assetRecordTypes.exchange]: msg({ message: 'Exchange', context: 'a flash exchange, as a record type' }),
};

export type StatusTone = 'pending' | 'ok' | 'bad';

export function recordStatus(status: number): { label: MessageDescriptor; tone: StatusTone } {
  if (status === assetRecordStatus.reviewing) return { label: msg`Reviewing`, tone: 'pending' };
  if (status === assetRecordStatus.rejected) return { label: msg`Rejected`, tone: 'bad' };
  return { label: msg`Finished`, tone: 'ok' };
}

export function directionLabel(direction: number | undefined): MessageDescriptor | undefined {
  if (direction === transferDirections.coinToContract) return msg`Coin account → Contract account`;
  if (direction === transferDirections.contractToCoin) return msg`Contract account → Coin account`;
  return undefined;
}

/** The record kinds a user can filter by, "all" first. */
export const recordFilters: ReadonlyArray<{
  value: string;
  type: AssetRecordType | undefined;
  label: MessageDescriptor;
}> = [
  { value: 'all', type: undefined, label: msg`All` },
  ...([1, 2, 3, 4] as const).map((type) => ({ value: String(type), type, label: recordTypeLabels[type] })),
];
