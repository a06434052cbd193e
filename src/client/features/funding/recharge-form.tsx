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
import { ruleMessage } from '../../components/form/rule-message';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { PhotoPicker } from '../../components/photo-picker';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { ApiFailure } from '../../lib/http/api-failure';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { useCatalogPartReady } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notify/notify-store';
import { checkRechargeAmount } from './amount-rules';
import { CurrencyNetworkPicker, firstNetwork } from './currency-network-picker';
import { DepositAddressCard } from './deposit-address-card';
import { amountMessage } from './funding-messages';
import { prepareProof, proofMegabytesMax } from './proof-photo';
import { submitRecharge } from './recharge-api';
import { RechargeNotes } from './recharge-notes';
import { networkOf, settingsOf } from './wallet-config';
import type { ErrorCode } from '../../../common/errors';

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
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<ErrorCode | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [showErrors, setShowErrors] = useState({ amount: false, proof: false });
  const keys = useMemo(() => new SubmissionKeys(), []);
  const { pending, run } = useSubmit();

  const settings = settingsOf(config, currency);
  const networkSettings = settings ? networkOf(settings, network) : undefined;
  const address = networkSettings?.address ?? '';
  const amountProblem = settings ? checkRechargeAmount(amount, settings) : 'invalid';
  const amountError =
    settings && amountProblem && (showErrors.amount || amountProblem === 'belowMin')
      ? { text: amountMessage(i18n, amountProblem, settings) }
      : null;
  const shownProofError = proofError ?? (showErrors.proof && !proof ? 'UPLOAD_MISSING' : null);

  const pickProof = async (file: File | null) => {
    if (!file) return;
    setPreparing(true);
    const prepared = await prepareProof(file);
    setPreparing(false);
    setProof(prepared.ok ? prepared.file : null);
    setProofError(prepared.ok ? null : prepared.error);
  };

  const changeCurrency = (next: string) => {
    setCurrency(next);
    setNetwork(firstNetwork(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors({ amount: true, proof: true });
    if (!settings || amountProblem || !proof || proofError || address === '' || pending || !isOnline()) {
      document.getElementById(amountProblem ? 'recharge-amount' : 'recharge-proof')?.focus();
      return;
    }
    const draft = { currency, network, amount: amount.trim(), proof };
    // The proof is part of what a retry repeats: the same picked file, by name and size.
    const key = keys.keyFor({
      currency,
      network,
      amount: draft.amount,
      proof: `${proof.name}:${proof.size}`,
    });
    void run(async () => {
      try {
        await submitRecharge(draft, key);
      } catch (error) {
        if (error instanceof ApiFailure) keys.failed(error);
        throw error;
      }
      keys.settled();
      notify.success(msg`Submitted for review`);
      onSubmitted({ currency, amount: draft.amount });
    });
  };

  if (!settings) return null;
  const { rechargeMin } = settings;
  return (
    <form className="fund-form" onSubmit={onSubmit} noValidate data-testid="recharge-form">
      <CurrencyNetworkPicker
        idPrefix="recharge"
        currency={currency}
        network={network}
        onCurrency={changeCurrency}
        onNetwork={setNetwork}
        disabled={pending}
      />
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
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => setShowErrors((shown) => ({ ...shown, amount: true }))}
        error={amountError}
        data-testid="recharge-amount"
      />
      <PhotoPicker
        id="recharge-proof"
        label={t`Proof of transfer (a screenshot of the sent transaction)`}
        file={proof}
        error={
          shownProofError
            ? ruleMessage(i18n, shownProofError, { field: t`Proof of transfer`, maxMb: proofMegabytesMax })
            : undefined
        }
        disabled={pending || preparing}
        onPick={(file) => void pickProof(file)}
        shape="tall"
        camera={false}
      />
      <p className="fund-card__hint">
        <Trans>
          JPEG, PNG or WebP, up to {proofMegabytesMax} MB. The image is scaled down and its hidden data (such
          as location) removed on this device before upload.
        </Trans>
      </p>
      <SubmitButton
        pending={pending}
        pendingLabel={<Trans>Uploading…</Trans>}
        offlineNote={<Trans>You are offline. Connect to the internet to submit a deposit.</Trans>}
        testId="recharge-submit"
      >
        <Trans>Submit deposit</Trans>
      </SubmitButton>
    </form>
  );
}
