/**
 * The flash-exchange form: the two coins, the amount (with "all"), the live quote and the confirm button. The
 * amount is checked here first (format, minimum, available balance); the server checks again and its refusals
 * about the amount appear under the field. Confirming sends the quote's id with one Idempotency-Key per
 * submission, reused when the same quote is sent again after a lost answer, so that cannot exchange twice. A
 * quote the server no longer accepts is replaced at once and the user is asked to confirm the new one.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { AssetList } from '../../../common/wallet-types';
import { amountMin } from '../../../common/money-constants';
import { Field } from '../../components/form/field';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { ApiFailure } from '../../lib/http/api-failure';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import {
  isAmountRefusal,
  isQuoteGone,
  requestQuote,
  submitExchange,
  type ExchangeReceipt,
} from './exchange-api';
import { allOf, checkExchangeAmount, quotableAmount } from './exchange-amount';
import { CurrencyPairPicker, type CurrencyPair } from './currency-pair-picker';
import { QuotePanel } from './quote-panel';
import { useLiveQuote } from './use-live-quote';

const formId = 'exchange';
export const recordsPath = '/assert/record';
const defaultPair: CurrencyPair = { from: 'USDT', to: 'BTC' };
const quoteOptions = { fetchQuote: requestQuote };

export function availableOf(assets: AssetList, currency: string): string | undefined {
  return assets.list.find((entry) => entry.currencyName === currency)?.availableCurrency;
}

/**
 * Sends the quote under the key of this submission: a retry of the same quote after an unknown outcome (a lost
 * answer) reuses it, so the server answers the first result instead of exchanging twice.
 */
async function submitOnce(keys: SubmissionKeys, request: { quoteId: string }): Promise<ExchangeReceipt> {
  const key = keys.keyFor(request);
  try {
    const receipt = await submitExchange(request.quoteId, key);
    keys.settled();
    return receipt;
  } catch (error) {
    if (error instanceof ApiFailure) keys.failed(error);
    throw error;
  }
}

interface ExchangeFormProps {
  assets: AssetList;
  /** After a successful exchange: the balances on screen are out of date. */
  onExchanged: () => void;
}

export function ExchangeForm({ assets, onExchanged }: ExchangeFormProps) {
  const { t } = useLingui();
  const [pair, setPair] = useState(defaultPair);
  const [amountText, setAmountText] = useState('');
  const [requoted, setRequoted] = useState(false);
  const available = availableOf(assets, pair.from);
  /** What "all" fills in; '' when there is nothing to exchange, which disables the button. */
  const allAvailable = available ? allOf(available) : '';
  const form = useFormErrors(formId, { amount: checkExchangeAmount(amountText, available) });
  const amount = quotableAmount(amountText);
  const request = amount ? { fromCurrency: pair.from, toCurrency: pair.to, amount } : undefined;
  const live = useLiveQuote(request, quoteOptions);
  const keys = useRef(new SubmissionKeys());

  const { pending, run } = useSubmit((failure) => {
    if (isQuoteGone(failure.errorCode)) {
      setRequoted(true);
      live.requote();
      return true;
    }
    if (isAmountRefusal(failure.errorCode)) form.refuse('amount', { text: failure.message });
    return isAmountRefusal(failure.errorCode);
  });

  const editAmount = (text: string) => {
    form.edited('amount');
    setRequoted(false);
    setAmountText(text);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !isOnline()) return;
    const quote = live.quote;
    if (!quote || live.stale) {
      if (!live.loading) live.requote();
      return;
    }
    setRequoted(false);
    const request = { quoteId: quote.quoteId };
    void run(async () => {
      const receipt = await submitOnce(keys.current, request);
      const { amount: paid, fromCurrency, receive, toCurrency } = receipt;
      notify.success(msg`Exchanged ${paid} ${fromCurrency} for ${receive} ${toCurrency}.`);
      onExchanged();
      navigate(recordsPath);
    });
  };

  const waitingForQuote = amount !== undefined && (!live.quote || live.stale) && live.loading;
  return (
    <form className="exchange-form" onSubmit={onSubmit} noValidate data-testid="exchange-form">
      <CurrencyPairPicker
        pair={pair}
        onChange={(next) => {
          form.edited('amount');
          setRequoted(false);
          setPair(next);
        }}
      />
      <Field
        id={fieldId(formId, 'amount')}
        name="amount"
        label={t`Amount of ${pair.from} to exchange`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`At least ${amountMin}`}
        value={amountText}
        error={form.shown('amount')}
        errorValues={{ currency: pair.from, min: amountMin }}
        onChange={(event) => editAmount(event.target.value)}
        onBlur={() => form.blur('amount')}
        trailing={
          <button
            type="button"
            className="field__action"
            aria-label={t`Exchange all available ${pair.from}`}
            disabled={allAvailable === ''}
            onClick={() => editAmount(allAvailable)}
            onMouseDown={keepFieldFocus}
            data-testid="exchange-all"
          >
            <Trans>All</Trans>
          </button>
        }
      />
      <p className="exchange-available" data-testid="exchange-available">
        <Trans>Available</Trans>{' '}
        <span className="num">
          {available ?? '0'} {pair.from}
        </span>
      </p>
      <QuotePanel live={live} hasAmount={amount !== undefined} />
      {requoted && live.quote && !live.stale ? (
        <p className="exchange-requoted" role="status" data-testid="exchange-requoted">
          <Trans>
            The previous rate expired before it was confirmed. Please check the new rate and confirm again.
          </Trans>
        </p>
      ) : null}
      <SubmitButton
        pending={pending || waitingForQuote}
        pendingLabel={pending ? <Trans>Exchanging…</Trans> : <Trans>Getting the latest rate…</Trans>}
        offlineNote={<Trans>You are offline. Connect to the internet to exchange.</Trans>}
        testId="exchange-submit"
      >
        <Trans>Confirm exchange</Trans>
      </SubmitButton>
    </form>
  );
}
