// Proves that a money call refused for want of a verified identity (IDENTITY_VERIFICATION_REQUIRED, WITHDRAW_KYC_REQUIRED) shows the server's message with a "Verify your identity" link to /me/verify that stays until closed or followed, while any other refusal has no link and leaves on its own after the usual time.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationSlot } from '../../../src/client/app/notification-slot';
import SecondContractScreen from '../../../src/client/features/second-contract/second-contract-screen';
import { setConfirmSkipped } from '../../../src/client/features/second-contract/confirm-preference';
import { notify, notificationVisibleMs } from '../../../src/client/lib/notify/notify-store';
import { ApiFailure } from '../../../src/client/lib/http/api-failure';
import { refusalAction } from '../../../src/client/lib/account/identity-refusal';
import { renderScreen } from '../features/me/me-test-kit';
import { bbFailure, renderAt, serveSecond } from '../features/second-contract/second-kit';
import { signedInScreenHooks } from '../features/screen-kit';

const tradePath = '/action/secondContract';
const identityMessage = 'Please verify your identity before using this feature.';

signedInScreenHooks();

async function placeRefusedOrder(error: string, message: string) {
  setConfirmSkipped(true);
  serveSecond({ create: () => bbFailure(error, message) });
  renderAt(
    tradePath,
    tradePath,
    <>
      <SecondContractScreen />
      <NotificationSlot />
    </>,
  );
  await screen.findByRole('radio', { name: '30 s Profit 80.00%' });
  const field = await screen.findByLabelText('Amount to stake (USDT)');
  await act(async () => fireEvent.change(field, { target: { value: '20' } }));
  await act(async () => fireEvent.click(screen.getByTestId('second-buy-up')));
  return screen.findByTestId('toast');
}

describe('identity refusals', () => {
  it('a timed order refused with IDENTITY_VERIFICATION_REQUIRED links to /me/verify until closed', async () => {
    const toast = await placeRefusedOrder('IDENTITY_VERIFICATION_REQUIRED', identityMessage);
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain(identityMessage);
    const link = within(toast).getByRole('link', { name: 'Verify your identity' });
    expect(link.getAttribute('href')).toBe('#/me/verify');
    // Clicking the message itself does not take the link away; only the close button or the link does.
    fireEvent.click(toast);
    expect(screen.getByTestId('toast')).toBeTruthy();
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('stays past the usual toast time, while a plain refusal leaves; following the link closes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderScreen(<NotificationSlot />);
    act(() => notify.error('Insufficient available balance of USDT.', 'form'));
    act(() => void vi.advanceTimersByTime(notificationVisibleMs));
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() =>
      notify.error(
        'Please verify your identity before withdrawing.',
        'form',
        refusalAction(new ApiFailure('x', 'rejected', 'WITHDRAW_KYC_REQUIRED')),
      ),
    );
    act(() => void vi.advanceTimersByTime(notificationVisibleMs * 4));
    const link = screen.getByRole('link', { name: 'Verify your identity' });
    fireEvent.click(link);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('any other refusal has no link', async () => {
    const toast = await placeRefusedOrder('TRADING_MARKET_UNAVAILABLE', 'Market prices are unavailable.');
    expect(within(toast).queryByRole('link')).toBeNull();
    expect(refusalAction(new ApiFailure('x', 'rejected', 'INSUFFICIENT_BALANCE'))).toBeUndefined();
    expect(refusalAction(new Error('network'))).toBeUndefined();
  });
});
