/**
 * The launchpad's locks of a coin (the asset list's `locks`, part of the frozen amount): one line per lock with
 * its amount and release date, so a user sees why a new coin is frozen and until when. Spans only, since the asset
 * row is a button (phrasing content).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinLock } from '../../../common/launchpad-types';
import { formatAmount } from './asset-numbers';

export function AssetLocks({
  locks,
  masked,
}: {
  locks: readonly CoinLock[] | undefined;
  masked: string | null;
}) {
  const { i18n } = useLingui();
  if (!locks || locks.length === 0) return null;
  return (
    <span className="asset-locks" data-testid="asset-locks">
      {locks.map((lock) => {
        const amount = masked ?? formatAmount(lock.amount);
        const date = i18n.date(new Date(lock.releaseAt), { dateStyle: 'medium' });
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
