/** Fee and actual arrival (realarrive = amount − fee), shown before the user confirms with the trade password. */
import { Trans } from '@lingui/react/macro';
import { amountText } from '../../../common/number-format';

interface WithdrawSummaryProps {
  currency: string;
  fee: string;
  /** Undefined while the amount is not a valid one. */
  arrival: string | undefined;
}

export function WithdrawSummary({ currency, fee, arrival }: WithdrawSummaryProps) {
  return (
    <dl className="fund-summary" data-testid="withdraw-summary" aria-live="polite">
      <div className="fund-summary__row">
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd className="num" data-testid="withdraw-fee">
          {amountText(fee, currency)} {currency}
        </dd>
      </div>
      <div className="fund-summary__row fund-summary__row--total">
        <dt>
          <Trans>Actual arrival</Trans>
        </dt>
        <dd className="num" data-testid="withdraw-arrival">
          {arrival !== undefined ? amountText(arrival, currency) : '--'} {currency}
        </dd>
      </div>
    </dl>
  );
}
