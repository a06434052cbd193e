/**
 * One card of the list. Delete asks first, in place: the row turns into the question with Cancel (focused, so a
 * stray tap or Enter does not delete) and Delete. Offline, Delete is disabled; the list screen says why.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BankCard } from '../../../common/wallet-types';
import { useSubmit } from '../../components/form/use-submit';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { deleteBankCard } from './bank-cards-api';

interface BankCardItemProps {
  card: BankCard;
  onDeleted: () => void;
}

export function BankCardItem({ card, onDeleted }: BankCardItemProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useSubmit();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const titleId = `bank-card-${card.id}-title`;
  const lastDigits = card.cardNumberMasked.slice(-4);

  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // Back to the button that opened the question, so keyboard users keep their place.
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  const confirmDelete = () =>
    void run(async () => {
      await deleteBankCard(card.id);
      notify.success(msg`Bank card deleted.`);
      onDeleted();
    });

  return (
    <li className="bank-card" data-testid={`bank-card-${card.id}`}>
      <div className="bank-card__body">
        <p className="bank-card__bank" id={titleId}>
          {card.bankName}
        </p>
        <p className="bank-card__holder">{card.holderName}</p>
        <p className="bank-card__number num" data-testid="bank-card-masked">
          {card.cardNumberMasked}
        </p>
      </div>
      {confirming ? (
        <div className="bank-card__confirm" role="group" aria-labelledby={titleId}>
          <p>
            <Trans>Delete this card? You can add it again later.</Trans>
          </p>
          <div className="bank-card__confirm-actions">
            <button
              type="button"
              ref={cancelButton}
              className="button button--ghost button--small"
              onClick={cancel}
            >
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button button--small bank-card__delete-confirm"
              disabled={pending || !online}
              aria-busy={pending}
              onClick={confirmDelete}
              data-testid="bank-card-delete-confirm"
            >
              <Trans>Delete</Trans>
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          ref={deleteButton}
          className="button button--ghost button--small bank-card__delete"
          aria-label={t`Delete the ${card.bankName} card ending in ${lastDigits}`}
          disabled={!online}
          onClick={() => setConfirming(true)}
          data-testid="bank-card-delete"
        >
          <Trans>Delete</Trans>
        </button>
      )}
    </li>
  );
}
