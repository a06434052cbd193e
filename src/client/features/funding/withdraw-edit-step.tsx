/**
 * The first step of a withdrawal: a saved address of the currency, the amount (with "all") within the currency's
 * limits and the available balance, the fee and the actual arrival, and the button to the review.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencySettings, WithdrawalAddress } from '../../../common/wallet-types';
import type { FieldError } from '../../components/form/rule-message';
import { SubmitButton } from '../../components/form/submit-button';
import { AddressChoice } from './address-choice';
import { WithdrawAmountField } from './withdraw-amount-field';
import { WithdrawSummary } from './withdraw-summary';

interface WithdrawEditStepProps {
  settings: CurrencySettings;
  addresses: readonly WithdrawalAddress[];
  available: string | undefined;
  addressId: string;
  /** The address must be chosen and the user has tried to go on without one. */
  addressMissing: boolean;
  amount: string;
  amountError: FieldError | null;
  arrival: string | undefined;
  onAddress: (id: string) => void;
  onAmount: (value: string) => void;
  onAmountBlur: () => void;
}

export function WithdrawEditStep(props: WithdrawEditStepProps) {
  const { settings, addresses, available, addressId, amount, arrival } = props;
  const { t } = useLingui();
  const { currency } = settings;
  return (
    <>
      <AddressChoice
        currency={currency}
        addresses={addresses}
        selectedId={addressId}
        onSelect={props.onAddress}
        error={props.addressMissing ? t`Please choose an address.` : null}
      />
      <WithdrawAmountField
        settings={settings}
        available={available}
        value={amount}
        onChange={props.onAmount}
        onBlur={props.onAmountBlur}
        error={props.amountError}
      />
      <WithdrawSummary currency={currency} fee={settings.withdrawFee} arrival={arrival} />
      <SubmitButton
        pending={false}
        offlineNote={<Trans>You are offline. Connect to the internet to withdraw.</Trans>}
        testId="withdraw-next"
      >
        <Trans>Review withdrawal</Trans>
      </SubmitButton>
    </>
  );
}
