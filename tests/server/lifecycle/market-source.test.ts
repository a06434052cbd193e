// Proves that production never runs on simulated prices by accident: with NODE_ENV=production and MARKET_SOURCE
// unset the configuration is refused naming MARKET_SOURCE; set explicitly it starts; outside production unset
// means the simulator; the ops command line, which shows no prices, is not held to it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';

describe('MARKET_SOURCE', () => {
  it('must be set in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /Invalid configuration:\n {2}MARKET_SOURCE: /,
    );
  });

  it('is taken as set in production, sim or htx', () => {
    expect(loadConfig({ NODE_ENV: 'production', MARKET_SOURCE: 'sim' }).marketSource).toBe('sim');
    expect(loadConfig({ NODE_ENV: 'production', MARKET_SOURCE: 'htx' }).marketSource).toBe('htx');
  });

  it('defaults to the simulator outside production, and refuses an unknown source everywhere', () => {
    expect(loadConfig({}).marketSource).toBe('sim');
    expect(() => loadConfig({ MARKET_SOURCE: 'binance' })).toThrow(/MARKET_SOURCE/);
  });

  it('is not required of the ops command line', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { marketSourceRequired: false }).marketSource).toBe('sim');
  });
});
