/**
 * The timed-order form: the stake, the contract account's balance with a transfer shortcut, the live figures
 * and the two direction buttons. The amount's rules run before anything is sent; then the confirmation sheet
 * shows the order (unless it is off on this device) and use-place-order.ts sends it and toasts the outcome. On
 * success the amount is cleared, the sheet closes and the screen reloads its orders (the balance is read again
 * through lib/cache/money-moved.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { PairInfo } from '../../../common/pairs';
import type { SecondContractConfigEntry, TradeDirection } from '../../../common/trading-types';
import { Field } from '../../components/form/field';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { BalanceLine } from './balance-line';
import { useAmountMessage } from './amount-message';
import { openAmountError, stakeOf } from './open-amount-rules';
import { ConfirmToggle } from './confirm-toggle';
import { OrderButtons } from './order-buttons';
import { OrderConfirmSheet } from './order-confirm-sheet';
import { OrderFigures } from './order-figures';
import { useContractBalance, useFeeRate } from './second-hooks';
import { wireDecimal } from './second-maths';
import { useOrderReview } from './use-order-review';
import { usePlaceOrder } from './use-place-order';

export const amountFieldId = 'second-open-amount';

interface OrderFormProps {
  pair: PairInfo;
  /** The chosen duration; undefined while the durations are not known. */
  entry: SecondContractConfigEntry | undefined;
  /** The durations are on their way (their placeholder shows): the buttons wait without a note. */
  durationsLoading: boolean;
  onPlaced: () => void;
}

export function OrderForm({ pair, entry, durationsLoading, onPlaced }: OrderFormProps) {
  const { t } = useLingui();
  const quote = pair.quote;
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const feeRate = useFeeRate();
  const balance = useContractBalance(quote);
  const incomeRate = wireDecimal(entry?.incomeRate);
  const openAmountMin = wireDecimal(entry?.openAmountMin);
  const error = openAmountError(amount, { openAmountMin, available: balance.available, feeRate });
  const errorText = useAmountMessage(error, { quote, seconds: entry?.second });
  const { pending, place } = usePlaceOrder(() => {
    close();
    setAmount('');
    setTouched(false);
    onPlaced();
  });
  const { review, start, confirm, close } = useOrderReview(place);

  const order = (direction: TradeDirection) => {
    setTouched(true);
    const stake = stakeOf(amount);
    if (error !== null || stake === undefined) {
      document.getElementById(amountFieldId)?.focus();
      return;
    }
    if (!entry || !isOnline()) return;
    start({
      openAmount: stake,
      baseCoin: pair.base,
      quoteCoin: pair.quote,
      positionTime: entry.second,
      tradeType: direction,
    });
  };

  return (
    <form className="second-form" noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <Field
        id={amountFieldId}
        name="openAmount"
        label={t`Amount to stake (${quote})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={openAmountMin !== undefined ? t`At least ${openAmountMin}` : ''}
        value={amount}
        error={touched && errorText !== null ? { text: errorText } : null}
        data-testid="second-amount"
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => amount !== '' && setTouched(true)}
      />
      <BalanceLine
        quote={quote}
        available={balance.available}
        query={balance.query}
        short={touched && error?.kind === 'balance'}
      />
      <OrderFigures stake={stakeOf(amount)} incomeRate={incomeRate} feeRate={feeRate} quote={quote} />
      <OrderButtons
        pending={pending}
        blockedBy={entry ? null : t`The durations have not loaded yet, so no order can be placed.`}
        reasonHidden={durationsLoading}
        onOrder={order}
      />
      <ConfirmToggle />
      {review ? (
        <OrderConfirmSheet
          pair={pair}
          order={review}
          incomeRate={incomeRate}
          feeRate={feeRate}
          pending={pending !== null}
          onConfirm={confirm}
          onCancel={close}
        />
      ) : null}
    </form>
  );
}
