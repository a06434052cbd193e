// Proves the security screen has real section headings and show/hide toggles, resets a forgotten trade password with an emailed code, masks the bound email, checks both password forms with the common rules before sending, sends the right fields, and switches the trade password from "set" to "change".
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userPaths } from '../../../../src/common/api-paths';
import { errorTable, type ErrorCode } from '../../../../src/common/errors';
import SafetyScreen from '../../../../src/client/features/security/safety-screen';
import { envelope, failure, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { userInfoAnswer } from '../../support/account-answers';
import { answer } from '../../support/fake-fetch';

const message = (code: ErrorCode) => errorTable[code].message.message;
const sentForms: Record<string, URLSearchParams> = {};

function serve(options: {
  assetsPwd: boolean;
  updatePwd?: () => Response;
  resetTransactionPwd?: () => Response;
}) {
  let assetsPwd = options.assetsPwd;
  return routeFetch({
    [userPaths.info]: () =>
      answer(
        userInfoAnswer({
          email: 'jane@example.com',
          icon: '',
          uid: '100001',
          auth: 0,
          invitationCode: 'X',
          assetsPwd,
        }),
      ),
    [userPaths.updatePwd]: async (request) => {
      sentForms['updatePwd'] = new URLSearchParams(await request.text());
      return options.updatePwd?.() ?? envelope(null);
    },
    [userPaths.setTransactionPwd]: async (request) => {
      sentForms['setTransactionPwd'] = new URLSearchParams(await request.text());
      assetsPwd = true;
      return envelope(null);
    },
    [userPaths.sendEmailCodeTradePwd]: async (request) => {
      sentForms['sendEmailCodeTradePwd'] = new URLSearchParams(await request.text());
      return envelope({ resendAfterSeconds: 60 });
    },
    [userPaths.resetTransactionPwd]: async (request) => {
      sentForms['resetTransactionPwd'] = new URLSearchParams(await request.text());
      return options.resetTransactionPwd?.() ?? envelope(null);
    },
  });
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

const submit = (form: HTMLElement) =>
  act(async () => fireEvent.click(form.querySelector('button[type="submit"]') as HTMLElement));

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  signIn({ email: 'jane@example.com', uid: '100001' });
});
afterEach(() => {
  // Unmount before the real fetch comes back, so no late reload reaches the network.
  cleanup();
  vi.unstubAllGlobals();
});

describe('SafetyScreen', () => {
  it('shows the bound email masked', async () => {
    serve({ assetsPwd: false });
    renderScreen(<SafetyScreen />);
    expect((await screen.findByTestId('me-bound-email')).textContent).toBe('j***@example.com');
  });

  it('checks the login password form with the common rules and sends nothing', async () => {
    const server = serve({ assetsPwd: false });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-login-password-form');
    type(form, 'Current password', '123');
    type(form, 'New password', '1abcdefgh');
    type(form, 'Confirm new password', '1abcdefgX');
    await submit(form);
    expect(within(form).getByText(message('LOGIN_PASSWORD_INVALID'))).toBeTruthy();
    expect(within(form).getByText(message('PASSWORD_RULE'))).toBeTruthy();
    expect(within(form).getByText(message('PASSWORDS_MISMATCH'))).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(userPaths.updatePwd);
  });

  it('changes the login password and says other devices were logged out', async () => {
    serve({ assetsPwd: false });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-login-password-form');
    type(form, 'Current password', 'oldPass1');
    type(form, 'New password', 'newPass22');
    type(form, 'Confirm new password', 'newPass22');
    await submit(form);
    expect((await screen.findByTestId('me-password-changed')).textContent).toContain('logged out');
    expect(Object.fromEntries(sentForms['updatePwd']!)).toEqual({
      oldPassword: 'oldPass1',
      newPassword: 'newPass22',
      confirmPassword: 'newPass22',
    });
    expect((within(form).getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under its field', async () => {
    serve({
      assetsPwd: false,
      updatePwd: () => failure('CURRENT_PASSWORD_WRONG', 'The current password is incorrect.'),
    });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-login-password-form');
    type(form, 'Current password', 'oldPass1');
    type(form, 'New password', 'newPass22');
    type(form, 'Confirm new password', 'newPass22');
    await submit(form);
    const field = within(form).getByLabelText('Current password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The current password is incorrect.',
    );
  });

  it('sets the first trade password with the login password, then asks for the old one', async () => {
    const server = serve({ assetsPwd: false });
    renderScreen(<SafetyScreen />);
    let form = await screen.findByTestId('me-trade-password-form');
    type(form, 'Login password', 'oldPass1');
    type(form, 'New trade password', '12ab56');
    type(form, 'Confirm trade password', '12ab56');
    await submit(form);
    expect(within(form).getByText(message('TRADE_PASSWORD_RULE'))).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(userPaths.setTransactionPwd);

    type(form, 'New trade password', '123456');
    type(form, 'Confirm trade password', '123456');
    await submit(form);
    expect(Object.fromEntries(sentForms['setTransactionPwd']!)).toEqual({
      password: 'oldPass1',
      assetsPwd: '123456',
      confirmPwd: '123456',
    });
    await screen.findByLabelText('Current trade password');
    form = screen.getByTestId('me-trade-password-form');
    type(form, 'Current trade password', '12345');
    type(form, 'New trade password', '654321');
    type(form, 'Confirm trade password', '654321');
    await submit(form);
    expect(within(form).getByText(message('TRADE_PASSWORD_RULE'))).toBeTruthy();
    type(form, 'Current trade password', '123456');
    await submit(form);
    expect(Object.fromEntries(sentForms['setTransactionPwd']!)).toEqual({
      oldAssetsPwd: '123456',
      assetsPwd: '654321',
      confirmPwd: '654321',
    });
  });

  it('disables both forms offline and says why', async () => {
    serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-trade-password-form');
    act(() => setOnline(false));
    for (const id of ['me-login-password-form', 'me-trade-password-form']) {
      const form = screen.getByTestId(id);
      expect((form.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
      expect(within(form).getByTestId('offline-note')).toBeTruthy();
    }
  });

  it('titles its sections with headings, not labels, and names every show/hide toggle', async () => {
    serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-trade-password-form');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Bound email', 'Login password', 'Trade password']);
    for (const heading of screen.getAllByRole('heading', { level: 2 })) {
      expect(heading.className).toBe('me-section__title');
    }
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(6);
    fireEvent.click(toggles[0] as HTMLElement);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).type).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });

  it('resets a forgotten trade password with the emailed code', async () => {
    const server = serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot trade password?' }));
    const form = screen.getByTestId('me-trade-reset');
    expect(within(form).getByTestId('me-trade-reset-sent').textContent).toContain('j***@example.com');
    await act(async () => fireEvent.click(within(form).getByTestId('me-trade-reset-send')));
    expect(server.pathsCalled()).toContain(userPaths.sendEmailCodeTradePwd);
    expect(within(form).getByTestId('me-trade-reset-sent').textContent).toContain('We sent a code');

    type(form, 'Verification code', '12345');
    type(form, 'New trade password', '12a');
    type(form, 'Confirm trade password', '999999');
    await submit(form);
    expect(within(form).getByText(message('CODE_RULE'))).toBeTruthy();
    expect(within(form).getByText(message('TRADE_PASSWORD_RULE'))).toBeTruthy();
    expect(server.pathsCalled()).not.toContain(userPaths.resetTransactionPwd);

    type(form, 'Verification code', '123456');
    type(form, 'New trade password', '135790');
    type(form, 'Confirm trade password', '135790');
    await submit(form);
    expect(sentForms['resetTransactionPwd']?.get('code')).toBe('123456');
    expect(sentForms['resetTransactionPwd']?.get('assetsPwd')).toBe('135790');
    expect(sentForms['resetTransactionPwd']?.get('confirmPwd')).toBe('135790');
    // Done: the change form is back.
    expect(await screen.findByTestId('me-trade-password-form')).toBeTruthy();
    expect(screen.queryByTestId('me-trade-reset')).toBeNull();
  });

  it('shows a wrong reset code under the code field', async () => {
    serve({
      assetsPwd: true,
      resetTransactionPwd: () => failure('CODE_INVALID', 'The code is wrong or has expired.'),
    });
    renderScreen(<SafetyScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot trade password?' }));
    const form = screen.getByTestId('me-trade-reset');
    type(form, 'Verification code', '123456');
    type(form, 'New trade password', '135790');
    type(form, 'Confirm trade password', '135790');
    await submit(form);
    const code = within(form).getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The code is wrong or has expired.',
    );
  });
});
