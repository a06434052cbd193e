/**
 * The contract account's available balance of the quote coin, the account timed orders are paid from, with a
 * shortcut to transfer coins into it (coin → contract). When the stake does not fit, the shortcut becomes the
 * main way on.
 */
import { Trans } from '@lingui/react/macro';
import type { DecimalString } from '../../../common/decimal';
import { transferDirections } from '../../../common/wallet-types';
import type { CachedQuery } from '../../lib/cache/use-cached-query';
import { withQuery } from '../../lib/router/hash-location';
import { amountText } from '../../../common/number-format';

/** The asset feature's transfer screen: /assert/transfer/1 moves coins from the coin to the contract account. */
export const transferHref = (currency: string) =>
  withQuery(`/assert/transfer/${transferDirections.coinToContract}`, { currency });

interface BalanceLineProps {
  quote: string;
  available: DecimalString | undefined;
  query: Pick<CachedQuery<unknown>, 'loading' | 'error'>;
  /** The stake plus its fee is more than the balance. */
  short: boolean;
}

export function BalanceLine({ quote, available, query, short }: BalanceLineProps) {
  const amount = available !== undefined ? amountText(available, quote) : query.loading ? '…' : '--';
  return (
    <div className="second-balance" data-testid="second-balance">
      <p className="second-balance__line">
        <span>
          <Trans>Available in your contract account</Trans>
        </span>{' '}
        <span className="num figure-end" data-testid="second-available">
          {amount} {quote}
        </span>
      </p>
      <p className="second-balance__note">
        <Trans>Timed orders are paid from your contract account, not your coin account.</Trans>{' '}
        <a
          className={short ? 'button button--small second-transfer' : 'second-link'}
          href={`#${transferHref(quote)}`}
          data-testid="second-transfer-link"
        >
          <Trans>Transfer {quote} to the contract account</Trans>
        </a>
      </p>
    </div>
  );
}
