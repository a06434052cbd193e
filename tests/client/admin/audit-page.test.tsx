// Proves the console's audit trail page: it lists GET /admin/audit's rows in the server's order (newest first) with
// time, operator, action, target, reason and the values before and after, and its filters send operator, action and
// since (as an ISO 8601 time) to the route, leaving out the ones not set.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/admin/app';
import { activateLocale, i18n } from '../../../src/admin/i18n';
import { signOut, tokenStorageKey } from '../../../src/admin/session';

const token = 'operator-token-for-tests';
const rows = [
  {
    id: 9,
    operator: 'rita',
    action: 'params.set',
    targetType: 'param',
    targetId: 'spot_fee_rate',
    before: { value: '0.001' },
    after: { value: '0.002' },
    reason: 'fee change approved',
    at: '2026-11-28T12:00:00.000Z',
  },
  {
    id: 8,
    operator: 'root',
    action: 'kyc.approve',
    targetType: 'user',
    targetId: '12345678',
    before: null,
    after: { status: 2 },
    reason: null,
    at: '2026-11-28T11:00:00.000Z',
  },
];
let reads: string[];

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  if (url.pathname === '/admin/audit') reads.push(url.search);
  const data = url.pathname === '/admin/audit' && url.search === '' ? rows : [];
  return new Response(JSON.stringify({ code: 1, data, msg: 'success' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(async () => {
  await activateLocale('en-US');
});

beforeEach(() => {
  reads = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  window.sessionStorage.setItem(tokenStorageKey, token);
  window.location.hash = '#/audit';
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

describe('the audit trail page', () => {
  it('lists each row with its operator, action, target, reason and values before and after, newest first', async () => {
    renderConsole();
    const table = await screen.findByRole('table');
    const [, newest, older] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(newest).slice(1)).toEqual([
      'rita',
      'params.set',
      'param spot_fee_rate',
      'fee change approved',
      '{"value":"0.001"} → {"value":"0.002"}',
    ]);
    expect(cells(newest)[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(cells(older).slice(1)).toEqual(['root', 'kyc.approve', 'user 12345678', '', '— → {"status":2}']);
  });

  it('sends the filters that are set, since as an ISO time', async () => {
    renderConsole();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'rita' } });
    fireEvent.change(screen.getByLabelText('Since'), { target: { value: '2026-11-28T10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(reads).toHaveLength(2));
    const query = new URLSearchParams(reads[1]);
    expect(query.get('operator')).toBe('rita');
    expect(query.has('action')).toBe(false);
    expect(query.get('since')).toBe(new Date('2026-11-28T10:30').toISOString());
    expect(await screen.findByText('No operator action matches.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'withdrawal.approve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(new URLSearchParams(reads[2]).get('action')).toBe('withdrawal.approve'));
  });
});
