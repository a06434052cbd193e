/**
 * The last step of a withdrawal, after its review: the 6-digit trade password and the button that sends it
 * ('Processing...' while the request runs), with the way back to the review.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { tradePasswordLength } from '../../../common/validation';
import type { FieldError } from '../../components/form/rule-message';
import { PasswordField } from '../../components/form/password-field';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';

export const tradePasswordFieldId = 'withdraw-trade-password';

interface WithdrawPasswordStepProps {
  value: string;
  error: FieldError | null;
  pending: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  onBack: () => void;
}

export function WithdrawPasswordStep(props: WithdrawPasswordStepProps) {
  const { value, error, pending, onChange, onBlur, onBack } = props;
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        id={tradePasswordFieldId}
        label={t`Trade password`}
        autoComplete="off"
        inputMode="numeric"
        maxLength={tradePasswordLength}
        pattern="[0-9]*"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        errorValues={{ field: t`Trade password` }}
        data-testid="withdraw-trade-password"
      />
      <SubmitButton
        pending={pending}
        pendingLabel={<ProcessingLabel />}
        offlineNote={<Trans>You are offline. Connect to the internet to withdraw.</Trans>}
        testId="withdraw-submit"
      >
        <Trans>Confirm withdrawal</Trans>
      </SubmitButton>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={pending}
        onClick={onBack}
        data-testid="withdraw-password-back"
      >
        <Trans>Back to the review</Trans>
      </button>
    </>
  );
}
