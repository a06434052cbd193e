/**
 * Closing a holding position (at the market price) or cancelling a pending limit entry (its margin and fee come
 * back), always after a confirmation that says what will happen. The request carries an Idempotency-Key, kept
 * while its outcome is unknown, so pressing again after a lost answer is the same request. Offline the button is
 * disabled and points at the note that says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { contractStatus, type ContractPosition } from '../../../common/trading-types';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { CloseSheet } from './close-sheet';
import { directionLabels } from './contract-labels';
import { pairName } from './contract-pair';
import type { LiveFigures } from './position-figures';

interface ClosePositionProps {
  position: ContractPosition;
  pair: PairInfo;
  markPrice: DecimalString | undefined;
  live: LiveFigures | undefined;
  /** The id of the note that says why closing is disabled offline. */
  offlineNoteId: string;
}

export function ClosePosition({ position, pair, markPrice, live, offlineNoteId }: ClosePositionProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pending = position.status === contractStatus.pending;
  const name = pairName(pair);
  const direction = i18n._(directionLabels[position.direction]);
  const multiple = position.multiple;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost button--small ct-position__close"
        disabled={!online}
        aria-describedby={online ? undefined : offlineNoteId}
        aria-label={
          pending
            ? t`Cancel the ${name} ${direction} ${multiple}× order`
            : t`Close the ${name} ${direction} ${multiple}× position`
        }
        onClick={() => setOpen(true)}
        data-testid={`position-${position.id}-close`}
      >
        {pending ? <Trans>Cancel</Trans> : <Trans context="contract position">Close</Trans>}
      </button>
      {open ? (
        <CloseSheet
          position={position}
          pair={pair}
          markPrice={markPrice}
          live={live}
          returnFocusTo={button}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
