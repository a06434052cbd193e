/** What the user must know before sending a deposit: the minimum (and what happens below it) and the confirmations. */
import { Trans } from '@lingui/react/macro';

interface RechargeNotesProps {
  currency: string;
  rechargeMin: string;
  confirmations: number;
}

export function RechargeNotes({ currency, rechargeMin, confirmations }: RechargeNotesProps) {
  return (
    <div className="fund-notes">
      <p className="fund-note fund-note--warn" data-testid="recharge-minimum">
        <Trans>
          Minimum deposit: {rechargeMin} {currency}. Deposits below the minimum are neither recorded nor
          refunded.
        </Trans>
      </p>
      <p className="fund-note" data-testid="recharge-confirmations">
        <Trans>
          Your deposit is credited after {confirmations} network confirmations and a review of your proof.
        </Trans>
      </p>
    </div>
  );
}
