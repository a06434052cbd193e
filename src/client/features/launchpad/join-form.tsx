/**
 * The join form: the amount in the coin, its cost in USDT as it is typed (amount × price rounded up to 8 places,
 * exactly as the server freezes it), the coin account's available USDT, the least per join, the user's limit and
 * what it leaves, and the trade password. The rules run before anything is sent; the button reads "Subscription in
 * progress..." (the spec's words) while the request runs.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ListingDetail, ListingState } from '../../../common/launchpad-types';
import { checkTradePassword, tradePasswordLength } from '../../../common/validation';
import { Field } from '../../components/form/field';
import { PasswordField } from '../../components/form/password-field';
import { isOnline, useOnline } from '../../lib/connectivity/connectivity-store';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { joinBlock } from './join-gate';
import { JoinFigures } from './join-figures';
import { JoinSubmit } from './join-submit';
import { useJoinAmountMessage } from './join-amount-message';
import { useAvailableUsdt } from './launchpad-hooks';
import { checkJoinAmount, parseJoinAmount } from './launchpad-maths';
import { amountFieldId, passwordFieldId, useJoin } from './use-join';

interface JoinFormProps {
  listing: ListingDetail;
  state: ListingState;
  onJoined: () => void;
}

export function JoinForm({ listing, state, onJoined }: JoinFormProps) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState({ amount: false, password: false });
  const usdt = useAvailableUsdt();
  const block = joinBlock(state, useOnline(), useIsLoggedIn());
  const { pending, join, refusal, clearRefusal } = useJoin(onJoined);
  const problem = checkJoinAmount(amount, { ...listing, availableUsdt: usdt.available });
  const amountText = useJoinAmountMessage(problem, listing.coin);
  const passwordProblem = checkTradePassword(password);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ amount: true, password: true });
    const valid = parseJoinAmount(amount);
    if (problem !== null || valid === undefined) return document.getElementById(amountFieldId)?.focus();
    if (passwordProblem !== null) return document.getElementById(passwordFieldId)?.focus();
    if (block !== null || !isOnline()) return;
    join({ id: listing.id, amount: valid, tradePassword: password });
  };

  return (
    <form className="lp-form" noValidate onSubmit={onSubmit} data-testid="lp-join-form">
      <Field
        id={amountFieldId}
        name="amount"
        label={t`Amount (${listing.coin})`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={
          refusal?.field === 'amount' ? refusal : shown.amount && amountText ? { text: amountText } : null
        }
        data-testid="lp-join-amount"
        onChange={(event) => {
          setAmount(event.target.value);
          clearRefusal();
        }}
        onBlur={() => amount !== '' && setShown((previous) => ({ ...previous, amount: true }))}
      />
      <JoinFigures
        listing={listing}
        amount={amount}
        available={usdt.available}
        loading={usdt.query.loading}
      />
      <PasswordField
        id={passwordFieldId}
        label={t`Trade password`}
        autoComplete="off"
        inputMode="numeric"
        maxLength={tradePasswordLength}
        pattern="[0-9]*"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearRefusal();
        }}
        onBlur={() => setShown((previous) => ({ ...previous, password: true }))}
        error={refusal?.field === 'password' ? refusal : shown.password ? passwordProblem : null}
        errorValues={{ field: t`Trade password` }}
        data-testid="lp-join-password"
      />
      <JoinSubmit pending={pending} block={block} />
    </form>
  );
}
