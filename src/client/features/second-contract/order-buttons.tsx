/**
 * Buy up and buy down. The pressed one shows a spinner while its order is sent and both are disabled meanwhile;
 * offline (nothing is queued) or without durations they are disabled with the reason shown beneath them. While
 * the durations are still loading the reason is only read out: a note that showed and went away a moment later
 * moved everything below it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { tradeDirections, type TradeDirection } from '../../../common/trading-types';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { ProcessingLabel } from '../../components/form/processing-label';
import { useReconnectProbe } from '../../components/form/use-reconnect-probe';
import { OfflineNote } from '../../components/offline-note';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { directionLabels } from './second-labels';

const reasonId = 'second-order-disabled-reason';

interface OrderButtonsProps {
  /** The direction whose order is being sent, or null. */
  pending: TradeDirection | null;
  /** Why ordering is not possible now, besides being offline; null when it is. */
  blockedBy: ReactNode | null;
  /** The reason is for screen readers only (it will pass on its own in a moment). */
  reasonHidden?: boolean;
  onOrder: (direction: TradeDirection) => void;
}

export function OrderButtons({ pending, blockedBy, reasonHidden = false, onOrder }: OrderButtonsProps) {
  const online = useOnline();
  useReconnectProbe();
  const reason = online ? (
    blockedBy
  ) : (
    <Trans>You are offline. Orders can be placed again when you reconnect.</Trans>
  );
  const disabled = pending !== null || reason !== null;
  return (
    <div className="second-order-buttons">
      <div className="second-order-buttons__row">
        {[tradeDirections.up, tradeDirections.down].map((direction) => (
          <OrderButton
            key={direction}
            direction={direction}
            pending={pending === direction}
            disabled={disabled}
            describedBy={reason !== null ? reasonId : undefined}
            onOrder={onOrder}
          />
        ))}
      </div>
      {reason === null ? null : online && reasonHidden ? (
        <span id={reasonId} className="visually-hidden" data-testid="second-order-disabled-reason">
          {reason}
        </span>
      ) : (
        <OfflineNote id={reasonId} testId="second-order-disabled-reason" icon={!online}>
          {reason}
        </OfflineNote>
      )}
    </div>
  );
}

interface OrderButtonProps {
  direction: TradeDirection;
  pending: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onOrder: (direction: TradeDirection) => void;
}

function OrderButton({ direction, pending, disabled, describedBy, onOrder }: OrderButtonProps) {
  const { i18n } = useLingui();
  const up = direction === tradeDirections.up;
  return (
    <button
      type="button"
      className={`button second-order-button second-order-button--${up ? 'up' : 'down'}`}
      disabled={disabled}
      aria-busy={pending}
      aria-describedby={describedBy}
      data-testid={up ? 'second-buy-up' : 'second-buy-down'}
      onMouseDown={keepFieldFocus}
      onClick={() => onOrder(direction)}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending ? <ProcessingLabel /> : i18n._(directionLabels[direction])}
    </button>
  );
}
