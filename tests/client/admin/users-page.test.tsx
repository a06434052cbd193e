// Proves the console's users page: finding a user by email or UID reads GET /admin/users/:who and shows the identity
// state, the frozen state (when, by whom, why), balances per account and currency, the counts of open orders,
// positions and timed orders, and the last logins with their device; freeze needs a reason and sends it, unfreeze and
// log out send the reason when one is typed, each result is said, and an unknown user shows the server's message.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/admin/app';
import { activateLocale, i18n } from '../../../src/admin/i18n';
import { signOut, tokenStorageKey } from '../../../src/admin/session';

const token = 'operator-token-for-tests';
const frozenState = { at: '2026-11-28T09:00:00.000Z', reason: 'chargeback fraud', by: 'rita' };
const report = (frozen: typeof frozenState | null) => ({
  uid: '12345678',
  email: 'ada@example.com',
  locale: 'en-US',
  registeredAt: '2026-11-01T08:00:00.000Z',
  kycStatus: 2,
  frozen,
  balances: [
    { accountType: 1, currency: 'USDT', available: '1500.5', frozen: '20' },
    { accountType: 2, currency: 'USDT', available: '300', frozen: '0' },
  ],
  openSpotOrders: { list: [], totalRow: 3 },
  openPositions: { list: [], totalRow: 1 },
  runningTimedOrders: { list: [], totalRow: 0 },
  lastLogins: [
    {
      at: '2026-11-28T08:00:00.000Z',
      address: '203.0.113.9',
      device: { browser: 'Chrome', system: 'Android' },
    },
  ],
});

let frozen: typeof frozenState | null;
let posts: Array<{ path: string; body: unknown }>;

function json(payload: unknown, status = 200): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  if (request.method === 'POST') {
    const text = await request.text();
    posts.push({ path, body: text ? JSON.parse(text) : undefined });
    if (path.endsWith('/freeze')) frozen = frozenState;
    if (path.endsWith('/unfreeze')) frozen = null;
    const answer = path.endsWith('/unfreeze') ? { frozen: null } : { frozen, sessionsEnded: 2 };
    return json({ code: 1, data: answer, msg: 'success' });
  }
  if (path === '/admin/users/ada%40example.com' || path === '/admin/users/12345678') {
    return json({ code: 1, data: report(frozen), msg: 'success' });
  }
  return json({ code: 0, data: null, msg: 'No user has this email or UID.', error: 'USER_NOT_FOUND' }, 404);
}

beforeAll(async () => {
  await activateLocale('en-US');
});

beforeEach(() => {
  frozen = null;
  posts = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  window.sessionStorage.setItem(tokenStorageKey, token);
  window.location.hash = '#/users';
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

async function find(who: string) {
  render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
  fireEvent.change(await screen.findByLabelText('Email or UID'), { target: { value: who } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('the users page', () => {
  it('shows what the operator API says of the user', async () => {
    await find('ada@example.com');
    expect(await screen.findByText('12345678')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const balances = screen.getByRole('table', { name: 'Balances' });
    const rows = within(balances).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AccountCurrencyAvailable balanceFrozen amount',
      'Coin accountUSDT1500.520',
      'Contract accountUSDT3000',
    ]);
    expect(screen.getByText('Open spot orders').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Open positions').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Running timed orders').nextSibling?.textContent).toBe('0');
    const logins = screen.getByRole('table', { name: 'Last logins' });
    expect(within(logins).getByText('203.0.113.9')).toBeTruthy();
    expect(within(logins).getByText('Chrome on Android')).toBeTruthy();
  });

  it('freezes only with a reason, sends it, says the result and shows who froze the account and why', async () => {
    await find('12345678');
    const freeze = await screen.findByRole('button', { name: 'Freeze' });
    expect((freeze as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'chargeback fraud' } });
    fireEvent.click(freeze);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The account is frozen. 2 sessions were ended.',
    );
    expect(posts).toEqual([{ path: '/admin/users/12345678/freeze', body: { reason: 'chargeback fraud' } }]);
    expect((await screen.findByText(/^Frozen at .* by rita: chargeback fraud$/)).textContent).toContain(
      'rita',
    );
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeTruthy();
  });

  it('unfreezes and logs out, sending the reason only when one is typed', async () => {
    frozen = frozenState;
    await find('12345678');
    fireEvent.click(await screen.findByRole('button', { name: 'Unfreeze' }));
    expect((await screen.findByRole('status')).textContent).toBe('The account is active again.');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'lost phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 sessions were ended.'));
    expect(posts).toEqual([
      { path: '/admin/users/12345678/unfreeze', body: {} },
      { path: '/admin/users/12345678/logout', body: { reason: 'lost phone' } },
    ]);
  });

  it("shows the server's message for an unknown user", async () => {
    await find('nobody@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('No user has this email or UID.');
  });
});
