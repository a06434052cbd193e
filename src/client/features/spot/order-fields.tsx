/**
 * The price and amount fields of the order form, each with its coin inside the field. A rule's failure is shown
 * in words that say what is expected (the shared table's "not valid" would not); a balance that is short and a
 * refusal the server wrote are shown as they come.
 */
import { useLingui } from '@lingui/react/macro';
import { moneyScale } from '../../../common/decimal';
import { amountMin } from '../../../common/money-constants';
import { Field } from '../../components/form/field';
import type { FieldError } from '../../components/form/rule-message';

/** A failed rule of the form's own, replaced by its message; a server refusal or a short balance kept as it is. */
function explained(error: FieldError | null, message: string): FieldError | null {
  if (error === null || typeof error !== 'string' || error === 'INSUFFICIENT_BALANCE') return error;
  return { text: message };
}

interface OrderFieldProps {
  id: string;
  text: string;
  error: FieldError | null;
  onText: (text: string) => void;
  onBlur: () => void;
}

export function PriceField({
  precision,
  quote,
  ...props
}: OrderFieldProps & { precision: number; quote: string }) {
  const { t } = useLingui();
  return (
    <Field
      id={props.id}
      name="price"
      label={t`Price (${quote})`}
      inputMode="decimal"
      autoComplete="off"
      value={props.text}
      error={explained(props.error, t`Enter a price above 0 with at most ${precision} decimal places.`)}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={props.onBlur}
      trailing={
        <span className="spot-unit" aria-hidden="true">
          {quote}
        </span>
      }
    />
  );
}

export function AmountField({ base, spend, ...props }: OrderFieldProps & { base: string; spend: string }) {
  const { t } = useLingui();
  return (
    <Field
      id={props.id}
      name="amount"
      label={t`Amount (${base})`}
      inputMode="decimal"
      autoComplete="off"
      value={props.text}
      // Under the field rather than as its placeholder: beside the coin, the field is too narrow to show it whole.
      hint={t`At least ${amountMin}`}
      error={explained(
        props.error,
        t`Enter an amount of at least ${amountMin} with at most ${moneyScale} decimal places.`,
      )}
      errorValues={{ currency: spend }}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={props.onBlur}
      trailing={
        <span className="spot-unit" aria-hidden="true">
          {base}
        </span>
      }
    />
  );
}
