// Proves the recent trades list keeps the trades it drew while it is scrolled away, and shows the newest as it comes
// near the screen again: a new answer (a refresh or a live event) re-lays the list out only where it can be seen.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketPaths } from '../../../../src/common/api-paths';
import type { MarketTradeResponse } from '../../../../src/common/market-types';
import { findPair } from '../../../../src/common/pairs';
import { RecentTrades } from '../../../../src/client/components/market/recent-trades';
import { saveAnswer } from '../../../../src/client/lib/cache/use-cached-query';
import { answer, routeFetch } from '../../support/fake-fetch';
import { FakeObserver } from '../../support/fake-intersection-observer';

const pair = findPair('btcusdt')!;
const tradesAt = (price: number): MarketTradeResponse => ({
  status: 'ok',
  ts: 0,
  source: 'sim',
  data: [{ id: String(price), ts: 1_700_000_000_000, price, amount: 0.5, direction: 'buy' }],
});
const shownPrices = () =>
  within(screen.getByTestId('recent-trades'))
    .getAllByRole('listitem')
    .map((row) => row.children[1]?.textContent);

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.current = undefined;
});

describe('RecentTrades', () => {
  it('keeps the trades it drew while scrolled away, and shows the newest as it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    routeFetch({ [marketPaths.trades]: () => answer(tradesAt(60_000)) });
    render(
      <I18nProvider i18n={i18n}>
        <RecentTrades pair={pair} />
      </I18nProvider>,
    );
    await screen.findByTestId('recent-trades');
    expect(shownPrices()).toEqual(['60,000.00']);

    FakeObserver.current!.report(false);
    act(() => saveAnswer(`market:trades:${pair.symbol}`, tradesAt(61_000)));
    expect(shownPrices()).toEqual(['60,000.00']);

    FakeObserver.current!.report(true);
    expect(shownPrices()).toEqual(['61,000.00']);
    act(() => saveAnswer(`market:trades:${pair.symbol}`, tradesAt(62_000)));
    expect(shownPrices()).toEqual(['62,000.00']);
  });
});
