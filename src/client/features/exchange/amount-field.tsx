/** The amount to exchange, with "all" inside the field and the available balance of the coin paid under it. */
import { Trans, useLingui } from '@lingui/react/macro';
import { amountMin } from '../../../common/money-constants';
import { amountText } from '../../../common/number-format';
import { Field } from '../../components/form/field';
import { keepFieldFocus } from '../../components/form/keep-focus';
import type { FieldError } from '../../components/form/rule-message';
import { allOf } from './exchange-amount';

interface AmountFieldProps {
  id: string;
  currency: string;
  text: string;
  /** The coin account's available balance of `currency`, as the server wrote it. */
  available: string | undefined;
  error: FieldError | null;
  onText: (text: string) => void;
  onBlur: () => void;
}

export function AmountField({ id, currency, text, available, error, onText, onBlur }: AmountFieldProps) {
  const { t } = useLingui();
  /** What "all" fills in; '' when there is nothing to exchange, which disables the button. */
  const all = available ? allOf(available) : '';
  return (
    <>
      <Field
        id={id}
        name="amount"
        label={t`Amount of ${currency} to exchange`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`At least ${amountMin}`}
        value={text}
        error={error}
        errorValues={{ currency, min: amountMin }}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        trailing={
          <button
            type="button"
            className="field__action"
            aria-label={t`Exchange all available ${currency}`}
            disabled={all === ''}
            onClick={() => onText(all)}
            onMouseDown={keepFieldFocus}
            data-testid="exchange-all"
          >
            <Trans context="a button that fills in the whole available amount">All</Trans>
          </button>
        }
      />
      <p className="exchange-available" data-testid="exchange-available">
        <Trans>Available</Trans>{' '}
        <span className="num">
          {amountText(available ?? '0', currency)} {currency}
        </span>
      </p>
    </>
  );
}
