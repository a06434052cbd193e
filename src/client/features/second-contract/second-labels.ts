/** The words and figures of a timed order as the screens show them: direction, result, price source, countdown. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { compare, type DecimalString } from '../../../common/decimal';
import {
  secondResults,
  tradeDirections,
  type SecondResult,
  type TradeDirection,
} from '../../../common/trading-types';
import type { Trend } from '../../../common/number-format';

export const directionLabels: Record<TradeDirection, MessageDescriptor> = {
  [tradeDirections.up]: msg`Buy up`,
  [tradeDirections.down]: msg`Buy down`,
};

export const resultLabels: Record<SecondResult, MessageDescriptor> = {
  [secondResults.win]: msg`Win`,
  [secondResults.loss]: msg`Loss`,
  [secondResults.draw]: msg`Draw`,
};

/** HTX is a name, the same in every language. */
const sourceLabels: Record<string, MessageDescriptor | string> = {
  sim: msg`Petrel market simulator`,
  htx: 'HTX',
};

/** The feed that priced an order; an unknown source is shown as the server named it. */
export function sourceLabel(source: string): MessageDescriptor | string {
  return sourceLabels[source] ?? source;
}

/** How a profit is coloured: by the user's up colour for a gain, the down colour for a loss. */
export function profitTrend(profit: DecimalString): Trend {
  const sign = compare(profit, '0' as DecimalString);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

export { formatCountdown, secondsLeft } from './second-countdown';
