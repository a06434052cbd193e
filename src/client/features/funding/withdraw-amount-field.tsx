/**
 * The withdrawal amount: the field with "all" (the available balance, capped at the maximum), the available balance
 * under it, and the limits per withdrawal with what happens to the amount until it is reviewed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { amountText, exactText } from '../../../common/number-format';
import type { CurrencySettings } from '../../../common/wallet-types';
import { Field } from '../../components/form/field';
import type { FieldError } from '../../components/form/rule-message';
import { allAmount } from './amount-rules';

interface WithdrawAmountFieldProps {
  settings: CurrencySettings;
  available: string | undefined;
  value: string;
  error: FieldError | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function WithdrawAmountField(props: WithdrawAmountFieldProps) {
  const { settings, available, value, error, onChange, onBlur } = props;
  const { t } = useLingui();
  const { currency } = settings;
  // Shown grouped like every other figure of the app ("100,000"); the field itself takes plain digits.
  const withdrawMin = exactText(settings.withdrawMin);
  const withdrawMax = exactText(settings.withdrawMax);
  const availableText = available === undefined ? undefined : amountText(available, currency);
  return (
    <>
      <Field
        id="withdraw-amount"
        label={t`Amount (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`${withdrawMin} to ${withdrawMax}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={
          <span data-testid="withdraw-available">
            {available === undefined ? (
              <Trans>Available: loading…</Trans>
            ) : (
              <Trans>
                Available: {availableText} {currency}
              </Trans>
            )}
          </span>
        }
        trailing={
          <button
            type="button"
            className="field__action"
            disabled={available === undefined}
            onClick={() => available !== undefined && onChange(allAmount(available, settings))}
            aria-label={t`Withdraw all available ${currency}`}
            data-testid="withdraw-all"
          >
            <Trans context="a button that fills in the whole available amount">All</Trans>
          </button>
        }
        data-testid="withdraw-amount"
      />
      <p className="fund-card__hint">
        <Trans>
          Per withdrawal: {withdrawMin} to {withdrawMax} {currency}. The amount is frozen until the withdrawal
          is reviewed; if it is rejected, it returns to your available balance.
        </Trans>
      </p>
    </>
  );
}
