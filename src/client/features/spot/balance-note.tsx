/**
 * The coin account's available balance of the coin the order spends, the reminder that spot trades use the coin
 * account (not the contract account), and, when the balance is short, a shortcut to move funds over from the
 * contract account (/assert/transfer/2: contract → coin).
 */
import { Trans } from '@lingui/react/macro';
import { transferDirections } from '../../../common/wallet-types';
import { withQuery } from '../../lib/router/hash-location';
import { amountText } from '../../../common/number-format';

export function transferToCoinPath(currency: string): string {
  return withQuery(`/assert/transfer/${transferDirections.contractToCoin}`, { currency });
}

interface BalanceNoteProps {
  currency: string;
  /** As the server wrote it; undefined while unknown (loading, or never saved offline). */
  available: string | undefined;
  short: boolean;
}

export function BalanceNote({ currency, available, short }: BalanceNoteProps) {
  return (
    <div className="spot-balance">
      <p className="spot-balance__available" data-testid="spot-available">
        <Trans>Available</Trans>{' '}
        <span className="num">
          {/* One text: the figure growing from "--" then moves no separate currency word (a layout shift). */}
          {`${available !== undefined ? amountText(available, currency) : '--'} ${currency}`}
        </span>
      </p>
      <p className="spot-balance__note">
        <Trans>Spot orders use your coin account.</Trans>
      </p>
      {short ? (
        <a
          className="spot-balance__transfer"
          href={`#${transferToCoinPath(currency)}`}
          data-testid="spot-transfer-link"
        >
          <Trans>Transfer {currency} from the contract account</Trans>
        </a>
      ) : null}
    </div>
  );
}
