// Proves the home screen lists the top 5 USDT pairs by turnover and shows the platform figures and volumes compactly, with a footer of help, contact and text links.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import HomeScreen from '../../../../src/client/features/home/home-screen';

vi.mock('../../../../src/client/lib/market-data/market-api', () => {
  const base = { status: 'ok' as const, ts: 0, source: 'sim' as const };
  const tick = (close: number, vol: number) => ({
    id: 0,
    open: close,
    close,
    high: close,
    low: close,
    vol,
    count: 1,
  });
  const data = [
    ['DOGE', 0.1, 1_000_000],
    ['BTC', 60_000, 10],
    ['ETH', 3_000, 100],
    ['ADA', 0.5, 100_000],
    ['LTC', 80, 1_000],
    ['XRP', 0.5, 10_000],
  ].map(([baseCoin, close, vol]) => ({
    baseCoin: String(baseCoin),
    logo: '',
    tick: tick(Number(close), Number(vol)),
  }));
  return {
    fetchQuoteTickers: async () => ({ ...base, data }),
    fetchKline: async () => ({
      ...base,
      data: [{ id: 1, open: 10, close: 10, high: 10, low: 10, vol: 1000 }],
    }),
  };
});

vi.mock('../../../../src/client/lib/http/envelope-calls', () => ({
  getCode: async () => [
    { paramName: 'platform_total_supply', valueName: '210000000', keyName: 'platform' },
    { paramName: 'platform_protection_fund', valueName: '12500000', keyName: 'platform' },
    { paramName: 'platform_user_count', valueName: '1286400', keyName: 'platform' },
  ],
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('HomeScreen', () => {
  it('shows the market trend and the platform figures', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <HomeScreen />
      </I18nProvider>,
    );
    const rows = within(await screen.findByTestId('home-trend')).getAllByRole('button');
    expect(rows.map((row) => row.dataset['testid'])).toEqual([
      'pair-BTC-USDT',
      'pair-ETH-USDT',
      'pair-DOGE-USDT',
      'pair-LTC-USDT',
      'pair-ADA-USDT',
    ]);
    const figure = (key: string) => screen.getByTestId(`home-figure-${key}`).querySelector('dd')?.textContent;
    await waitFor(() => expect(figure('supply')).toBe('210.00M'));
    expect(figure('fund')).toBe('12.50M');
    expect(figure('users')).toBe('1.28M');
    // 7 USDT pairs × a daily candle of 10 × 1000; 24 h: 600K + 300K + 100K + 80K + 50K + 5K.
    await waitFor(() => expect(figure('daily')).toBe('70.00K'));
    expect(figure('volume24h')).toBe('1.13M');
  });

  it('links help, contact and the texts in its footer, for visitors too', () => {
    render(
      <I18nProvider i18n={i18n}>
        <HomeScreen />
      </I18nProvider>,
    );
    const footer = screen.getByRole('navigation', { name: 'Help and information' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // Spec section 2's footer pages: about, privacy policy, user agreement, legal notice, contact (and help).
    expect(hrefs).toEqual([
      '#/me/help',
      '#/me/contact',
      '#/me/about',
      '#/protocol',
      '#/me/privacy',
      '#/me/legal',
    ]);
  });
});
