/**
 * The withdrawal after the form: the review with Back and Confirm, then the same review (without its buttons)
 * above the trade password and the button that sends it.
 */
import type { WithdrawalAddress } from '../../../common/wallet-types';
import type { FieldError } from '../../components/form/rule-message';
import type { WithdrawStep } from './use-withdraw-step';
import { tradePasswordFieldId, WithdrawPasswordStep } from './withdraw-password-step';
import { WithdrawReview } from './withdraw-review';

interface WithdrawConfirmStepsProps {
  step: WithdrawStep;
  go: (step: WithdrawStep, focusOn?: string | null) => void;
  currency: string;
  address: WithdrawalAddress;
  amount: string;
  fee: string;
  arrival: string;
  password: string;
  passwordError: FieldError | null;
  pending: boolean;
  onPassword: (value: string) => void;
  onPasswordBlur: () => void;
}

export function WithdrawConfirmSteps(props: WithdrawConfirmStepsProps) {
  const { step, go } = props;
  const reviewing = step === 'review';
  return (
    <>
      <WithdrawReview
        currency={props.currency}
        address={props.address}
        amount={props.amount}
        fee={props.fee}
        arrival={props.arrival}
        onBack={reviewing ? () => go('edit') : undefined}
        onConfirm={reviewing ? () => go('password', tradePasswordFieldId) : undefined}
      />
      {step === 'password' ? (
        <WithdrawPasswordStep
          value={props.password}
          error={props.passwordError}
          pending={props.pending}
          onChange={props.onPassword}
          onBlur={props.onPasswordBlur}
          onBack={() => go('review')}
        />
      ) : null}
    </>
  );
}
