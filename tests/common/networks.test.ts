// Proves the network table and the address formats that the address book, the server and `addresses set` share.
import { describe, expect, it } from 'vitest';
import {
  currencyHasNetwork,
  isAddressOf,
  networks,
  networksByCurrency,
  seedDepositAddresses,
  type Network,
} from '../../src/common/networks';
import { walletCurrencies } from '../../src/common/wallet-types';

const valid: Record<Network, string[]> = {
  TRC20: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ERC20: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0x0000000000000000000000000000000000000000'],
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ],
  LTC: ['LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
  DOGE: ['DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
  XRP: ['rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
  ADA: [seedDepositAddresses.ADA],
  EOS: ['eosio', 'petrel.user1', 'a'],
};

const invalid: Record<Network, string[]> = {
  // Too short; a 0 (not base58); not starting with T.
  TRC20: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60',
    'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  ERC20: [
    '0xdAC17F958D2ee523a2206206994597C13D831ec',
    'dAC17F958D2ee523a2206206994597C13D831ec7aa',
    '0xZZC17F958D2ee523a2206206994597C13D831ec7',
  ],
  BTC: [
    '2A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'bc1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNl',
  ],
  LTC: ['XVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'ltc1qb'],
  DOGE: ['Db5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'D5yaieqoZN36fDVciNyRueRGvGLR3mr7'],
  XRP: ['xEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'r0b8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
  ADA: ['addr1short', 'Addr1' + 'q'.repeat(60)],
  EOS: ['', 'eosio.', 'EOSIO', 'abcdefghijklm', 'eos9'],
};

describe('address formats', () => {
  for (const network of networks) {
    it(`accepts ${network} addresses and refuses look-alikes`, () => {
      for (const address of valid[network]) expect(isAddressOf(network, address), address).toBe(true);
      for (const address of invalid[network]) expect(isAddressOf(network, address), address).toBe(false);
    });
  }

  it('refuses an address of another network', () => {
    expect(isAddressOf('TRC20', valid.ERC20[0]!)).toBe(false);
    expect(isAddressOf('ERC20', valid.TRC20[0]!)).toBe(false);
    expect(isAddressOf('BTC', valid.LTC[0]!)).toBe(false);
  });

  it('seeds a well-formed deposit address for every network', () => {
    for (const network of networks) expect(isAddressOf(network, seedDepositAddresses[network])).toBe(true);
  });
});

describe('networks by currency', () => {
  it('gives every listed currency at least one network, USDT both TRC20 and ERC20', () => {
    for (const currency of walletCurrencies) expect(networksByCurrency[currency]?.length).toBeGreaterThan(0);
    expect(networksByCurrency.USDT).toEqual(['TRC20', 'ERC20']);
    expect(currencyHasNetwork('USDT', 'TRC20')).toBe(true);
    expect(currencyHasNetwork('BTC', 'TRC20')).toBe(false);
    expect(currencyHasNetwork('NOPE', 'BTC')).toBe(false);
  });
});
