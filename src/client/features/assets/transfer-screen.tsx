/**
 * Transfer between the coin and contract accounts (/assert/transfer/1: coin → contract, /2: contract → coin).
 * From and to with a swap control, the currency, the amount with "All" and the available balance; the rules of
 * transfer-rules.ts before sending; one Idempotency-Key per submission, sent again when the same transfer is
 * retried after an unknown outcome. Offline the button is disabled with the reason; nothing is queued.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { amountMin } from '../../../common/money-constants';
import { transferDirections, walletCurrencies, type TransferDirection } from '../../../common/wallet-types';
import { Field } from '../../components/form/field';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { PageHeader } from '../../components/page-header';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { sendWithKey } from '../../lib/http/send-with-key';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { accountPath, transferPath } from './asset-links';
import { amountText } from '../../../common/number-format';
import { wireDecimal } from './asset-numbers';
import { submitTransfer, useAssets, type AccountKind } from './assets-api';
import { TransferAccounts } from './transfer-accounts';
import { transferAmountError, validTransferAmount } from './transfer-rules';
import { withAssetsCatalog } from './assets-catalog';
import './assets.css';

const formId = 'transfer';

function directionOf(param: string | undefined): TransferDirection {
  return param === '2' ? transferDirections.contractToCoin : transferDirections.coinToContract;
}

function initialCurrency(search: string): string {
  const asked = new URLSearchParams(search).get('currency')?.toUpperCase() ?? '';
  return walletCurrencies.includes(asked) ? asked : 'USDT';
}

function TransferScreen() {
  const { t } = useLingui();
  const params = useParams<{ type: string }>();
  const direction = directionOf(params.type);
  const fromAccount: AccountKind = direction === transferDirections.coinToContract ? 1 : 2;
  const search = useHashSearch();
  const [currency, setCurrency] = useState(() => initialCurrency(search));
  // A new form after each transfer: empty, with no error shown for the amount it no longer has.
  const [round, setRound] = useState(0);
  return (
    <div className="screen">
      <PageHeader title={t`Transfer`} backTo={accountPath(fromAccount)} />
      <TransferForm
        key={round}
        direction={direction}
        currency={currency}
        onCurrency={setCurrency}
        onDone={() => setRound((previous) => previous + 1)}
      />
      <p className="transfer-form__note">
        <Trans>Transfers between your own accounts are free and arrive at once.</Trans>
      </p>
    </div>
  );
}

interface TransferFormProps {
  direction: TransferDirection;
  currency: string;
  onCurrency: (currency: string) => void;
  onDone: () => void;
}

function TransferForm({ direction, currency, onCurrency, onDone }: TransferFormProps) {
  const { t } = useLingui();
  const fromAccount: AccountKind = direction === transferDirections.coinToContract ? 1 : 2;
  const [amount, setAmount] = useState('');
  const source = useAssets(fromAccount);
  const available = source.data?.list.find((entry) => entry.currencyName === currency)?.availableCurrency;
  const availableText = available === undefined ? '' : amountText(available, currency);
  const form = useFormErrors(formId, { amount: transferAmountError(amount, available) });
  const keys = useRef(new SubmissionKeys());
  const { pending, run } = useSubmit((failure) => {
    if (failure.errorCode !== 'INSUFFICIENT_BALANCE' && failure.errorCode !== 'TRANSFER_AMOUNT') return false;
    form.refuse('amount', { text: failure.message });
    return true;
  });

  const swap = () => navigate(transferPath(direction === 1 ? 2 : 1, currency), { replace: true });
  const changeAmount = (value: string) => {
    setAmount(value);
    form.edited('amount');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validTransferAmount(amount);
    if (!form.validate() || !valid) return;
    const request = { amount: valid, currency, type: direction };
    void run(async () => {
      await sendWithKey(keys.current, request, (key) => submitTransfer(request, key));
      notify.success(msg`Transfer successful`);
      onDone();
    });
  };

  return (
    <form className="transfer-form" noValidate onSubmit={onSubmit} data-testid="transfer-form">
      <TransferAccounts direction={direction} onSwap={swap} />
      <div className="field">
        <label className="field__label" htmlFor={fieldId(formId, 'currency')}>
          <Trans>Currency</Trans>
        </label>
        <div className="field__control">
          <select
            id={fieldId(formId, 'currency')}
            className="field__input transfer-form__select"
            value={currency}
            data-testid="transfer-currency"
            onChange={(event) => {
              onCurrency(event.target.value);
              form.edited('amount');
            }}
          >
            {walletCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        id={fieldId(formId, 'amount')}
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`At least ${amountMin}`}
        value={amount}
        data-testid="transfer-amount"
        error={form.shown('amount')}
        errorValues={{ min: amountMin, currency }}
        onChange={(event) => changeAmount(event.target.value)}
        onBlur={() => form.blur('amount')}
        trailing={
          <button
            type="button"
            className="field__action"
            disabled={available === undefined}
            onMouseDown={keepFieldFocus}
            onClick={() => available !== undefined && changeAmount(wireDecimal(available))}
            data-testid="transfer-all"
          >
            <Trans context="a button that fills in the whole available amount">All</Trans>
          </button>
        }
      />
      {available !== undefined ? (
        <p className="transfer-form__available" data-testid="transfer-available">
          <Trans>
            Available: {availableText} {currency}
          </Trans>
        </p>
      ) : (
        <AvailableUnknown source={source} />
      )}
      <SubmitButton
        pending={pending}
        pendingLabel={<ProcessingLabel />}
        offlineNote={<Trans>You are offline. Transfers are available again when you reconnect.</Trans>}
        testId="transfer-submit"
      >
        <Trans>Confirm transfer</Trans>
      </SubmitButton>
    </form>
  );
}

/** The available balance before it is known: loading, failed (with a retry), or not saved for offline use. */
function AvailableUnknown({ source }: { source: ReturnType<typeof useAssets> }) {
  const online = useOnline();
  if (!online) {
    return (
      <p className="transfer-form__available" data-testid="transfer-available">
        <Trans>The available balance is not saved on this device yet.</Trans>
      </p>
    );
  }
  if (source.error) {
    return (
      <p
        className="transfer-form__available transfer-form__available--error"
        role="alert"
        data-testid="transfer-available"
      >
        {source.error.message}{' '}
        <button type="button" className="transfer-form__retry" onClick={source.reload}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <p className="transfer-form__available" data-testid="transfer-available">
      <Trans>Available: loading…</Trans>
    </p>
  );
}

export default withAssetsCatalog(TransferScreen);
