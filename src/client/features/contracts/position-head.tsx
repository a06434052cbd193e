/** The head of a position's card (an open position or a record): its pair, direction and leverage, then its state. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PairInfo } from '../../../common/pairs';
import type { ContractPosition } from '../../../common/trading-types';
import { directionLabels, directionTrend } from './contract-labels';
import { pairName } from './contract-pair';

interface PositionHeadProps {
  position: ContractPosition;
  pair: PairInfo;
  /** The state, last in the head. */
  children: ReactNode;
}

export function PositionHead({ position, pair, children }: PositionHeadProps) {
  const { i18n } = useLingui();
  return (
    <div className="trade-card__head">
      <span className="trade-card__pair">{pairName(pair)}</span>
      <span className={`trade-card__tag trend-text--${directionTrend(position.direction)}`}>
        {i18n._(directionLabels[position.direction])}
      </span>
      <span className="trade-card__tag">{position.multiple}×</span>
      {children}
    </div>
  );
}
