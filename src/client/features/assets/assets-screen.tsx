/**
 * Assets (tab 4, /account/assert/1 and /2; /account opens the first): the coin and contract accounts, the total in USDT, the money actions,
 * hide-small and the list. Balances come from the device cache at once and are revalidated (pull to refresh, the
 * refresh button, the app's 5 s tick); offline the saved list stays with its age and the actions are disabled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PageHeader } from '../../components/page-header';
import { FirstFillSlot } from '../../lib/cache/first-fill';
import { QueryStates } from '../../components/query-states';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { navigate } from '../../lib/router/hash-location';
import { useHashPath } from '../../lib/router/use-hash-location';
import { usePullToRefresh } from '../../lib/refresh/use-pull-to-refresh';
import { RecordsIcon, RefreshIcon } from './asset-icons';
import { AssetActions } from './asset-actions';
import { accountPath, recordsPath } from './asset-links';
import { AssetList } from './asset-list';
import { visibleAssets } from './asset-numbers';
import { AssetSummary } from './asset-summary';
import { useAssets, type AccountKind } from './assets-api';
import { setHideSmall, useHideSmall } from './hide-small-store';
import { PullIndicator } from './pull-indicator';
import { SavedAgeNote } from './saved-age-note';
import { withAssetsCatalog } from './assets-catalog';
import './assets.css';

function accountFromPath(path: string): AccountKind {
  return path.endsWith('/2') ? 2 : 1;
}

/** The tab's own address, which opens the coin account (spec section 2). */
const tabPath = '/account';

function AssetsScreen() {
  const [path] = useHashPath();
  // The coin account is drawn at once and the address follows: a redirect first drew nothing, then the account after
  // the address had changed, a render and a hash change later (250–300 ms at 4× on a repeat visit, measured).
  useEffect(() => {
    if (path === tabPath) navigate(accountPath(1), { replace: true });
  }, [path]);
  return <AccountAssets path={path === tabPath ? accountPath(1) : path} />;
}

function AccountAssets({ path }: { path: string }) {
  const { t } = useLingui();
  const type = accountFromPath(path);
  const assets = useAssets(type);
  const pull = usePullToRefresh(assets.refresh);
  const hideSmall = useHideSmall();
  return (
    <div className="screen assets-screen">
      <PageHeader
        title={t`Assets`}
        left={
          <button type="button" className="icon-button" aria-label={t`Refresh`} onClick={pull.refresh}>
            <RefreshIcon />
          </button>
        }
        right={
          <button
            type="button"
            className="icon-button"
            aria-label={t`Asset records`}
            onClick={() => navigate(recordsPath)}
          >
            <RecordsIcon />
          </button>
        }
      />
      <PullIndicator pull={pull} />
      <SegmentedTabs
        label={t`Account`}
        value={String(type)}
        options={[
          { value: '1', label: t`Coin account` },
          { value: '2', label: t`Contract account` },
        ]}
        onChange={(value) => navigate(accountPath(value === '2' ? 2 : 1), { replace: true })}
      />
      <AssetSummary
        totalUsdt={assets.data?.totalUsdt}
        fill={{ slot: `assets-total-${type}`, from: assets.data ? assets : undefined }}
      />
      <SavedAgeNote savedAtMs={assets.savedAtMs} fromCache={assets.fromCache} />
      <AssetActions type={type} />
      <label className="assets-hide-small">
        <input
          type="checkbox"
          checked={hideSmall}
          data-testid="assets-hide-small"
          onChange={(event) => setHideSmall(event.target.checked)}
        />
        <span>
          <Trans>Hide small balances (0.1 USDT or less)</Trans>
        </span>
      </label>
      {/* A start draws every balance: the list is kept for the next start's first paint unless small ones are hidden. */}
      <FirstFillSlot slot={`assets-${type}`} from={assets.data && !hideSmall ? assets : undefined}>
        <QueryStates query={assets} data={assets.data}>
          {(data) => {
            const shown = visibleAssets(data.list, hideSmall);
            return <AssetList entries={shown} hiddenCount={data.list.length - shown.length} />;
          }}
        </QueryStates>
      </FirstFillSlot>
    </div>
  );
}

export default withAssetsCatalog(AssetsScreen);
