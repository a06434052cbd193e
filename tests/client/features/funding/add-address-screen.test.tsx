// Proves the address form checks the address live against the chosen network's format, with the network's hint, and saves only a well-formed address.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingPaths } from '../../../../src/common/api-paths';
import { seedDepositAddresses } from '../../../../src/common/networks';
import AddAddressScreen from '../../../../src/client/features/funding/add-address-screen';
import { envelope, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { savedAddress } from './funding-test-kit';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn({ email: 'demo@petrel.exchange' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = () => document.getElementById('address-value-error')?.textContent;

describe('AddAddressScreen', () => {
  it('checks the address as it is typed, per network, and saves a valid one', async () => {
    window.location.hash = '#/assert/addaddress?currency=USDT';
    let sent: Record<string, string> = {};
    const server = routeFetch({
      [fundingPaths.addressList]: () => envelope([]),
      [fundingPaths.addressSave]: async (request) => {
        sent = Object.fromEntries(new URLSearchParams(await request.text()));
        return envelope(savedAddress);
      },
    });
    renderScreen(<AddAddressScreen />);
    const field = await screen.findByTestId('address-value');
    expect(message()).toBe('A TRC20 (Tron) address starts with T and has 34 characters.');
    await act(async () => fireEvent.change(field, { target: { value: seedDepositAddresses.ERC20 } }));
    expect(message()).toContain('This is not a TRC20 address.');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'ERC20' })));
    expect(document.getElementById('address-value')?.getAttribute('aria-invalid')).toBeNull();
    expect(message()).toContain('0x');
    fireEvent.change(screen.getByTestId('address-remark'), { target: { value: 'Cold wallet' } });
    await act(async () => fireEvent.click(screen.getByTestId('address-save')));
    await waitFor(() => expect(server.pathsCalled()).toContain(fundingPaths.addressSave));
    expect(sent).toEqual({
      currency: 'USDT',
      network: 'ERC20',
      address: seedDepositAddresses.ERC20,
      remark: 'Cold wallet',
    });
  });

  it('sends nothing for a malformed address', async () => {
    window.location.hash = '#/assert/addaddress?currency=BTC';
    const server = routeFetch({ [fundingPaths.addressSave]: () => envelope(savedAddress) });
    renderScreen(<AddAddressScreen />);
    const field = await screen.findByTestId('address-value');
    await act(async () => fireEvent.change(field, { target: { value: '0xnotbitcoin' } }));
    await act(async () => fireEvent.click(screen.getByTestId('address-save')));
    expect(message()).toContain('This is not a BTC address.');
    expect(server.pathsCalled()).not.toContain(fundingPaths.addressSave);
  });
});
