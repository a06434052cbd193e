// Proves the recharge screen states the minimum and its warning (less is neither recorded nor refunded) and the confirmations before anything is submitted, flags an amount below the minimum as it is typed, shows the platform address of the chosen network, and is disabled offline.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingPaths } from '../../../../src/common/api-paths';
import { seedDepositAddresses } from '../../../../src/common/networks';
import RechargeScreen from '../../../../src/client/features/funding/recharge-screen';
import { envelope, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { walletConfig } from './funding-test-kit';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn({ email: 'demo@petrel.exchange' });
  routeFetch({ [fundingPaths.config]: () => envelope(walletConfig) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RechargeScreen', () => {
  it('shows the minimum with its warning and the confirmations before submitting', async () => {
    window.location.hash = '#/assert/recharge';
    renderScreen(<RechargeScreen />);
    const minimum = await screen.findByTestId('recharge-minimum');
    expect(minimum.textContent).toBe(
      'Minimum deposit: 1 USDT. Deposits below the minimum are neither recorded nor refunded.',
    );
    expect(screen.getByTestId('recharge-confirmations').textContent).toContain('12 network confirmations');
    expect(screen.getByTestId('recharge-address').textContent).toBe(seedDepositAddresses.TRC20);
  });

  it('flags an amount below the minimum as soon as it is typed', async () => {
    window.location.hash = '#/assert/recharge';
    renderScreen(<RechargeScreen />);
    const amount = await screen.findByTestId('recharge-amount');
    await act(async () => fireEvent.change(amount, { target: { value: '0.5' } }));
    expect(document.getElementById('recharge-amount-error')?.textContent).toBe('The minimum is 1 USDT.');
    await act(async () => fireEvent.change(amount, { target: { value: '1' } }));
    expect(document.getElementById('recharge-amount-error')?.textContent).toBe('');
  });

  it('follows ?currency= and says when a network has no deposit address', async () => {
    window.location.hash = '#/assert/recharge?currency=BTC';
    renderScreen(<RechargeScreen />);
    expect((await screen.findByTestId('recharge-minimum')).textContent).toContain('0.0001 BTC');
    expect(screen.getByTestId('recharge-address').textContent).toBe(seedDepositAddresses.BTC);
    await act(async () =>
      fireEvent.change(screen.getByTestId('recharge-currency'), { target: { value: 'USDT' } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'ERC20' })));
    expect(screen.getByTestId('recharge-no-address').textContent).toContain('not open');
  });

  it('disables submitting offline, with the reason', async () => {
    window.location.hash = '#/assert/recharge';
    renderScreen(<RechargeScreen />);
    await screen.findByTestId('recharge-form');
    await act(async () => setOnline(false));
    expect((screen.getByTestId('recharge-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toContain('submit a deposit');
  });
});
