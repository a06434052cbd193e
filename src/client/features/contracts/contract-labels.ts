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

export const statusLabels: Record<ContractStatus, MessageDescriptor> = {
  [contractStatus.pending]: msg`Pending`,
  [contractStatus.holding]: msg`Holding`,
  [contractStatus.finished]: msg`Finished`,
  [contractStatus.liquidated]: msg`Liquidated`,
  [contractStatus.cancelled]: msg`Cancelled`,
};

export const closeReasonLabels: Record<ContractCloseReason, MessageDescriptor> = {
  [contractCloseReasons.manual]: msg`Closed by you`,
  [contractCloseReasons.takeProfit]: msg`Take profit`,
  [contractCloseReasons.stopLoss]: msg`Stop loss`,
  [contractCloseReasons.liquidation]: msg`Liquidation`,
};
