/** One currency (/assert/detail/:currency): its balances in the coin and contract accounts, and its records. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { isWalletCurrency, type AssetEntry } from '../../../common/wallet-types';
import { CoinIcon } from '../../components/coin-icon';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { EmptyState } from '../../components/screen-states';
import { useAssetsVisible } from '../../lib/preferences/see-assets';
import { AssetActions } from './asset-actions';
import { accountPath } from './asset-links';
import { Figure } from './asset-list';
import { AssetLocks } from './asset-locks';
import { amountText } from '../../../common/number-format';
import { maskedFigure } from './asset-numbers';
import { useAssets, type AccountKind } from './assets-api';
import { RecordList } from './record-list';
import { SavedAgeNote } from './saved-age-note';
import { withAssetsCatalog } from './assets-catalog';
import './assets.css';

function AssetDetailScreen() {
  const { t } = useLingui();
  const params = useParams<{ currency: string }>();
  const currency = decodeURIComponent(params.currency ?? '').toUpperCase();
  // A launchpad coin (CS…) is no listed pair, but it is the user's as soon as the coin account holds it.
  const coinAccount = useAssets(1);
  const held = coinAccount.data?.list.some((entry) => entry.currencyName === currency) ?? false;
  if (!isWalletCurrency(currency) && !held) {
    return (
      <div className="screen">
        <PageHeader title={t`Asset`} backTo={accountPath(1)} />
        <EmptyState>
          <Trans>This currency is not listed.</Trans>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="screen">
      <PageHeader
        title={
          <span className="asset-detail__title">
            <CoinIcon coin={currency} size={22} />
            {currency}
          </span>
        }
        backTo={accountPath(1)}
      />
      <AccountBalance type={1} currency={currency} title={<Trans>Coin account</Trans>} />
      {isWalletCurrency(currency) ? (
        <>
          <AccountBalance type={2} currency={currency} title={<Trans>Contract account</Trans>} />
          <AssetActions type={1} currency={currency} />
        </>
      ) : (
        // A launchpad coin has no market, network or contract account yet: nothing to recharge, withdraw,
        // exchange or transfer, so no buttons that would lead to a refusal.
        <p className="asset-detail__note" data-testid="asset-no-market">
          <Trans>
            This coin has no market yet: it cannot be recharged, withdrawn, exchanged or transferred until it
            is listed.
          </Trans>
        </p>
      )}
      <h2 className="section-title">
        <Trans>Records</Trans>
      </h2>
      <RecordList query={{ currency }} />
    </div>
  );
}

function AccountBalance({
  type,
  currency,
  title,
}: {
  type: AccountKind;
  currency: string;
  title: ReactNode;
}) {
  const assets = useAssets(type);
  const entry = assets.data?.list.find((candidate) => candidate.currencyName === currency);
  return (
    <section className="asset-balance" data-testid={`detail-account-${type}`}>
      <h2 className="asset-balance__title">{title}</h2>
      <SavedAgeNote savedAtMs={assets.savedAtMs} fromCache={assets.fromCache} />
      <QueryStates query={assets} data={assets.data} loadingRows={1}>
        {() => <BalanceFigures entry={entry} currency={currency} />}
      </QueryStates>
    </section>
  );
}

function BalanceFigures({ entry, currency }: { entry: AssetEntry | undefined; currency: string }) {
  const visible = useAssetsVisible();
  const show = (text: string | undefined) => (visible ? amountText(text ?? '0', currency) : maskedFigure);
  return (
    <span className="asset-figures">
      <Figure label={<Trans>Available</Trans>} testId="detail-available">
        {show(entry?.availableCurrency)}
      </Figure>
      <Figure label={<Trans>Frozen</Trans>}>{show(entry?.frozenCurrency)}</Figure>
      <Figure label={<Trans>Value (USDT)</Trans>}>
        {visible ? amountText(entry?.total ?? '0', 'USDT') : maskedFigure}
      </Figure>
      <AssetLocks locks={entry?.locks} currency={currency} masked={visible ? null : maskedFigure} />
    </span>
  );
}

export default withAssetsCatalog(AssetDetailScreen);
