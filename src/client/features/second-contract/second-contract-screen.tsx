/**
 * Timed orders (/action/secondContract): the Trade tab's mode switch, the pair with its live price, the durations
 * with their profit rates, the order form and the pair's open and settled orders. A visitor sees the prices and
 * durations and a login prompt in place of the form; offline, the saved durations and orders show with their age
 * and the order buttons are disabled with the reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CatalogPart } from '../../components/catalog-part';
import { LoginPrompt } from '../../components/login-prompt';
import { TradeModeTabs } from '../../components/trade-mode-tabs';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useHashPath, useHashSearch } from '../../lib/router/use-hash-location';
import { DurationSection, durationsLoading } from './duration-section';
import { OrderForm } from './order-form';
import { OrdersPanel, type OrdersTab } from './orders-panel';
import { PairHeader } from './pair-header';
import { useSecondConfig } from './second-hooks';
import { secondPairOf } from './second-pair';
import { SettlementResults } from './settlement-results';
import { useSettlementWatch } from './use-settlement-watch';
import './second-contract.css';

export default function SecondContractScreen() {
  return (
    <CatalogPart part="trading">
      <SecondContractView />
    </CatalogPart>
  );
}

function SecondContractView() {
  const { t } = useLingui();
  const search = useHashSearch();
  const [path] = useHashPath();
  const { pair, replaced } = secondPairOf(search);
  const isLogin = useIsLoggedIn();
  const config = useSecondConfig();
  const online = useOnline();
  const [chosenSeconds, setChosenSeconds] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<OrdersTab>('open');
  const settlements = useSettlementWatch();
  const entries = config.data ?? [];
  // The first duration until the user chooses one (spec section 4), also when the chosen one is withdrawn.
  const entry = entries.find((candidate) => candidate.second === chosenSeconds) ?? entries[0];

  const onPlaced = () => {
    setTab('open');
  };

  return (
    <div className="screen second-screen" data-testid="second-contract-screen">
      <h1 className="visually-hidden">{t`Second contract`}</h1>
      <TradeModeTabs active="second" />
      <PairHeader pair={pair} replaced={replaced} />
      <DurationSection config={config} chosen={entry} onChoose={(next) => setChosenSeconds(next.second)} />
      {isLogin ? (
        <OrderForm
          pair={pair}
          entry={entry}
          durationsLoading={durationsLoading(config, online)}
          onPlaced={onPlaced}
        />
      ) : (
        <LoginPrompt
          redirect={search ? `${path}?${search}` : path}
          className="second-login"
          testId="second-login-prompt"
          text={<Trans>Log in to place timed orders and follow their settlement.</Trans>}
        />
      )}
      {isLogin ? <SettlementResults results={settlements.results} onDismiss={settlements.dismiss} /> : null}
      {isLogin ? <OrdersPanel pair={pair} tab={tab} onTab={setTab} onOrders={settlements.observe} /> : null}
    </div>
  );
}
