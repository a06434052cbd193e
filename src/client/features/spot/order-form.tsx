/**
 * The limit order form: buy or sell, price, amount (with 25/50/75/100 % of what is available), the total, the coin
 * account's balance and the button. The rules of order-rules.ts run before anything is sent; the server's refusals
 * about the price or the amount appear under that field, any other in the error toast. One Idempotency-Key per
 * submission, sent again when the same order is pressed again after a lost answer. A visitor sees the login prompt
 * instead of the button; offline the button is disabled with the reason.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type FormEvent } from 'react';
import type { PairInfo } from '../../../common/pairs';
import { isZero } from '../../../common/decimal';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import type { AssetList } from '../../../common/wallet-types';
import { LoginPrompt } from '../../components/login-prompt';
import { ProcessingLabel } from '../../components/form/processing-label';
import { SubmitButton } from '../../components/form/submit-button';
import { fieldId, useFormErrors, type FormErrorsController } from '../../components/form/use-form-errors';
import { useSubmit } from '../../components/form/use-submit';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import type { ApiFailure } from '../../lib/http/api-failure';
import { SubmissionKeys } from '../../lib/http/idempotency-key';
import { notify } from '../../lib/notify/notify-store';
import { useHashPath, useHashSearch } from '../../lib/router/use-hash-location';
import { BalanceNote } from './balance-note';
import { AmountField, PriceField } from './order-fields';
import { OrderTotal } from './order-total';
import { balanceOf, checkAmount, checkPrice, orderAmount, orderPrice, spendCurrency } from './order-rules';
import { PercentButtons } from './percent-buttons';
import { SideSwitch } from './side-switch';
import { placeOrder, type PlaceOrderRequest } from './spot-api';
import type { OrderDraft } from './trade-drafts';

const formId = 'spot-order';
type OrderField = 'price' | 'amount';

/** Which field a server refusal is about, by the error's name in the shared table; undefined for neither. */
function refusedField(errorCode: string | undefined): OrderField | undefined {
  if (errorCode === undefined) return undefined;
  if (errorCode === 'INSUFFICIENT_BALANCE' || errorCode.includes('AMOUNT')) return 'amount';
  return errorCode.includes('PRICE') ? 'price' : undefined;
}

/** A refusal the server gave (in its envelope, whatever the HTTP status) goes under its field when it has one. */
function placeRefusal(form: FormErrorsController<OrderField>, failure: ApiFailure): boolean {
  const answered = failure.kind === 'rejected' || failure.kind === 'http';
  const field = answered ? refusedField(failure.errorCode) : undefined;
  if (field) form.refuse(field, { text: failure.message });
  return field !== undefined;
}

/** Sends an order under its submission's key (kept for a retry after a lost answer) and says when it is placed. */
function usePlaceOrder(form: FormErrorsController<OrderField>, onPlaced: () => void) {
  const keys = useRef(new SubmissionKeys());
  const { pending, run } = useSubmit((failure) => placeRefusal(form, failure));
  const place = (request: PlaceOrderRequest) =>
    void run(async () => {
      await placeOrder(keys.current, request);
      notify.success(msg`Order has been placed`);
      onPlaced();
    });
  return { pending, place };
}

export function availableOf(assets: AssetList | undefined, currency: string): string | undefined {
  return assets?.list.find((entry) => entry.currencyName === currency)?.availableCurrency;
}

interface OrderFormProps {
  pair: PairInfo;
  draft: OrderDraft;
  onDraft: (patch: Partial<OrderDraft>) => void;
  assets: AssetList | undefined;
  /** The field is still to be filled with the last price, which has not arrived yet. */
  priceComing: boolean;
  /** After the server accepted an order: the amount is cleared and the lists reloaded. */
  onPlaced: () => void;
}

export function OrderForm({ pair, draft, onDraft, assets, priceComing, onPlaced }: OrderFormProps) {
  const { t } = useLingui();
  const isLogin = useIsLoggedIn();
  const { side } = draft;
  const spend = spendCurrency(side, pair);
  const availableText = availableOf(assets, spend);
  const available = isLogin ? balanceOf(availableText) : undefined;
  const price = orderPrice(draft.price, pair.precision);
  const amountRule = checkAmount({ side, amountText: draft.amount, price, available });
  const form = useFormErrors<OrderField>(formId, {
    price: checkPrice(draft.price, pair.precision),
    amount: amountRule,
  });
  const { pending, place } = usePlaceOrder(form, onPlaced);

  const edit = (field: OrderField, text: string) => {
    form.edited(field);
    onDraft({ [field]: text });
  };
  const fieldProps = (field: OrderField) => ({
    id: fieldId(formId, field),
    text: draft[field],
    error: form.shown(field),
    onText: (text: string) => edit(field, text),
    onBlur: () => form.blur(field),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = orderAmount(draft.amount);
    if (!isLogin || !form.validate() || !isOnline() || !price || !amount) return;
    place({ symbol: pair.symbol, side, price, amount });
  };

  return (
    <form
      className="spot-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Limit order`}
      data-testid="spot-order-form"
    >
      <SideSwitch side={side} onChange={(next) => onDraft({ side: next })} />
      <PriceField {...fieldProps('price')} precision={pair.precision} quote={pair.quote} />
      <AmountField {...fieldProps('amount')} base={pair.base} spend={spend} />
      <PercentButtons
        side={side}
        currency={spend}
        available={available}
        price={price}
        priceComing={priceComing}
        onAmount={(amount) => edit('amount', amount)}
      />
      <OrderTotal price={price} amount={orderAmount(draft.amount)} quote={pair.quote} />
      {isLogin ? (
        <OrderActions
          base={pair.base}
          side={side}
          spend={spend}
          availableText={availableText}
          short={amountRule === 'INSUFFICIENT_BALANCE' || (available !== undefined && isZero(available))}
          pending={pending}
        />
      ) : (
        <VisitorPrompt />
      )}
    </form>
  );
}

interface OrderActionsProps {
  base: string;
  side: SpotSide;
  spend: string;
  availableText: string | undefined;
  short: boolean;
  pending: boolean;
}

/** The signed-in user's end of the form: the balance of the coin spent, and the buy or sell button. */
function OrderActions({ base, side, spend, availableText, short, pending }: OrderActionsProps) {
  return (
    <>
      <BalanceNote currency={spend} available={availableText} short={short} />
      <div className={`spot-submit spot-submit--${side === spotSides.buy ? 'up' : 'down'}`}>
        <SubmitButton
          pending={pending}
          pendingLabel={<ProcessingLabel />}
          offlineNote={<Trans>You are offline. Connect to the internet to place or cancel orders.</Trans>}
          testId="spot-submit"
        >
          {side === spotSides.buy ? <Trans>Buy {base}</Trans> : <Trans>Sell {base}</Trans>}
        </SubmitButton>
      </div>
    </>
  );
}

/** A visitor can look and type, but logs in to place the order; the login comes back to this pair. */
function VisitorPrompt() {
  const [path] = useHashPath();
  const search = useHashSearch();
  return (
    <LoginPrompt
      redirect={search ? `${path}?${search}` : path}
      className="spot-login"
      testId="spot-login-prompt"
      text={<Trans>Log in to place orders. Prices, the chart and the order book are open to everyone.</Trans>}
    />
  );
}
