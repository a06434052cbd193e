/**
 * The flash-exchange form: the two coins, the amount (with "all"), the live quote and the confirm button. The
 * amount is checked here first (format, minimum, available balance); the server checks again and its refusals
 * about the amount appear under the field. Confirming sends the quote's id with one Idempotency-Key per
 * submission, reused when the same quote is sent again after a lost answer, so that cannot exchange twice. A
 * quote the server no longer accepts is replaced at once and the user is asked to confirm the new one.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
// Named apart from the field's amountText state below.
import { amountText as figureOf } from '../../../common/number-format';
import type { AssetList } from '../../../common/wallet-types';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { isAmountRefusal, isQuoteGone, requestQuote, submitOnce } from './exchange-api';
import { AmountField } from './amount-field';
import { checkExchangeAmount, quotableAmount } from './exchange-amount';
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

interface ExchangeFormProps {
  assets: AssetList;
  /** After a successful exchange: the balances on screen are out of date. */
  onExchanged: () => void;
}

export function ExchangeForm({ assets, onExchanged }: ExchangeFormProps) {
  const [pair, setPair] = useState(defaultPair);
  const [amountText, setAmountText] = useState('');
  const [requoted, setRequoted] = useState(false);
  const available = availableOf(assets, pair.from);
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
      const { fromCurrency, toCurrency } = receipt;
      const paid = figureOf(receipt.amount, fromCurrency);
      const receive = figureOf(receipt.receive, toCurrency);
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
      <AmountField
        id={fieldId(formId, 'amount')}
        currency={pair.from}
        text={amountText}
        available={available}
        error={form.shown('amount')}
        onText={editAmount}
        onBlur={() => form.blur('amount')}
      />
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
        pendingLabel={pending ? <ProcessingLabel /> : <Trans>Getting the latest rate…</Trans>}
        offlineNote={<Trans>You are offline. Connect to the internet to exchange.</Trans>}
        testId="exchange-submit"
      >
        <Trans>Confirm exchange</Trans>
      </SubmitButton>
    </form>
  );
}
