/**
 * The leveraged contract screen (/action/contract, a child of the Trade tab): the switch between trading modes, the
 * market and its live price, the coin and contract accounts' USDT, the open form and the user's open positions.
 * Public: a visitor sees the market and the form with a way to log in. Every private read is saved per user on
 * the device, so offline the screen shows the saved figures with their age while opening and closing are disabled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { TradeModeTabs } from '../../components/trade-mode-tabs';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useLivePrices } from '../../lib/market-data/live-prices';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { AccountBalances } from './account-balances';
import { contractPairOf, contractQuoteCoin } from './contract-pair';
import { availableUsdt, useAccount } from './contracts-api';
import { OpenForm } from './open-form';
import { OpenPositionsPanel } from './open-positions-panel';
import { PairHeader } from './pair-header';
import './contracts.css';

const quotes = [contractQuoteCoin];

export default function ContractScreen() {
  return (
    <CatalogPart part="trading">
      <ContractView />
    </CatalogPart>
  );
}

function ContractView() {
  const { t } = useLingui();
  const pair = contractPairOf(useHashSearch());
  const prices = useLivePrices(quotes);
  const isLogin = useIsLoggedIn();
  const coin = useAccount(1);
  const contract = useAccount(2);
  return (
    <div className="screen ct-screen" data-testid="contract-screen">
      <h1 className="visually-hidden">{t`Leveraged contract`}</h1>
      <TradeModeTabs active="contract" />
      <PairHeader pair={pair} prices={prices} />
      {isLogin ? <AccountBalances coin={coin} contract={contract} /> : null}
      {/* A new market is a new form: its prices and its pending submission belong to the old one. */}
      <OpenForm
        key={pair.symbol}
        pair={pair}
        marketPrice={prices.bySymbol.get(pair.symbol)?.price}
        available={availableUsdt(contract.data)}
      />
      <OpenPositionsPanel title={<Trans>My open positions</Trans>} />
    </div>
  );
}
