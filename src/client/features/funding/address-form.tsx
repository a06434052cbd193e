/**
 * Add or edit a withdrawal address: currency, network, the address (checked as it is typed against the network's
 * format, with a hint of what that format is) and an optional note.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { addressRemarkLengthMax } from '../../../common/funding-rules';
import { currencyHasNetwork, type Network } from '../../../common/networks';
import type { WithdrawalAddress } from '../../../common/wallet-types';
import { Field } from '../../components/form/field';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { saveAddress } from './address-book-api';
import { checkAddress } from './address-rules';
import { CurrencyNetworkPicker, firstNetwork } from './currency-network-picker';
import { addressHint, addressMessage } from './funding-messages';

/** Server refusals that belong under the address field. */
const addressErrors = new Set(['ADDRESS_FORMAT', 'ADDRESS_NETWORK', 'ADDRESS_DUPLICATE']);
/** Long enough for any supported format (Cardano's reach about 110 characters). */
const addressLengthMax = 128;

interface AddressFormProps {
  initialCurrency: string;
  /** The entry being edited, if any. */
  editing: WithdrawalAddress | undefined;
  onSaved: () => void;
}

export function AddressForm({ initialCurrency, editing, onSaved }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const [currency, setCurrency] = useState(editing?.currency ?? initialCurrency);
  const [network, setNetwork] = useState<Network>(() =>
    editing && currencyHasNetwork(editing.currency, editing.network)
      ? editing.network
      : firstNetwork(initialCurrency),
  );
  const [address, setAddress] = useState(editing?.address ?? '');
  const [remark, setRemark] = useState(editing?.remark ?? '');
  const [submitted, setSubmitted] = useState(false);
  // A refusal about the address itself (format, network, already saved) shows under it until it is edited.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { pending, run } = useSubmit((failure) => {
    if (!failure.errorCode || !addressErrors.has(failure.errorCode)) return false;
    setRefusal(failure.message);
    document.getElementById('address-value')?.focus();
    return true;
  });

  const problem = checkAddress(network, address);
  // Checked live: a wrong format shows as soon as something is typed; "missing" only once the form is sent.
  const shownProblem = problem === 'format' || (problem && submitted) ? problem : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) {
      document.getElementById('address-value')?.focus();
      return;
    }
    if (pending || !isOnline()) return;
    void run(async () => {
      await saveAddress({ ...(editing ? { id: editing.id } : {}), currency, network, address, remark });
      notify.success(msg`Address saved`);
      onSaved();
    });
  };

  return (
    <form className="fund-form" onSubmit={onSubmit} noValidate data-testid="address-form">
      <CurrencyNetworkPicker
        idPrefix="address"
        currency={currency}
        network={network}
        onCurrency={(next) => {
          setCurrency(next);
          setNetwork(firstNetwork(next));
        }}
        onNetwork={setNetwork}
        disabled={pending}
      />
      <Field
        id="address-value"
        label={t`${network} address`}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={addressLengthMax}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setRefusal(null);
        }}
        error={
          shownProblem
            ? { text: addressMessage(i18n, shownProblem, network) }
            : refusal
              ? { text: refusal }
              : null
        }
        hint={addressHint(i18n, network)}
        data-testid="address-value"
      />
      <Field
        id="address-remark"
        label={t`Note (optional)`}
        autoComplete="off"
        maxLength={addressRemarkLengthMax}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        error={null}
        hint={<Trans>For example, which wallet or exchange this address belongs to.</Trans>}
        data-testid="address-remark"
      />
      <SubmitButton
        pending={pending}
        offlineNote={<Trans>You are offline. Connect to the internet to save the address.</Trans>}
        testId="address-save"
      >
        <Trans>Save address</Trans>
      </SubmitButton>
    </form>
  );
}
