// Proves the transfer form's rules (the spec's transfer tip below 0.00001, "insufficient available balance" above the balance) send nothing, that a valid transfer posts the right body with an Idempotency-Key reused on a retry of the same transfer and renewed after success, and the success toast.
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletPaths } from '../../../../src/common/api-paths';
import TransferScreen from '../../../../src/client/features/assets/transfer-screen';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { envelope, failure, setOnline, signIn } from '../me/me-test-kit';
import { coinAccount, renderAt, serveAssets } from './assets-kit';
import { clearDeviceCache } from '../../support/device-cache';

const renderTransfer = (path = '/assert/transfer/1') =>
  renderAt(path, '/assert/transfer/:type', <TransferScreen />);

const amountInput = () => screen.getByTestId('transfer-amount') as HTMLInputElement;
const submit = () => fireEvent.submit(screen.getByTestId('transfer-form'));
const transferCalls = (calls: Request[]) =>
  calls.filter((request) => new URL(request.url).pathname === walletPaths.transfer);

async function ready() {
  await waitFor(() =>
    expect(screen.getByTestId('transfer-available').textContent).toMatch(/10,000\.00 USDT/),
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn();
  notifyStore.set({ current: null });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearDeviceCache();
});

describe('TransferScreen rules', () => {
  it('asks for an amount of at least 0.00001 and sends nothing otherwise', async () => {
    const server = serveAssets();
    renderTransfer();
    await ready();
    for (const input of ['', '0.000001', '0', 'abc', '1.123456789']) {
      fireEvent.change(amountInput(), { target: { value: input } });
      submit();
      expect(screen.getByText(/Please enter a transfer amount of at least 0\.00001/)).toBeTruthy();
    }
    expect(transferCalls(server.calls)).toHaveLength(0);
  });

  it('refuses more than the available balance of the source account', async () => {
    const server = serveAssets();
    renderTransfer();
    await ready();
    fireEvent.change(amountInput(), { target: { value: '10000.00000001' } });
    submit();
    expect(screen.getByText('Insufficient available balance of USDT.')).toBeTruthy();
    expect(transferCalls(server.calls)).toHaveLength(0);
  });

  it('fills the whole available balance with "All"', async () => {
    serveAssets();
    renderTransfer();
    await ready();
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect(amountInput().value).toBe('10000');
  });

  it('swaps from and to, which changes the transfer type', async () => {
    serveAssets();
    renderTransfer();
    await ready();
    expect(screen.getByTestId('transfer-from').textContent).toBe('Coin account');
    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect(window.location.hash).toBe('#/assert/transfer/2?currency=USDT');
    await waitFor(() => expect(screen.getByTestId('transfer-from').textContent).toBe('Contract account'));
    expect(screen.getByTestId('transfer-to').textContent).toBe('Coin account');
  });
});

describe('TransferScreen submission', () => {
  it('posts the transfer with one Idempotency-Key per submission, reused on a retry', async () => {
    let attempt = 0;
    const bodies: string[] = [];
    const server = serveAssets({
      [walletPaths.transfer]: async (request) => {
        attempt += 1;
        bodies.push(await request.text());
        // The first answer is lost (a proxy fault); the retry succeeds.
        if (attempt === 1) return new Response('bad gateway', { status: 502 });
        return envelope({ transactionId: 7 });
      },
    });
    renderTransfer('/assert/transfer/1?currency=BTC');
    await waitFor(() => expect(screen.getByTestId('transfer-available').textContent).toMatch(/: 0\.5 BTC$/));
    fireEvent.change(amountInput(), { target: { value: '0.25' } });
    submit();
    await waitFor(() => expect(transferCalls(server.calls)).toHaveLength(1));
    await waitFor(() => expect(notifyStore.get().current?.kind).toBe('error'));
    submit();
    await waitFor(() => expect(notifyStore.get().current?.kind).toBe('success'));

    const [first, retry] = transferCalls(server.calls);
    const firstKey = first?.headers.get('idempotency-key');
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    expect(retry?.headers.get('idempotency-key')).toBe(firstKey);
    expect(bodies[1]).toBe(bodies[0]);
    expect(Object.fromEntries(new URLSearchParams(bodies[1]))).toEqual({
      amount: '0.25',
      currency: 'BTC',
      type: '1',
    });
    expect(amountInput().value).toBe('');
    // The emptied form is a fresh one: no transfer tip for the amount it no longer has.
    expect(screen.queryByText(/Please enter a transfer amount/)).toBeNull();

    // The next transfer is a new submission with a new key.
    fireEvent.change(amountInput(), { target: { value: '0.25' } });
    submit();
    await waitFor(() => expect(transferCalls(server.calls)).toHaveLength(3));
    expect(transferCalls(server.calls)[2]?.headers.get('idempotency-key')).not.toBe(firstKey);
  });

  it('shows a refusal of the server under the amount', async () => {
    serveAssets({
      [walletPaths.transfer]: () =>
        failure('INSUFFICIENT_BALANCE', 'Insufficient available balance of USDT (server).'),
    });
    renderTransfer();
    await ready();
    fireEvent.change(amountInput(), { target: { value: '5' } });
    submit();
    expect(await screen.findByText('Insufficient available balance of USDT (server).')).toBeTruthy();
  });

  it('says when the available balance could not be loaded, with a retry', async () => {
    let attempts = 0;
    serveAssets({
      [walletPaths.assets]: () => {
        attempts += 1;
        return attempts === 1
          ? failure('FIELD_INVALID', 'The balance could not be read.')
          : envelope(coinAccount);
      },
    });
    renderTransfer();
    expect((await screen.findByRole('alert')).textContent).toContain('The balance could not be read.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });

  it('is disabled offline with the reason, and nothing is queued', async () => {
    const server = serveAssets();
    setOnline(false);
    renderTransfer();
    const button = screen.getByTestId('transfer-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toMatch(/Transfers are available again/);
    expect(transferCalls(server.calls)).toHaveLength(0);
  });
});
