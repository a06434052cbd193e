/**
 * A position's profit or loss and ROI marked at the live price, with the arithmetic the server's engine uses
 * (contract-maths `positionProfit`, `positionRoiPercent`), so the figure on screen is the one a close now would
 * settle at that price. Only a holding position has them: a pending one has no open price yet.
 */
import { positionProfit, positionRoiPercent } from '../../../common/contract-maths';
import { isZero, parseDecimal, type DecimalString } from '../../../common/decimal';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';

export interface LiveFigures {
  profit: DecimalString;
  roiPercent: DecimalString;
}

function wire(text: string | null): DecimalString | undefined {
  if (text === null) return undefined;
  const parsed = parseDecimal(text, { scaleMax: 64, signed: true });
  return parsed.ok ? parsed.value : undefined;
}

export function liveFigures(
  position: ContractPosition,
  markPrice: DecimalString | undefined,
): LiveFigures | undefined {
  const openPrice = wire(position.openPrice);
  const margin = wire(position.margin);
  if (position.status !== contractStatus.holding || !openPrice || !margin || !markPrice) return undefined;
  if (isZero(openPrice) || isZero(margin)) return undefined;
  const profit = positionProfit(
    { direction: position.direction, margin, multiple: position.multiple, openPrice },
    markPrice,
  );
  return { profit, roiPercent: positionRoiPercent(profit, margin) };
}
