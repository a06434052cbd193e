// Proves the market query (k-line and trade screens) defaults to BTC/USDT, matches coins in any case and flags pairs outside the table.
import { describe, expect, it } from 'vitest';
import { parseMarketQuery } from '../../../../src/client/lib/market-data/market-query';

describe('parseMarketQuery', () => {
  it('defaults to BTC/USDT without a query', () => {
    const query = parseMarketQuery('');
    expect(query.symbol).toBe('btcusdt');
    expect(query.pair?.precision).toBe(2);
    expect(query.open).toBeUndefined();
  });

  it('reads the pair in any case and the list’s open and close', () => {
    const query = parseMarketQuery('currency=eth&baseCurrency=BTC&open=0.05&close=0.051&percision=6&type=1');
    expect(query.symbol).toBe('ethbtc');
    expect(query.pair?.precision).toBe(6);
    expect(query.open).toBe(0.05);
    expect(query.close).toBe(0.051);
  });

  it('leaves an unknown pair without pair info and ignores non-numeric prices', () => {
    const query = parseMarketQuery('currency=FOO&baseCurrency=USDT&close=abc');
    expect(query.pair).toBeUndefined();
    expect(`${query.base}/${query.quote}`).toBe('FOO/USDT');
    expect(query.close).toBeUndefined();
  });
});
