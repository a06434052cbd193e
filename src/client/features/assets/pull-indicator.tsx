/** The pull-to-refresh indicator: follows the finger, spins while refreshing, springs back over the rebound. */
import { Trans } from '@lingui/react/macro';
import { pullToRefreshReboundMs } from '../../../common/constants';
import { pullTriggerPx, type PullToRefresh } from '../../lib/refresh/use-pull-to-refresh';
import { RefreshIcon } from './asset-icons';

export function PullIndicator({ pull }: { pull: PullToRefresh }) {
  const { pullPx, phase } = pull;
  return (
    <div
      className={`pull-indicator pull-indicator--${phase}`}
      style={{
        height: pullPx,
        transitionDuration: phase === 'rebounding' ? `${pullToRefreshReboundMs}ms` : '0ms',
      }}
      data-testid="pull-indicator"
      data-phase={phase}
    >
      {phase === 'idle' ? null : (
        <span className="pull-indicator__label" role={phase === 'refreshing' ? 'status' : undefined}>
          <RefreshIcon width={18} height={18} className={phase === 'refreshing' ? 'spin' : undefined} />
          {phase === 'refreshing' ? (
            <Trans>Refreshing…</Trans>
          ) : pullPx >= pullTriggerPx ? (
            <Trans>Release to refresh</Trans>
          ) : (
            <Trans>Pull to refresh</Trans>
          )}
        </span>
      )}
    </div>
  );
}
