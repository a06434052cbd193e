/**
 * The launchpad's locks of a coin (the asset list's `locks`, part of the frozen amount): one line per lock with
 * its amount and release date, so a user sees why a new coin is frozen and until when. Spans only, since the asset
 * row is a button (phrasing content).
 */
import { Trans } from '@lingui/react/macro';
import type { CoinLock } from '../../../common/launchpad-types';
import { amountText } from '../../../common/number-format';
import { dateTimeText } from '../../../common/time-format';

export function AssetLocks({
  locks,
  currency,
  masked,
}: {
  locks: readonly CoinLock[] | undefined;
  currency: string;
  masked: string | null;
}) {
  if (!locks || locks.length === 0) return null;
  return (
    <span className="asset-locks" data-testid="asset-locks">
      {locks.map((lock) => {
        const amount = masked ?? `${amountText(lock.amount, currency)} ${currency}`;
        const date = dateTimeText(lock.releaseAt);
        return (
          <span key={`${lock.releaseAt}:${lock.amount}`} className="asset-lock">
            <Trans>
              {amount} locked until {date}
            </Trans>
          </span>
        );
      })}
    </span>
  );
}
