// Proves the console's withdrawal queue: each withdrawal under review shows its address, network, amount and fee,
// beside only its own user's other recent withdrawals (read from the route's every-state list), and approving calls
// the operator API for that withdrawal.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/admin/app';
import { activateLocale, i18n } from '../../../src/admin/i18n';
import { signOut, tokenStorageKey } from '../../../src/admin/session';

const token = 'operator-token-for-tests';
const withdrawal = (id: number, userId: number, amount: string, status: number) => ({
  id,
  userId,
  currency: 'USDT',
  network: 'TRC20',
  address: `TAddress${id}`,
  amount,
  fee: '1',
  realarrive: amount,
  status,
  createdAt: '2026-11-28T10:00:00.000Z',
});
const underReview = withdrawal(30, 5, '250', 0);
const history = [
  underReview,
  withdrawal(29, 5, '120', 1),
  withdrawal(28, 6, '999', 1),
  withdrawal(27, 5, '80', 2),
];
let posted: string[];

function json(payload: unknown): Response {
  return new Response(JSON.stringify({ code: 1, data: payload, msg: 'success' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  if (request.method === 'POST') {
    posted.push(url.pathname);
    return json({});
  }
  if (url.pathname === '/admin/withdrawals') {
    return json(url.searchParams.get('status') === 'all' ? history : [underReview]);
  }
  return json([]);
}

beforeAll(async () => {
  await activateLocale('en-US');
});

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  window.sessionStorage.setItem(tokenStorageKey, token);
  window.location.hash = '#/withdrawals';
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('the withdrawal queue', () => {
  it("shows where the money goes and the user's own recent withdrawals only", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>,
    );
    expect(await screen.findByText('TAddress30')).toBeTruthy();
    const item = screen.getByText('TAddress30').closest('li')!;
    expect(within(item).getByText('250')).toBeTruthy();
    expect(within(item).getAllByText('TRC20').length).toBeGreaterThan(0);
    const recent = await within(item).findByRole('table');
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(3));
    expect(within(recent).getByText('120 USDT')).toBeTruthy();
    expect(within(recent).getByText('Paid out')).toBeTruthy();
    expect(within(recent).getByText('80 USDT')).toBeTruthy();
    expect(within(recent).getByText('Rejected')).toBeTruthy();
    expect(within(recent).queryByText('999 USDT')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toEqual(['/admin/withdrawals/30/approve']));
  });
});
