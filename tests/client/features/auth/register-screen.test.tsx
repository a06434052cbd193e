// Proves registration redirects a logged-in user, shows the password rule and a refused invite code under their fields, prefills the invite code from the link, checks the email before sending a code, counts down the resend wait the server gives, and requires the agreement.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDrafts } from '../../../../src/client/components/form/form-draft';
import RegisterScreen from '../../../../src/client/features/auth/register-screen';
import { resetCountdowns } from '../../../../src/client/features/auth/use-countdown';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { clearSession, sessionStore } from '../../../../src/client/lib/session/session-store';
import { fakeServer, ok } from '../../lib/account/fake-server';
import { userInfoAnswer } from '../../support/account-answers';
import { errorTable } from '../../../../src/common/errors';
import { i18n } from '@lingui/core';
import { renderAt } from './render-auth';

beforeEach(() => connectivityStore.set({ browserOnline: true, lastRequestFailed: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetDrafts();
  resetCountdowns();
  clearSession();
  window.sessionStorage.clear();
  notifyStore.set({ current: null });
});

const sendButton = () => screen.getByTestId('register-code-send') as HTMLButtonElement;
const typeEmail = (value: string) =>
  fireEvent.change(screen.getByLabelText(/^Email$/), { target: { value } });

describe('RegisterScreen', () => {
  it('prefills the invite code from #/register?code=…', () => {
    renderAt('#/register?code=INV42', <RegisterScreen />);
    expect((screen.getByLabelText(/Invite code/) as HTMLInputElement).value).toBe('INV42');
  });

  it('checks the email before sending a code', () => {
    const server = fakeServer({});
    renderAt('#/register', <RegisterScreen />);
    typeEmail('ada@');
    fireEvent.click(sendButton());
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('counts down the resend wait and is disabled meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer({ '/user/sendEmailCode': ok({ resendAfterSeconds: 60 }) });
    renderAt('#/register', <RegisterScreen />);
    typeEmail('ada@example.com');
    expect(sendButton().textContent).toBe('Send code');
    await act(async () => {
      fireEvent.click(sendButton());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.paths()).toEqual(['/user/sendEmailCode']);
    expect(sendButton().textContent).toBe('Resend in 60s');
    expect(sendButton().disabled).toBe(true);

    // One second per act: React renders each tick (and schedules the next) when its act ends.
    const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));
    await tick();
    expect(sendButton().textContent).toBe('Resend in 59s');
    for (let second = 59; second > 1; second -= 1) await tick();
    expect(sendButton().textContent).toBe('Resend in 1s');
    expect(sendButton().disabled).toBe(true);
    await tick();
    expect(sendButton().textContent).toBe('Send code');
    expect(sendButton().disabled).toBe(false);
  });

  it('asks for the agreement and the password rules before registering', () => {
    const server = fakeServer({});
    renderAt('#/register', <RegisterScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please read and agree to the user agreement.')).toBeTruthy();
    expect(screen.getByText('The verification code is 6 digits.')).toBeTruthy();
    expect(
      screen.getByText(
        'The password must be 8 to 24 characters long and start with a letter. Use only English letters, digits and keyboard symbols such as ! @ # $ % (no spaces or emoji).',
      ),
    ).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('registers, logs the new user in and goes to /me', async () => {
    fakeServer({
      '/user/register': ok({ userId: 'u-5', token: 'tok-5' }, 'Register success'),
      '/user/info': userInfoAnswer({
        email: 'bo@example.com',
        icon: '',
        uid: '5',
        auth: 0,
        invitationCode: 'BO5',
        assetsPwd: false,
      }),
    });
    renderAt('#/register?code=INV42', <RegisterScreen />);
    typeEmail('bo@example.com');
    fireEvent.change(screen.getByLabelText(/^Verification code$/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^Password$/), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password$/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(window.location.hash).toBe('#/me'));
    expect(sessionStore.get()).toMatchObject({ isLogin: true, userId: 'u-5', email: 'bo@example.com' });
    expect(notifyStore.get().current).toMatchObject({ kind: 'success', message: 'Register success' });
  });

  it('keeps what was typed (but not passwords) while the user reads the agreement', () => {
    const first = renderAt('#/register', <RegisterScreen />);
    typeEmail('ada@example.com');
    fireEvent.change(screen.getByLabelText(/^Password$/), { target: { value: 'Secret123' } });
    first.unmount();
    renderAt('#/register', <RegisterScreen />);
    expect((screen.getByLabelText(/^Email$/) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/^Password$/) as HTMLInputElement).value).toBe('');
  });
  it('sends a user who is already logged in on to the redirect, as /login does', () => {
    sessionStore.set({ isLogin: true, token: 'token-1', userId: '7' });
    renderAt('#/register?redirect=%2Fme%2Fsafety', <RegisterScreen />);
    expect(window.location.hash).toBe('#/me/safety');
  });

  it('states the password rule under the password field, in the rule’s own words', () => {
    renderAt('#/register', <RegisterScreen />);
    const hint = document.getElementById('register-password-error');
    expect(hint?.textContent).toBe(i18n._(errorTable.PASSWORD_RULE.message));
  });

  it('shows an unknown invite code under its field, not only in a toast', async () => {
    fakeServer({
      '/user/register': {
        code: 0,
        data: null,
        msg: 'This invite code does not exist.',
        error: 'INVITE_CODE_UNKNOWN',
      },
    });
    renderAt('#/register?code=NOPE1', <RegisterScreen />);
    typeEmail('bo@example.com');
    fireEvent.change(screen.getByLabelText(/^Verification code$/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^Password$/), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password$/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    const invite = screen.getByLabelText(/Invite code/);
    await waitFor(() => expect(invite.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('register-invitationCode-error')?.textContent).toBe(
      'This invite code does not exist.',
    );
    expect(notifyStore.get().current).toBeNull();
    // Editing the code clears the refusal, which was about the old one.
    fireEvent.change(invite, { target: { value: 'INV42' } });
    expect(invite.getAttribute('aria-invalid')).toBeNull();
  });
});
