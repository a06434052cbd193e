// Proves the security screen's own-security sections: recent logins with the device named from the browser text (in all four languages), the time, the address and the marks of this device and other signed-in ones; "Sign out all other devices" asks first and then reads the list again; offline the saved list stays and the button is disabled with the reason; the anti-phishing code is shown masked, blocked without a trade password, sent with the trade password, and removed with it once set.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userPaths } from '../../../../src/common/api-paths';
import { dateTimeText } from '../../../../src/common/time-format';
import type { LoginRecord, SafetyOverview } from '../../../../src/common/user-types';
import { deviceName } from '../../../../src/client/features/security/device-name';
import SafetyScreen from '../../../../src/client/features/security/safety-screen';
import { activateLocale, loadCatalogPart } from '../../../../src/client/lib/i18n/i18n';
import { envelope, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { userInfoAnswer } from '../../support/account-answers';
import { answer } from '../../support/fake-fetch';
import { shownText } from '../../../support/shown-text';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const signedInAt = Date.UTC(2026, 10, 20, 8, 30, 5);
const logins: LoginRecord[] = [
  { signedInAt, address: '203.0.113.7', userAgent: android, current: true, active: true },
  {
    signedInAt: signedInAt - 3_600_000,
    address: '2001:db8::1',
    userAgent: iphone,
    current: false,
    active: true,
  },
  {
    signedInAt: signedInAt - 7_200_000,
    address: '198.51.100.4',
    userAgent: 'curl/8',
    current: false,
    active: false,
  },
];

const sent: Record<string, URLSearchParams> = {};

function serve(options: { assetsPwd: boolean; overview?: SafetyOverview }) {
  let overview: SafetyOverview = options.overview ?? { logins, antiPhishingCode: null };
  return routeFetch({
    [userPaths.info]: () =>
      answer(
        userInfoAnswer({
          email: 'jane@example.com',
          icon: '',
          uid: '100001',
          auth: 0,
          invitationCode: 'X',
          assetsPwd: options.assetsPwd,
        }),
      ),
    [userPaths.safety]: () => envelope(overview),
    [userPaths.logoutOtherDevices]: () => {
      overview = { ...overview, logins: overview.logins.map((row) => ({ ...row, active: row.current })) };
      return envelope({ ended: 1 });
    },
    [userPaths.setAntiPhishingCode]: async (request) => {
      sent['setAntiPhishingCode'] = new URLSearchParams(await request.text());
      overview = { ...overview, antiPhishingCode: 'Se****l7' };
      return envelope({ antiPhishingCode: 'Se****l7' });
    },
    [userPaths.clearAntiPhishingCode]: async (request) => {
      sent['clearAntiPhishingCode'] = new URLSearchParams(await request.text());
      overview = { ...overview, antiPhishingCode: null };
      return envelope({ antiPhishingCode: null });
    },
  });
}

const rows = () => screen.getAllByTestId('me-login-row');
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

beforeEach(async () => {
  await activateLocale('en-US');
  await loadCatalogPart('security', 'en-US');
  setOnline(true);
  signIn({ email: 'jane@example.com', uid: '100001' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activateLocale('en-US'));

describe('recent logins', () => {
  it('lists each login with its device, time and address, this device and other signed-in ones marked', async () => {
    serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-login-list');
    const [mine, phone, script] = rows();
    expect(mine?.textContent).toContain('Chrome on Android');
    expect(mine?.textContent).toContain('This device');
    expect(mine?.textContent).toContain(dateTimeText(signedInAt));
    expect(mine?.textContent).toContain('203.0.113.7');
    expect(phone?.textContent).toContain('Safari on iPhone');
    expect(phone?.textContent).toContain('Signed in');
    expect(script?.textContent).toContain('Unknown device');
    expect(script?.textContent).not.toContain('Signed in');
  });

  it('signs out the other devices after a confirmation, then shows none signed in', async () => {
    const server = serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await click(await screen.findByTestId('me-signout-others'));
    expect(server.pathsCalled()).not.toContain(userPaths.logoutOtherDevices);
    // Cancel is focused first, so a stray Enter ends nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(screen.getByTestId('me-signout-confirm'));
    expect(server.pathsCalled()).toContain(userPaths.logoutOtherDevices);
    await screen.findByTestId('me-no-other-devices');
    expect(rows()[1]?.textContent).not.toContain('Signed in');
  });

  it('offline keeps the saved list and disables the button with the reason', async () => {
    serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-login-list');
    cleanup();
    setOnline(false);
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-login-list');
    expect(rows()).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Sign out all other devices' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('me-signout-offline').textContent).toContain('offline');
  });
});

describe('deviceName in every language', () => {
  it.each([
    ['en-US', 'Chrome on Android', 'Unknown device'],
    ['zh-CN', 'Android 上的 Chrome', '未知设备'],
    ['ko-KR', 'Android의 Chrome', '알 수 없는 기기'],
    ['ja-JP', 'Android の Chrome', '不明な端末'],
  ] as const)('%s', async (locale, known, unknown) => {
    await activateLocale(locale);
    await loadCatalogPart('security', locale);
    expect(shownText(deviceName(i18n, android))).toBe(known);
    expect(shownText(deviceName(i18n, 'curl/8'))).toBe(unknown);
    expect(deviceName(i18n, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
  });
});

describe('the anti-phishing code', () => {
  it('is blocked without a trade password, with the reason', async () => {
    const server = serve({ assetsPwd: false });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-anti-phishing-form');
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(form).getByTestId('blocked-note').textContent).toContain('Set a trade password first');
    expect(server.pathsCalled()).not.toContain(userPaths.setAntiPhishingCode);
  });

  it('checks the rule, sends the code with the trade password, and shows it masked', async () => {
    const server = serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-anti-phishing-form');
    expect(screen.getByTestId('me-anti-phishing-current').textContent).toBe('Not set');
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Anti-phishing code', '123456');
    type('Trade password', '246810');
    await click(form.querySelector('button[type="submit"]') as HTMLElement);
    expect(server.pathsCalled()).not.toContain(userPaths.setAntiPhishingCode);
    type('Anti-phishing code', 'Seagull7');
    await click(form.querySelector('button[type="submit"]') as HTMLElement);
    expect(Object.fromEntries(sent['setAntiPhishingCode']!)).toEqual({
      code: 'Seagull7',
      assetsPwd: '246810',
    });
    expect((await screen.findByText('Se****l7')).closest('[data-testid]')?.getAttribute('data-testid')).toBe(
      'me-anti-phishing-current',
    );
  });

  it('offers no removal while no code is set', async () => {
    serve({ assetsPwd: true });
    renderScreen(<SafetyScreen />);
    await screen.findByTestId('me-anti-phishing-form');
    expect(screen.queryByTestId('me-anti-phishing-remove-form')).toBeNull();
  });

  it('removes a set code with the trade password, checked first, and then shows none set', async () => {
    const server = serve({ assetsPwd: true, overview: { logins, antiPhishingCode: 'Se****l7' } });
    renderScreen(<SafetyScreen />);
    const form = await screen.findByTestId('me-anti-phishing-remove-form');
    expect(within(form).getByText('Emails from Petrel will then no longer start with a code.')).toBeTruthy();
    const password = within(form).getByLabelText('Trade password');
    fireEvent.change(password, { target: { value: '12' } });
    await click(within(form).getByRole('button', { name: 'Remove code' }));
    expect(server.pathsCalled()).not.toContain(userPaths.clearAntiPhishingCode);
    fireEvent.change(password, { target: { value: '246810' } });
    await click(within(form).getByRole('button', { name: 'Remove code' }));
    expect(Object.fromEntries(sent['clearAntiPhishingCode']!)).toEqual({ assetsPwd: '246810' });
    await waitFor(() => expect(screen.getByTestId('me-anti-phishing-current').textContent).toBe('Not set'));
    expect(screen.queryByTestId('me-anti-phishing-remove-form')).toBeNull();
  });
});
