// Proves that every screen showing the same BTC/USDT price, the same USDT balance and the same moments writes them the same way, the number-format policy's (docs/formats.md): one fake server answers spot, contract, timed orders, the Position tab, Assets and the records with BTC at 102059.889 and 10000.12345678 USDT, and each screen must show "102,059.88" and "10,000.12". A screen that formatted on its own (no grouping, 8 places, rounding) would fail here.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  contractPaths,
  marketPaths,
  paramPaths,
  secondContractPaths,
  spotPaths,
  walletPaths,
} from '../../../../src/common/api-paths';
import { dateTimeText } from '../../../../src/common/time-format';
import type { AssetList } from '../../../../src/common/wallet-types';
import type { Subscription } from '../../../../src/common/launchpad-types';
import { PositionTabScreen } from '../../../../src/client/app/trading-screens';
import AssetsScreen from '../../../../src/client/features/assets/assets-screen';
import { RecordRow } from '../../../../src/client/features/assets/record-row';
import ContractScreen from '../../../../src/client/features/contracts/contract-screen';
import { SubscriptionRow } from '../../../../src/client/features/launchpad/subscription-row';
import SecondContractScreen from '../../../../src/client/features/second-contract/second-contract-screen';
import { PairRow } from '../../../../src/client/components/pair-row';
import { envelope, routeFetch } from '../../support/fake-fetch';
import { contractConfig, page, position, usdtTickers } from '../contracts/contract-kit';
import { renderScreen } from '../me/me-test-kit';
import { signedInScreenHooks } from '../screen-kit';
import { bb, durations, openOrder, ticker } from '../second-contract/second-server';
import { renderAt } from '../second-contract/second-kit';
import { renderTradeAt, spotOrder } from '../spot/spot-kit';

vi.mock(
  '../../../../src/client/lib/chart/candle-chart',
  async () => (await import('../spot/spot-kit')).chartStub,
);

const btc = 102059.889;
const balance = '10000.12345678';
/** What every screen must show for them. */
const shownPrice = '102,059.88';
const shownBalance = '10,000.12';

const assets = (): AssetList => ({
  list: [
    {
      currencyName: 'USDT',
      availableCurrency: balance,
      frozenCurrency: '0',
      price: '1',
      total: balance,
      locks: [],
    },
  ],
  totalUsdt: balance,
});

function serveAll() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const order = openOrder('t1', { openPrice: String(btc), settleTime: Date.now() + 60_000 });
  return routeFetch({
    [marketPaths.details]: () => ticker(btc),
    [marketPaths.tickersByQuoteCoin]: () => json(usdtTickers(btc)),
    [marketPaths.kline]: () => json({ status: 'ok', ts: 0, source: 'sim', data: [] }),
    [marketPaths.depth]: () =>
      json({ status: 'ok', ts: 0, source: 'sim', tick: { ts: 0, asks: [], bids: [] } }),
    [marketPaths.trades]: () => json({ status: 'ok', ts: 0, source: 'sim', data: [] }),
    [walletPaths.assets]: () => envelope(assets()),
    [spotPaths.list]: () => envelope(page([spotOrder({ price: String(btc), total: balance }) as never])),
    [contractPaths.config]: () => envelope(contractConfig),
    [contractPaths.list]: () => envelope(page([position({ openPrice: String(btc), margin: balance })])),
    [secondContractPaths.getConfig]: () => bb(durations),
    [paramPaths.byName]: () => envelope({ paramName: 'contract_second_fee_rate', valueName: '0' }),
    [secondContractPaths.getContractRecord]: () => bb({ list: [order], totalRow: 1 }),
  });
}

signedInScreenHooks();

describe('the same figures on every screen', () => {
  it('spot: the last price, the order row price and the available balance', async () => {
    serveAll();
    renderTradeAt();
    // The first screen of the file loads its modules first, hence the longer wait.
    await vi.waitFor(() => expect(screen.getByTestId('spot-last-price').textContent).toBe(shownPrice), {
      timeout: 5000,
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('spot-available').textContent).toBe(`Available ${shownBalance} USDT`),
    );
    const row = await screen.findByTestId('spot-order');
    expect(row.textContent).toContain(`Price (USDT)${shownPrice}`);
    expect(row.textContent).toContain(`Total (USDT)${shownBalance}`);
  });

  it('contract: the live price and the contract account balance', async () => {
    serveAll();
    renderScreen(<ContractScreen />);
    await vi.waitFor(() => expect(screen.getByTestId('contract-price').textContent).toBe(shownPrice));
    await vi.waitFor(() =>
      expect(screen.getByTestId('contract-balance-contract').textContent).toBe(`${shownBalance} USDT`),
    );
  });

  it('timed orders: the pair price, the available balance and an order row open price', async () => {
    serveAll();
    renderAt('/action/secondContract', '/action/secondContract', <SecondContractScreen />);
    await vi.waitFor(() => expect(screen.getByTestId('second-last-price').textContent).toBe(shownPrice));
    await vi.waitFor(() =>
      expect(screen.getByTestId('second-available').textContent).toBe(`${shownBalance} USDT`),
    );
    const row = await screen.findByTestId('second-order-t1');
    expect(within(row).getByTestId('second-order-t1-open-price').textContent).toBe(shownPrice);
    expect(within(row).getByTestId('second-order-t1-open-time').textContent).toBe(
      dateTimeText(openOrder('t1').openTime),
    );
  });

  it('Position tab: the position open price and margin, the timed order open and live prices', async () => {
    serveAll();
    renderScreen(<PositionTabScreen />);
    const card = await screen.findByTestId('position-p1');
    await vi.waitFor(() => expect(card.textContent).toContain(shownPrice));
    expect(card.textContent).toContain(shownBalance);
    const timed = await screen.findByTestId('timed-order-t1');
    await vi.waitFor(() =>
      expect(within(timed).getByTestId('timed-order-t1-price').textContent).toBe(shownPrice),
    );
    expect(timed.textContent).toContain(`Open price${shownPrice}`);
  });

  it('Assets: the total and the available balance', async () => {
    serveAll();
    window.location.hash = '#/account/assert/1';
    renderScreen(<AssetsScreen />);
    await vi.waitFor(() => expect(screen.getByTestId('asset-USDT-available').textContent).toBe(shownBalance));
    expect(screen.getByTestId('assets-total').textContent).toBe(`≈ ${shownBalance}`);
  });

  it('the market list and home rows: the price', () => {
    renderScreen(
      <ul>
        <PairRow
          base="BTC"
          quote="USDT"
          precision={2}
          tick={{ open: 100000, close: btc, high: btc, low: 100000, vol: 1, amount: 1, count: 1 } as never}
          onSelect={() => undefined}
        />
      </ul>,
    );
    expect(screen.getByTestId('pair-BTC-USDT-price').textContent).toBe(shownPrice);
  });

  it('records: every amount with its currency, and the one date-time', () => {
    const createdAt = '2026-11-28T06:02:13.000Z';
    renderScreen(
      <ul>
        <RecordRow
          record={
            {
              id: 'w1',
              tradeType: 2,
              currency: 'USDT',
              amount: balance,
              fee: '1.5',
              realarrive: '9998.62345678',
              status: 1,
              createdAt,
              remark: null,
              direction: null,
            } as never
          }
        />
      </ul>,
    );
    expect(screen.getByTestId('record-amount').textContent).toBe(`${shownBalance} USDT`);
    expect(screen.getByTestId('record-fee').textContent).toBe('1.50 USDT');
    expect(screen.getByTestId('record-arrival').textContent).toBe('9,998.62 USDT');
    expect(screen.getByText(dateTimeText(createdAt))).toBeTruthy();
  });

  it('launchpad: a subscription date reads like every other moment, and its USDT like every balance', () => {
    const createdAt = Date.UTC(2026, 10, 28, 6, 5, 0);
    const item = {
      id: 's1',
      coin: 'CS',
      createdAt,
      status: 0,
      requested: '10',
      price: '0.5',
      cost: balance,
      allocated: null,
      ratio: null,
      paid: null,
      refunded: null,
      releaseAt: null,
      releasedAt: null,
    } as unknown as Subscription;
    renderScreen(
      <ul>
        <SubscriptionRow item={item} />
      </ul>,
    );
    const row = screen.getByTestId('lp-record-s1');
    expect(row.textContent).toContain(dateTimeText(createdAt));
    expect(screen.getByTestId('lp-record-s1-cost').textContent).toBe(`${shownBalance} USDT`);
  });
});
