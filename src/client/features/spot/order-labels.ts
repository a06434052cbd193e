/** The words for an order's side and state (spec section 4: unfinished, finished, cancelled), with their tones. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  spotOrderStatus,
  spotSides,
  type SpotOrderStatus,
  type SpotSide,
} from '../../../common/trading-types';

export const sideLabels: Record<SpotSide, MessageDescriptor> = {
  [spotSides.buy]: msg({ message: 'Buy', comment: 'The side of a spot order' }),
  [spotSides.sell]: msg({ message: 'Sell', comment: 'The side of a spot order' }),
};

export const statusLabels: Record<SpotOrderStatus, MessageDescriptor> = {
  [spotOrderStatus.unfinished]: msg({ message: 'Unfinished', comment: 'A spot order waiting to be filled' }),
  [spotOrderStatus.finished]: msg({ message: 'Filled', comment: 'A spot order that was filled' }),
  [spotOrderStatus.cancelled]: msg({ message: 'Cancelled', comment: 'A spot order that was cancelled' }),
};

/** How a state looks: waiting, done, or ended without a trade. */
export const statusTones: Record<SpotOrderStatus, 'pending' | 'ok' | 'muted'> = {
  [spotOrderStatus.unfinished]: 'pending',
  [spotOrderStatus.finished]: 'ok',
  [spotOrderStatus.cancelled]: 'muted',
};

/** When it ended, by how it ended. */
export const endedLabels: Record<SpotOrderStatus, MessageDescriptor | null> = {
  [spotOrderStatus.unfinished]: null,
  [spotOrderStatus.finished]: msg`Filled at`,
  [spotOrderStatus.cancelled]: msg`Cancelled at`,
};
