// Proves the timed-order confirmation: the sheet shows pair, direction, duration, stake, fee and the payout of a win and sends nothing until Confirm (Cancel and Escape send nothing, focus starts on Cancel); "Don't ask again on this device" is stored on the device, survives a new render and a fresh load of the modules, so later orders go without the sheet; and the note under the buttons turns the sheet back on.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { secondContractPaths } from '../../../../src/common/api-paths';
import SecondContractScreen from '../../../../src/client/features/second-contract/second-contract-screen';
import { storageKeys } from '../../../../src/client/lib/session/storage-keys';
import { bb, formOf, openOrder, renderAt, serveSecond } from './second-kit';
import { signedInScreenHooks } from '../screen-kit';

const tradePath = '/action/secondContract';

signedInScreenHooks();

function serveOrders() {
  const created: Record<string, string>[] = [];
  const server = serveSecond({
    feeRate: '0.002',
    create: async (request) => {
      created.push(await formOf(request));
      return bb(openOrder(`s${created.length}`), 'Created successfully');
    },
  });
  return { server, created };
}

async function typeAmount(text: string) {
  const field = await screen.findByLabelText('Amount to stake (USDT)');
  await act(async () => fireEvent.change(field, { target: { value: text } }));
}

async function press(testId: 'second-buy-up' | 'second-buy-down') {
  await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
  await act(async () => fireEvent.click(screen.getByTestId(testId)));
}

const figure = (key: string) => screen.getByTestId(`second-confirm-${key}`).textContent;

describe('SecondContractScreen: the confirmation sheet', () => {
  it('shows the order and its figures, and sends it only on Confirm', async () => {
    const { server, created } = serveOrders();
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
    fireEvent.click(screen.getByRole('radio', { name: '60 s Profit 85.00%' }));
    await typeAmount('100');
    await press('second-buy-down');
    const sheet = screen.getByRole('dialog', { name: 'Confirm the timed order' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(figure('pair')).toBe('BTC/USDT');
    expect(figure('direction')).toBe('Buy down');
    expect(figure('duration')).toBe('60 s');
    expect(figure('stake')).toBe('100.00 USDT');
    // 100 × 0.002, and a win pays the stake back with 100 × 0.85 on top.
    expect(figure('fee')).toBe('0.20 USDT');
    expect(figure('payout')).toBe('185.00 USDT');
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(server.pathsCalled()).not.toContain(secondContractPaths.createOrder);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('second-confirm')).toBeNull();
    await press('second-buy-up');
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(screen.queryByTestId('second-confirm')).toBeNull();
    expect(created).toHaveLength(0);

    await press('second-buy-down');
    await act(async () => fireEvent.click(screen.getByTestId('second-confirm-submit')));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ openAmount: '100', positionTime: '60', tradeType: '2' });
    await vi.waitFor(() => expect(screen.queryByTestId('second-confirm')).toBeNull());
    expect(window.localStorage.getItem(storageKeys.secondOrderConfirmSkipped)).toBeNull();
  });

  it('"Don\'t ask again" skips the sheet on later orders, after a new render and a fresh load', async () => {
    const { created } = serveOrders();
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    await typeAmount('20');
    await press('second-buy-up');
    expect(screen.queryByTestId('second-confirm-off')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't ask again on this device" }));
    await act(async () => fireEvent.click(screen.getByTestId('second-confirm-submit')));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(window.localStorage.getItem(storageKeys.secondOrderConfirmSkipped)).toBe('1');
    expect(await screen.findByTestId('second-confirm-off')).toBeTruthy();

    // A reload of the app: the modules are loaded afresh and the screen rendered anew.
    cleanup();
    vi.resetModules();
    const fresh =
      (await import('../../../../src/client/features/second-contract/second-contract-screen')) as {
        default: ComponentType;
      };
    const FreshScreen = fresh.default;
    // The fresh session module starts signed out, like the app reading the stored session.
    const freshKit = (await import('../me/me-test-kit')) as { signIn: () => string };
    freshKit.signIn();
    renderAt(tradePath, tradePath, <FreshScreen />);
    await typeAmount('20');
    await press('second-buy-up');
    await vi.waitFor(() => expect(created).toHaveLength(2));
    expect(screen.queryByTestId('second-confirm')).toBeNull();
  });

  it('the note under the buttons turns the sheet back on', async () => {
    window.localStorage.setItem(storageKeys.secondOrderConfirmSkipped, '1');
    const { created } = serveOrders();
    renderAt(tradePath, tradePath, <SecondContractScreen />);
    const note = await screen.findByTestId('second-confirm-off');
    expect(note.textContent).toContain('Orders are sent without a confirmation step on this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm each order' }));
    expect(screen.queryByTestId('second-confirm-off')).toBeNull();
    expect(window.localStorage.getItem(storageKeys.secondOrderConfirmSkipped)).toBeNull();
    await typeAmount('20');
    await press('second-buy-up');
    expect(screen.getByTestId('second-confirm')).toBeTruthy();
    expect(created).toHaveLength(0);
  });
});
