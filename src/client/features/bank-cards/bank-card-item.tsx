/**
 * One card of the list. Delete asks first, in place: the row turns into the question with Cancel (focused, so a
 * stray tap or Enter does not delete) and Delete. Offline, Delete is disabled; the list screen says why.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BankCard } from '../../../common/wallet-types';
import { useSubmit } from '../../components/form/use-submit';
import { InlineConfirm, useInlineConfirm } from '../../components/inline-confirm';
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
  const question = useInlineConfirm();
  const { pending, run } = useSubmit();
  const titleId = `bank-card-${card.id}-title`;
  const lastDigits = card.cardNumberMasked.slice(-4);

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
      {question.confirming ? (
        <InlineConfirm
          state={question}
          className="bank-card__confirm"
          labelledBy={titleId}
          question={<Trans>Delete this card? You can add it again later.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          confirmClassName="bank-card__delete-confirm"
          onConfirm={confirmDelete}
          pending={pending}
          online={online}
          confirmTestId="bank-card-delete-confirm"
        />
      ) : (
        <button
          type="button"
          ref={question.openButton}
          className="button button--ghost button--small bank-card__delete"
          aria-label={t`Delete the ${card.bankName} card ending in ${lastDigits}`}
          disabled={!online}
          onClick={question.open}
          data-testid="bank-card-delete"
        >
          <Trans>Delete</Trans>
        </button>
      )}
    </li>
  );
}
