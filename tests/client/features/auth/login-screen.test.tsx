// Proves the login form checks input with the shared rules before any request, shows the server's message on failure, is disabled offline, on success returns to the redirect, and passes a logged-in user straight on.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '../../../../src/client/features/auth/login-screen';
import { connectivityStore } from '../../../../src/client/lib/connectivity/connectivity-store';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { clearSession, sessionStore } from '../../../../src/client/lib/session/session-store';
import { fakeServer, ok } from '../../lib/account/fake-server';
import { userInfoAnswer } from '../../support/account-answers';
import { renderAt } from './render-auth';

const toastText = () => {
  const current = notifyStore.get().current;
  return typeof current?.message === 'string' ? current.message : current?.message.message;
};

beforeEach(() => connectivityStore.set({ browserOnline: true, lastRequestFailed: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  window.sessionStorage.clear();
  notifyStore.set({ current: null });
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginScreen', () => {
  it('shows the rules’ messages for bad input without calling the server', async () => {
    const server = fakeServer({});
    renderAt('#/login', <LoginScreen />);
    submit();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter the login password')).toBeTruthy();

    type(/^Email$/, 'not-an-email');
    type(/^Password$/, '12345');
    submit();
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Please enter the login password')).toBeTruthy();

    type(/^Email$/, 'ada@example.com');
    expect(screen.queryByText('Please enter your email')).toBeNull();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows a field’s error once the field is left, before any submit', () => {
    renderAt('#/login', <LoginScreen />);
    expect(screen.queryByText('Please enter your email')).toBeNull();
    fireEvent.blur(screen.getByLabelText(/^Email$/));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.queryByText('Please enter the login password')).toBeNull();
  });

  it('logs in, toasts the server’s message and goes back to the redirect', async () => {
    fakeServer({
      '/user/login': ok({ userId: 'u-1', token: 'tok-1' }, 'login success'),
      '/user/info': userInfoAnswer({
        email: 'ada@example.com',
        icon: '',
        uid: '1',
        auth: 0,
        invitationCode: 'X',
        assetsPwd: false,
      }),
    });
    renderAt('#/login?redirect=%2Fme%2Fverify', <LoginScreen />);
    type(/^Email$/, 'ada@example.com');
    type(/^Password$/, 'secret-pass');
    await act(async () => submit());
    await waitFor(() => expect(window.location.hash).toBe('#/me/verify'));
    expect(sessionStore.get()).toMatchObject({ isLogin: true, email: 'ada@example.com' });
    expect(notifyStore.get().current).toMatchObject({ kind: 'success', message: 'login success' });
  });

  it('shows the server’s message when it refuses', async () => {
    fakeServer({
      '/user/login': {
        code: 0,
        data: null,
        msg: 'The email or password is incorrect.',
        error: 'LOGIN_FAILED',
      },
    });
    renderAt('#/login', <LoginScreen />);
    type(/^Email$/, 'ada@example.com');
    type(/^Password$/, 'wrong-pass');
    await act(async () => submit());
    await waitFor(() => expect(toastText()).toBe('The email or password is incorrect.'));
    expect(notifyStore.get().current?.kind).toBe('error');
    expect(window.location.hash).toBe('#/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });

  it('disables the button offline and says why', () => {
    connectivityStore.set({ browserOnline: false });
    renderAt('#/login', <LoginScreen />);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('offline-note').textContent).toContain('You are offline');
  });

  it('toggles the password between hidden and shown', () => {
    renderAt('#/login', <LoginScreen />);
    const input = screen.getByLabelText(/^Password$/);
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('sends a user who is already logged in on to the redirect', () => {
    sessionStore.set({ isLogin: true, token: 'token-1', userId: '7' });
    renderAt('#/login?redirect=%2Fme%2Fsafety', <LoginScreen />);
    expect(window.location.hash).toBe('#/me/safety');
  });
});
