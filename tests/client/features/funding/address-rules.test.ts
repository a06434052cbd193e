// Proves the address book form's check: an address must have the chosen network's format (TRC20 T… base58, ERC20 0x + 40 hex, and the other chains), surrounding spaces aside.
import { describe, expect, it } from 'vitest';
import { seedDepositAddresses, networks } from '../../../../src/common/networks';
import { checkAddress } from '../../../../src/client/features/funding/address-rules';

describe('checkAddress', () => {
  it('accepts a well-formed address of every network', () => {
    for (const network of networks)
      expect(checkAddress(network, seedDepositAddresses[network]), network).toBeNull();
  });

  it('ignores spaces around a pasted address', () => {
    expect(checkAddress('TRC20', `  ${seedDepositAddresses.TRC20}\n`)).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(checkAddress('ERC20', '')).toBe('missing');
    expect(checkAddress('ERC20', '   ')).toBe('missing');
  });

  it('refuses an address of another network', () => {
    expect(checkAddress('TRC20', seedDepositAddresses.ERC20)).toBe('format');
    expect(checkAddress('ERC20', seedDepositAddresses.TRC20)).toBe('format');
    expect(checkAddress('BTC', seedDepositAddresses.LTC)).toBe('format');
  });

  it('refuses near misses of the TRC20 and ERC20 formats', () => {
    const tron = seedDepositAddresses.TRC20;
    expect(checkAddress('TRC20', tron.slice(0, -1))).toBe('format');
    expect(checkAddress('TRC20', `${tron.slice(0, -1)}0`)).toBe('format'); // 0 is not base58
    expect(checkAddress('TRC20', `A${tron.slice(1)}`)).toBe('format');
    const eth = seedDepositAddresses.ERC20;
    expect(checkAddress('ERC20', `${eth}a`)).toBe('format');
    expect(checkAddress('ERC20', `${eth.slice(0, -1)}g`)).toBe('format');
    expect(checkAddress('ERC20', eth.slice(2))).toBe('format');
  });
});
