/**
 * Flash exchange (/assert/exchange): swap one coin of the coin account for another at a live quote. The coin
 * balances come from the asset list (type 1), saved per user, so offline the screen still shows them, with
 * their age, while every submission is disabled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { isZero, type DecimalString } from '../../../common/decimal';
import type { AssetList } from '../../../common/wallet-types';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { relativeAge, useNow } from '../../components/relative-age';
import { EmptyState } from '../../components/screen-states';
import { useCachedQuery } from '../../lib/cache/use-cached-query';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSession } from '../../lib/account/use-session';
import { coinAssetsKey, fetchCoinAssets } from './exchange-api';
import { ExchangeForm } from './exchange-form';
import './exchange.css';

/** How often the "saved … ago" label of offline balances is brought up to date. */
const ageRefreshMs = 15_000;

export default function ExchangeScreen() {
  return (
    <CatalogPart part="exchange">
      <ExchangeView />
    </CatalogPart>
  );
}

function ExchangeView() {
  const { t } = useLingui();
  const userId = useSession((state) => state.userId);
  const assets = useCachedQuery(userId ? coinAssetsKey(userId) : null, fetchCoinAssets, { userId });
  return (
    <div className="screen exchange-screen" data-testid="exchange-screen">
      <PageHeader title={t`Flash exchange`} backTo="/account/assert/1" />
      <QueryStates query={assets} data={assets.data}>
        {(data) => (
          <>
            {assets.fromCache && assets.savedAtMs !== undefined ? (
              <SavedAge savedAtMs={assets.savedAtMs} />
            ) : null}
            {holdsNothing(data) ? (
              <EmptyState>
                <Trans>Your coin account is empty. Deposit coins first, then exchange them here.</Trans>
              </EmptyState>
            ) : null}
            <ExchangeForm assets={data} onExchanged={assets.reload} />
          </>
        )}
      </QueryStates>
    </div>
  );
}

function holdsNothing(assets: AssetList): boolean {
  return assets.list.every((entry) => isZero(entry.availableCurrency as DecimalString));
}

function SavedAge({ savedAtMs }: { savedAtMs: number }) {
  const locale = useLocale();
  const age = relativeAge(savedAtMs, useNow(ageRefreshMs), locale);
  return (
    <p className="exchange-saved" data-testid="exchange-saved-age">
      <Trans>Balances saved {age}</Trans>
    </p>
  );
}
