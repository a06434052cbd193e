/** Shared helpers of the spot tests: a fake market and spot server on fetch, orders, and the trade screen at a pair. */
import { act, fireEvent, screen } from '@testing-library/react';
import SpotScreen from '../../../../src/client/features/spot/spot-screen';
import { renderScreen } from '../me/me-test-kit';

export * from './spot-server';

/** uPlot cannot draw in happy-dom; the chart module is replaced by a stand-in that only counts candles. */
export const chartStub = {
  chartIsWarm: () => true,
  warmUpCandleChart: () => undefined,
  createCandleChart: (container: HTMLElement) => {
    container.append(document.createElement('canvas'));
    return {
      setCandles: () => undefined,
      setSize: () => undefined,
      setColors: () => undefined,
      destroy: () => undefined,
      candleCount: 0,
    };
  },
};

export function renderTradeAt(query = 'currency=BTC&baseCurrency=USDT') {
  window.location.hash = `#/action/trade?${query}`;
  return renderScreen(<SpotScreen />);
}

export const priceField = () => screen.findByLabelText('Price (USDT)') as Promise<HTMLInputElement>;
export const amountField = () => screen.findByLabelText('Amount (BTC)') as Promise<HTMLInputElement>;

export async function typeOrder(price: string, amount: string) {
  fireEvent.change(await priceField(), { target: { value: price } });
  fireEvent.change(await amountField(), { target: { value: amount } });
}

export const submit = () => act(async () => fireEvent.click(screen.getByTestId('spot-submit')));

/** The message under a field, by its input. */
export function messageOf(input: HTMLElement): string | null | undefined {
  return document.getElementById(`${input.id}-error`)?.textContent;
}
