// Proves the forgotten-password form sends the code through sendEmailCodeForget, checks the new password with the shared rules, and on success goes to login.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordScreen from '../../../../src/client/features/auth/forgot-password-screen';
import { resetCountdowns } from '../../../../src/client/features/auth/use-countdown';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { fakeServer, ok } from '../../lib/account/fake-server';
import { renderAt } from './render-auth';

beforeEach(() => connectivityStore.set({ browserOnline: true, lastRequestFailed: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetCountdowns();
  notifyStore.set({ current: null });
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordScreen', () => {
  it('resets the password and goes to login', async () => {
    const server = fakeServer({
      '/user/sendEmailCodeForget': ok({ resendAfterSeconds: 60 }),
      '/user/forgetPwd': ok(null, 'Password reset'),
    });
    renderAt('#/password', <ForgotPasswordScreen />);
    type(/^Email$/, 'ada@example.com');
    await act(async () => fireEvent.click(screen.getByTestId('reset-code-send')));
    await waitFor(() => expect(screen.getByTestId('reset-code-send').textContent).toBe('Resend in 60s'));

    type(/^Verification code$/, '12a3456');
    expect((screen.getByLabelText(/^Verification code$/) as HTMLInputElement).value).toBe('123456');
    type(/^New password$/, 'short');
    type(/^Confirm new password$/, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      screen.getByText(
        'The password must be 8 to 24 characters long and start with a letter. Use only English letters, digits and keyboard symbols such as ! @ # $ % (no spaces or emoji).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();

    type(/^New password$/, 'Better2024');
    type(/^Confirm new password$/, 'Better2024');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' })));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(server.paths()).toEqual(['/user/sendEmailCodeForget', '/user/forgetPwd']);
    expect(notifyStore.get().current).toMatchObject({ kind: 'success', message: 'Password reset' });
  });
});
