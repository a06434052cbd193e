/** The words for a position's direction, state and close reason, translated where they are shown. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  contractCloseReasons,
  contractStatus,
  tradeDirections,
  type ContractCloseReason,
  type ContractStatus,
  type TradeDirection,
} from '../../../common/trading-types';

export const directionLabels: Record<TradeDirection, MessageDescriptor> = {
  [tradeDirections.up]: msg`Buy up`,
  [tradeDirections.down]: msg`Buy down`,
};

/** Buy up is coloured as a rise and buy down as a fall, in the user's own up/down colours. */
export const directionTrend = (direction: TradeDirection) =>
  direction === tradeDirections.up ? 'up' : 'down';

/**
 * States and reasons carry a context: it keeps them apart from the same English words elsewhere in the app
 * ("Finished" of a spot order or a withdrawal, "Stop loss" as a price), which other languages say differently.
 */
export const statusLabels: Record<ContractStatus, MessageDescriptor> = {
  [contractStatus.pending]: msg({ message: 'Pending', context: 'contract position state' }),
  [contractStatus.holding]: msg({ message: 'Holding', context: 'contract position state' }),
  [contractStatus.finished]: msg({ message: 'Finished', context: 'contract position state' }),
  [contractStatus.liquidated]: msg({ message: 'Liquidated', context: 'contract position state' }),
  [contractStatus.cancelled]: msg({ message: 'Cancelled', context: 'contract position state' }),
};

export const closeReasonLabels: Record<ContractCloseReason, MessageDescriptor> = {
  [contractCloseReasons.manual]: msg({ message: 'Closed by you', context: 'contract close reason' }),
  [contractCloseReasons.takeProfit]: msg({ message: 'Take profit', context: 'contract close reason' }),
  [contractCloseReasons.stopLoss]: msg({ message: 'Stop loss', context: 'contract close reason' }),
  [contractCloseReasons.liquidation]: msg({ message: 'Liquidation', context: 'contract close reason' }),
};
