/**
 * Add a bank card or collection account (/assert/bankcards/add): bank name, holder and card number, each checked
 * before sending; a server refusal that concerns one field appears under it. The full number is sent once and
 * never comes back: the list shows it masked.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CatalogPart } from '../../components/catalog-part';
import { Field } from '../../components/form/field';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { PageHeader } from '../../components/page-header';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { addBankCard, fieldOfBankCardError, type NewBankCard } from './bank-cards-api';
import { bankNameLengthMax, cardHolderLengthMax } from '../../../common/funding-rules';
import { bankCardErrors, cleanBankCard } from './bank-card-rules';
import { CardNumberField } from './card-number-field';
import { bankCardsPath } from './bank-card-paths';
import './bank-cards.css';

const formId = 'bank-card';
const emptyCard: NewBankCard = { bankName: '', holderName: '', cardNumber: '' };

export default function BankCardAddScreen() {
  return (
    <CatalogPart part="exchange">
      <BankCardAddView />
    </CatalogPart>
  );
}

function BankCardAddView() {
  const { t } = useLingui();
  const [card, setCard] = useState(emptyCard);
  const form = useFormErrors(formId, bankCardErrors(card));
  const { pending, run } = useSubmit((failure) => {
    const field = fieldOfBankCardError(failure.errorCode);
    if (field) form.refuse(field, { text: failure.message });
    return field !== undefined;
  });

  const edit = (field: keyof NewBankCard, value: string) => {
    form.edited(field);
    setCard((previous) => ({ ...previous, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    void run(async () => {
      await addBankCard(cleanBankCard(card));
      notify.success(msg`Bank card added.`);
      navigate(bankCardsPath, { replace: true });
    });
  };

  return (
    <div className="screen bank-cards-screen" data-testid="bank-card-add-screen">
      <PageHeader title={t`Add bank card`} backTo={bankCardsPath} />
      <form className="bank-card-form" onSubmit={onSubmit} noValidate data-testid="bank-card-form">
        <Field
          id={fieldId(formId, 'bankName')}
          name="bankName"
          label={t`Bank name`}
          autoComplete="off"
          value={card.bankName}
          error={form.shown('bankName')}
          errorValues={{ max: bankNameLengthMax }}
          onChange={(event) => edit('bankName', event.target.value)}
          onBlur={() => form.blur('bankName')}
        />
        <Field
          id={fieldId(formId, 'holderName')}
          name="holderName"
          label={t`Card holder`}
          hint={<Trans>The name on the account, as the bank has it.</Trans>}
          autoComplete="name"
          value={card.holderName}
          error={form.shown('holderName')}
          errorValues={{ max: cardHolderLengthMax }}
          onChange={(event) => edit('holderName', event.target.value)}
          onBlur={() => form.blur('holderName')}
        />
        <CardNumberField
          id={fieldId(formId, 'cardNumber')}
          digits={card.cardNumber}
          error={form.shown('cardNumber')}
          onDigits={(digits) => edit('cardNumber', digits)}
          onBlur={() => form.blur('cardNumber')}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={<Trans>Adding…</Trans>}
          offlineNote={<Trans>You are offline. Connect to the internet to add a card.</Trans>}
          testId="bank-card-submit"
        >
          <Trans>Add card</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
