/**
 * The review of a withdrawal before the trade password: where it goes (the saved address with its note and
 * network), the amount, the fee and what arrives. "Back" returns to the form with everything kept; "Confirm"
 * moves on to the trade password. Once confirmed, the review stays above the password field without its buttons,
 * so the figures are in view when the password is typed. Its heading takes the focus when it appears, so a
 * screen reader starts reading here and a keyboard user is not left on a button that has gone.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { WithdrawalAddress } from '../../../common/wallet-types';
import { amountText } from '../../../common/number-format';

interface WithdrawReviewProps {
  currency: string;
  address: WithdrawalAddress;
  amount: string;
  fee: string;
  arrival: string;
  /** Absent once confirmed: the review then only shows the figures. */
  onBack?: (() => void) | undefined;
  onConfirm?: (() => void) | undefined;
}

export function WithdrawReview(props: WithdrawReviewProps) {
  const { currency, address, amount, fee, arrival, onBack, onConfirm } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: ReadonlyArray<readonly [string, React.ReactNode, React.ReactNode]> = [
    ['address', <Trans key="a">Address</Trans>, <AddressText key="a" address={address} />],
    ['network', <Trans key="n">Network</Trans>, address.network],
    ['amount', <Trans key="m">Amount</Trans>, `${amountText(amount, currency)} ${currency}`],
    ['fee', <Trans key="f">Fee</Trans>, `${amountText(fee, currency)} ${currency}`],
    ['arrival', <Trans key="r">Actual arrival</Trans>, `${amountText(arrival, currency)} ${currency}`],
  ];
  return (
    <section className="fund-review" aria-labelledby="withdraw-review-title" data-testid="withdraw-review">
      <h2 id="withdraw-review-title" className="fund-review__title" ref={heading} tabIndex={-1}>
        <Trans>Check your withdrawal</Trans>
      </h2>
      <dl className="fund-summary">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className={`fund-summary__row${key === 'arrival' ? ' fund-summary__row--total' : ''}`}
          >
            <dt>{label}</dt>
            <dd className="num" data-testid={`withdraw-review-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {onBack && onConfirm ? (
        <div className="fund-review__actions">
          <button type="button" className="button button--ghost" onClick={onBack} data-testid="withdraw-back">
            <Trans>Back to edit</Trans>
          </button>
          <button type="button" className="button" onClick={onConfirm} data-testid="withdraw-confirm">
            <Trans>Confirm</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function AddressText({ address }: { address: WithdrawalAddress }) {
  return (
    <>
      {address.remark ? <span className="fund-review__remark">{address.remark} </span> : null}
      <code className="fund-address">{address.address}</code>
    </>
  );
}
