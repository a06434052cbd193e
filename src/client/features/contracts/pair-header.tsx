/**
 * The market of the contract screen: its name (tapping it opens the market drawer on its USDT tab, drawer type 3,
 * spec section 2) and the current price, refreshed on the app's 5000 ms tick and coloured by the day's change in
 * the user's up and down colours, with where the price comes from and, when it is a saved copy, how old it is.
 */
import { useLingui } from '@lingui/react/macro';
import type { PairInfo } from '../../../common/pairs';
import { priceText, trendOf } from '../../../common/number-format';
import { ChangeBadge } from '../../components/change-badge';
import { DataSourceNote } from '../../components/data-source-note';
import { MenuIcon } from '../../components/icons';
import type { LivePrices } from '../../lib/market-data/live-prices';
import { openDrawer } from '../../lib/session/session-store';
import { unknownFigure } from './contract-format';
import { pairName } from './contract-pair';

/** Drawer type 3 lists only USDT markets and opens the contract screen (spec section 2). */
const contractDrawerType = 3;

export function PairHeader({ pair, prices }: { pair: PairInfo; prices: LivePrices }) {
  const { t } = useLingui();
  const live = prices.bySymbol.get(pair.symbol);
  const name = pairName(pair);
  const trend = live ? trendOf(live.open, live.close) : 'flat';
  return (
    <section className="ct-pair" aria-label={t`Trading pair`}>
      <div className="ct-pair__row">
        <button
          type="button"
          className="ct-pair__name"
          aria-haspopup="dialog"
          aria-label={t`${name}: choose another market`}
          onClick={() => openDrawer(contractDrawerType)}
          data-testid="contract-pair"
        >
          <MenuIcon width={20} height={20} />
          <span>{name}</span>
        </button>
        <p className="ct-pair__price">
          <span className="visually-hidden">{t`Current price`} </span>
          <span className={`num trend-text--${trend}`} data-testid="contract-price">
            {live ? priceText(live.price, pair.precision) : unknownFigure}
          </span>
        </p>
        {live ? <ChangeBadge open={live.open} close={live.close} variant="text" /> : null}
      </div>
      <DataSourceNote source={prices.source} savedAtMs={prices.savedAtMs} fromCache={prices.fromCache} />
    </section>
  );
}
