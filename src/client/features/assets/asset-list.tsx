/** One account's currencies: available, frozen and the value in USDT; a row opens the currency's detail. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AssetEntry } from '../../../common/wallet-types';
import { CoinIcon } from '../../components/coin-icon';
import { EmptyState } from '../../components/screen-states';
import { useAssetsVisible } from '../../lib/preferences/see-assets';
import { navigate } from '../../lib/router/hash-location';
import { detailPath } from './asset-links';
import { AssetLocks } from './asset-locks';
import { maskedFigure } from './asset-numbers';
import { amountText } from '../../../common/number-format';

export function AssetList({ entries, hiddenCount }: { entries: readonly AssetEntry[]; hiddenCount: number }) {
  if (entries.length === 0) {
    return (
      <EmptyState>
        {hiddenCount > 0 ? (
          <Trans>Every balance is small and hidden. Turn off “Hide small balances” to see them.</Trans>
        ) : (
          <Trans>No assets yet.</Trans>
        )}
      </EmptyState>
    );
  }
  return (
    <ul className="asset-list" data-testid="asset-list">
      {entries.map((entry) => (
        <AssetRow key={entry.currencyName} entry={entry} />
      ))}
    </ul>
  );
}

function AssetRow({ entry }: { entry: AssetEntry }) {
  const visible = useAssetsVisible();
  const show = (text: string) => (visible ? text : maskedFigure);
  const currency = entry.currencyName;
  return (
    <li>
      <button
        type="button"
        className="asset-row"
        data-testid={`asset-${currency}`}
        onClick={() => navigate(detailPath(currency))}
      >
        <span className="asset-row__name">
          <CoinIcon coin={currency} size={24} />
          <span>{currency}</span>
        </span>
        <span className="asset-figures">
          <Figure label={<Trans>Available</Trans>} testId={`asset-${currency}-available`}>
            {show(amountText(entry.availableCurrency, currency))}
          </Figure>
          <Figure label={<Trans>Frozen</Trans>}>{show(amountText(entry.frozenCurrency, currency))}</Figure>
          <Figure label={<Trans>Value (USDT)</Trans>}>{show(amountText(entry.total, 'USDT'))}</Figure>
        </span>
        <AssetLocks locks={entry.locks} currency={currency} masked={visible ? null : maskedFigure} />
      </button>
    </li>
  );
}

/** A label over its figure; spans, since a button may hold only phrasing content. */
export function Figure({
  label,
  testId,
  children,
}: {
  label: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className="asset-figure">
      <span className="asset-figure__label">{label}</span>
      <span className="asset-figure__value num" data-testid={testId}>
        {children}
      </span>
    </span>
  );
}
