// Proves the console's withdrawal queue: each withdrawal under review shows its address, network, amount and fee,
// beside only its own user's other recent withdrawals (read from the route's every-state list), and approving calls
// the operator API for that withdrawal. A large withdrawal shows its four-eyes state ("1 of 2 approvals: rita (time,
// reason)"), approve sends the typed reason, a first approval leaves it waiting for a second operator, and the same
// operator's second approval shows the server's own refusal.
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
  approvalsRequired: 1,
  approvals: [] as Array<{ operator: string; reason: string | null; at: string }>,
});
const underReview = withdrawal(30, 5, '250', 0);
const history = [
  underReview,
  withdrawal(29, 5, '120', 1),
  withdrawal(28, 6, '999', 1),
  withdrawal(27, 5, '80', 2),
];
let posted: string[];
let postedBodies: unknown[];
/** What the fake answers to an approval; the queue's large withdrawal when set. */
let approveAnswer: ((body: unknown) => Response) | undefined;
let queue: ReturnType<typeof withdrawal>[];

function json(payload: unknown, status = 200): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

const success = (data: unknown) => json({ code: 1, data, msg: 'success' });

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  if (request.method === 'POST') {
    posted.push(url.pathname);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    postedBodies.push(body);
    return approveAnswer ? approveAnswer(body) : success({});
  }
  if (url.pathname === '/admin/withdrawals') {
    return success(url.searchParams.get('status') === 'all' ? history : queue);
  }
  return success([]);
}

beforeAll(async () => {
  await activateLocale('en-US');
});

beforeEach(() => {
  posted = [];
  postedBodies = [];
  approveAnswer = undefined;
  queue = [underReview];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  window.sessionStorage.setItem(tokenStorageKey, token);
  window.location.hash = '#/withdrawals';
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

function renderConsole() {
  render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
}

describe('the withdrawal queue', () => {
  it("shows where the money goes and the user's own recent withdrawals only", async () => {
    renderConsole();
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

describe('four eyes on a large withdrawal', () => {
  const large = { ...withdrawal(40, 7, '25000', 0), approvalsRequired: 2 };
  const firstApproval = { operator: 'rita', reason: 'checked the address', at: '2026-11-28T11:00:00.000Z' };
  const refusal = 'A second approval must come from a different operator.';

  it('sends the typed reason, then shows one of two approvals by its operator and waits for a second one', async () => {
    queue = [large];
    approveAnswer = () => {
      queue = [{ ...large, approvals: [firstApproval] }];
      return success(queue[0]);
    };
    renderConsole();
    const item = (await screen.findByText('TAddress40')).closest('li')!;
    expect(within(item).getByText('0 of 2 approvals')).toBeTruthy();
    expect(within(item).queryByText('Waiting for a second operator to approve it.')).toBeNull();
    fireEvent.change(within(item).getByLabelText('Reason'), { target: { value: 'checked the address' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(postedBodies).toEqual([{ reason: 'checked the address' }]));
    expect(posted).toEqual(['/admin/withdrawals/40/approve']);
    expect(await screen.findByText('Waiting for a second operator to approve it.')).toBeTruthy();
    const state = screen.getByText('rita').closest('p')!;
    expect(state.textContent).toMatch(
      /^1 of 2 approvals: rita \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d, checked the address\)$/,
    );
  });

  it('approves without a reason when none is typed', async () => {
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(postedBodies).toEqual([{}]));
  });

  it("shows the server's refusal when the same operator approves twice, and the withdrawal stays", async () => {
    queue = [{ ...large, approvals: [firstApproval] }];
    approveAnswer = () =>
      json({ code: 0, data: null, msg: refusal, error: 'WITHDRAWAL_SECOND_APPROVAL_SAME_OPERATOR' }, 409);
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByText('TAddress40')).toBeTruthy();
    expect(screen.getByText('Waiting for a second operator to approve it.')).toBeTruthy();
  });
});
