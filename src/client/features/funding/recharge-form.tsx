/**
 * The recharge form: currency and network, the platform's address for them, the minimum and its warning, the
 * amount and the proof screenshot. The amount is checked against the currency's minimum before anything is sent;
 * the proof is cleaned in the browser as it is picked. One Idempotency-Key per submission, reused on a retry.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import type { Network } from '../../../common/networks';
import type { WalletConfig } from '../../../common/wallet-types';
import { Field } from '../../components/form/field';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notify/notify-store';
import { checkRechargeAmount } from './amount-rules';
import { CurrencyNetworkPicker, firstNetwork } from './currency-network-picker';
import { DepositAddressCard } from './deposit-address-card';
import { amountMessage } from './funding-messages';
import { CurrencyUnavailable } from './currency-unavailable';
import { sendWithKey } from '../../lib/http/send-with-key';
import { ProofField, useProof } from './proof-field';
import { submitRecharge } from './recharge-api';
import { RechargeNotes } from './recharge-notes';
import { networkOf, settingsOf } from './wallet-config';

/** Which field a server refusal belongs under (docs/api.md, the recharge call); others go to the toast. */
function fieldOfRefusal(code: string | undefined): 'amount' | 'proof' | undefined {
  if (code === 'RECHARGE_AMOUNT' || code === 'RECHARGE_BELOW_MINIMUM') return 'amount';
  if (code === 'RECHARGE_PROOF_MISSING' || code === 'UPLOAD_TYPE' || code === 'UPLOAD_TOO_LARGE')
    return 'proof';
  return undefined;
}

interface RechargeFormProps {
  config: WalletConfig;
  initialCurrency: string;
  onSubmitted: (summary: { currency: string; amount: string }) => void;
}

export function RechargeForm({ config, initialCurrency, onSubmitted }: RechargeFormProps) {
  const { t, i18n } = useLingui();
  useCatalogPartReady('errors');
  const [currency, setCurrency] = useState(initialCurrency);
  const [network, setNetwork] = useState<Network>(() => firstNetwork(initialCurrency));
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [amountBlurred, setAmountBlurred] = useState(false);
  // Server refusals about one field show under it until that field changes.
  const [refusal, setRefusal] = useState<{ field: 'amount' | 'proof'; text: string } | null>(null);
  const proof = useProof(() => setRefusal(null));
  const keys = useMemo(() => new SubmissionKeys(), []);
  const { pending, run } = useSubmit((failure) => {
    const field = fieldOfRefusal(failure.errorCode);
    if (field) setRefusal({ field, text: failure.message });
    return field !== undefined;
  });

  const picker = (
    <CurrencyNetworkPicker
      idPrefix="recharge"
      currency={currency}
      network={network}
      onCurrency={(next) => {
        setCurrency(next);
        setNetwork(firstNetwork(next));
      }}
      onNetwork={setNetwork}
      disabled={pending}
    />
  );
  const settings = settingsOf(config, currency);
  if (!settings) {
    return (
      <div className="fund-form">
        {picker}
        <CurrencyUnavailable currency={currency} />
      </div>
    );
  }
  const { rechargeMin } = settings;
  const networkSettings = networkOf(settings, network);
  const address = networkSettings?.address ?? '';
  const amountProblem = checkRechargeAmount(amount, settings);
  // Below the minimum is said at once: it is the spec's warning, and it must be read before sending.
  const amountError =
    amountProblem && (submitted || amountBlurred || amountProblem === 'belowMin')
      ? { text: amountMessage(i18n, amountProblem, settings) }
      : refusal?.field === 'amount'
        ? { text: refusal.text }
        : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const file = proof.file;
    if (amountProblem || !file || address === '' || pending || !isOnline()) {
      document.getElementById(amountProblem ? 'recharge-amount' : 'recharge-proof')?.focus();
      return;
    }
    const draft = { currency, network, amount: amount.trim(), proof: file };
    // The proof is part of what a retry repeats: the same picked file, by name and size.
    const fingerprint = { currency, network, amount: draft.amount, proof: `${file.name}:${file.size}` };
    void run(async () => {
      await sendWithKey(keys, fingerprint, (key) => submitRecharge(draft, key));
      notify.success(msg`Submitted for review`);
      onSubmitted({ currency, amount: draft.amount });
    });
  };

  return (
    <form className="fund-form" onSubmit={onSubmit} noValidate data-testid="recharge-form">
      {picker}
      <DepositAddressCard currency={currency} network={network} address={address} />
      <RechargeNotes
        currency={currency}
        rechargeMin={rechargeMin}
        confirmations={networkSettings?.confirmations ?? 0}
      />
      <Field
        id="recharge-amount"
        label={t`Amount you sent (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`At least ${rechargeMin}`}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setRefusal(null);
        }}
        onBlur={() => setAmountBlurred(true)}
        error={amountError}
        data-testid="recharge-amount"
      />
      <ProofField
        proof={proof}
        missing={submitted}
        refusal={refusal?.field === 'proof' ? refusal.text : undefined}
        disabled={pending}
      />
      <SubmitButton
        pending={pending}
        pendingLabel={<ProcessingLabel />}
        offlineNote={<Trans>You are offline. Connect to the internet to submit a deposit.</Trans>}
        testId="recharge-submit"
      >
        <Trans>Submit deposit</Trans>
      </SubmitButton>
    </form>
  );
}
