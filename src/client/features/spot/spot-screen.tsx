/**
 * Spot trading (/action/trade, the Trade tab): the mode switch, the pair with its price, the candle chart, the
 * limit order form beside the compact book, the user's current orders and history, then the full book and the
 * recent trades. The pair comes from the query as on the k-line screen (default BTC/USDT). Market parts, orders
 * and balances refresh on the app's 5 s tick while the screen is open; offline they show their saved copies and
 * every order button is disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { ErrorState } from '../../components/screen-states';
import { TradeModeTabs } from '../../components/trade-mode-tabs';
import { parseMarketQuery } from '../../lib/market-data/market-query';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { openDrawer } from '../../lib/session/session-store';
import { TradeBody } from './trade-body';
import './spot.css';

export default function SpotScreen() {
  return (
    <CatalogPart part="trading">
      <SpotView />
    </CatalogPart>
  );
}

function SpotView() {
  const query = parseMarketQuery(useHashSearch());
  return (
    <div className="screen spot" data-testid="spot-screen">
      <TradeModeTabs active="spot" />
      {query.pair ? (
        // A new pair is a new form: its draft, errors and submission keys are the pair's own.
        <TradeBody key={query.pair.symbol} pair={query.pair} query={query} />
      ) : (
        <UnknownPair name={`${query.base}/${query.quote}`} />
      )}
    </div>
  );
}

function UnknownPair({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <div className="spot-unknown">
      <h1 className="visually-hidden">
        <Trans>Spot trading</Trans>
      </h1>
      <ErrorState message={t`There is no market “${name}”.`} />
      <button type="button" className="button button--ghost" onClick={() => openDrawer(2)}>
        <Trans>Choose a market</Trans>
      </button>
    </div>
  );
}
