// Proves the operators' console's screens: a refused token is told and not kept, an accepted one is kept in
// sessionStorage and sent as a bearer token, the KYC queue shows both photos from blob URLs (revoked when they
// leave), approve and reject call the operator API (reject only with a reason), a change to a parameter sends its
// reason, and sign-out forgets the token.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/admin/app';
import { activateLocale, i18n } from '../../../src/admin/i18n';
import { signOut, tokenStorageKey } from '../../../src/admin/session';

const goodToken = 'operator-token-for-tests';

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

let calls: Call[];
const kycEntry = {
  id: 7,
  uid: '12345678',
  email: 'ada@example.com',
  realName: 'Ada Lovelace',
  idNumber: 'X1234567',
  frontFileId: 'a'.repeat(32),
  backFileId: 'b'.repeat(32),
  createdAt: '2026-11-28T10:00:00.000Z',
};

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

/** The operator API as the console meets it: the token checked on every route, a few routes answered. */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  const authorization = request.headers.get('authorization');
  calls.push({
    method: request.method,
    path: url.pathname + url.search,
    authorization,
    body: text ? JSON.parse(text) : undefined,
  });
  if (authorization !== `Bearer ${goodToken}`) {
    return json(401, {
      code: 0,
      data: null,
      msg: 'The operator token is missing or wrong.',
      error: 'OPERATOR_TOKEN_INVALID',
    });
  }
  if (url.pathname.startsWith('/admin/file/')) {
    return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
      status: 200,
    });
  }
  if (request.method === 'GET' && url.pathname === '/admin/kyc')
    return json(200, { code: 1, data: [kycEntry], msg: 'success' });
  if (request.method === 'GET' && url.pathname === '/admin/engines')
    return json(200, { code: 1, data: [], msg: 'success' });
  if (request.method === 'GET' && url.pathname === '/admin/params') {
    return json(200, {
      code: 1,
      data: [{ paramName: 'spot_fee_rate', valueName: '0.001', keyName: 'fees' }],
      msg: 'success',
    });
  }
  return json(200, { code: 1, data: {}, msg: 'success' });
}

beforeAll(async () => {
  await activateLocale('en-US');
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderConsole() {
  return render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
}

async function signInWith(token: string) {
  fireEvent.change(screen.getByLabelText('Operator token'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('refuses a wrong token with a message and keeps nothing', async () => {
    renderConsole();
    await signInWith('not-the-token');
    expect(await screen.findByText('This token was refused. Check it and try again.')).toBeTruthy();
    expect(window.sessionStorage.getItem(tokenStorageKey)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps an accepted token in sessionStorage, sends it as a bearer token, and sign-out forgets it', async () => {
    renderConsole();
    await signInWith(goodToken);
    expect(await screen.findByRole('heading', { name: 'KYC queue' })).toBeTruthy();
    expect(window.sessionStorage.getItem(tokenStorageKey)).toBe(goodToken);
    expect(window.localStorage.getItem(tokenStorageKey)).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/admin/kyc')).toBe(true));
    expect(
      calls
        .filter((call) => call.path === '/admin/kyc')
        .every((call) => call.authorization === `Bearer ${goodToken}`),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.sessionStorage.getItem(tokenStorageKey)).toBeNull();
    expect(screen.getByLabelText('Operator token')).toBeTruthy();
  });
});

describe('the KYC queue', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(tokenStorageKey, goodToken);
    window.location.hash = '#/kyc';
  });

  it('shows both photos from blob URLs beside the name and ID number, and revokes them when they go', async () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${(made += 1)}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const view = renderConsole();
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('X1234567')).toBeTruthy();
    const front = await screen.findByRole('img', { name: 'ID front' });
    const back = await screen.findByRole('img', { name: 'ID back' });
    expect(front.getAttribute('src')).toMatch(/^blob:/);
    expect(back.getAttribute('src')).toMatch(/^blob:/);
    expect(
      calls
        .filter((call) => call.path.startsWith('/admin/file/'))
        .map((call) => call.path)
        .sort(),
    ).toEqual([`/admin/file/${'a'.repeat(32)}`, `/admin/file/${'b'.repeat(32)}`]);
    view.unmount();
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual(
      [front.getAttribute('src'), back.getAttribute('src')].sort(),
    );
  });

  it('enlarges a photo and zooms in and out', async () => {
    renderConsole();
    // The photo's button is named by the photo itself; its title says what a click does.
    await screen.findByRole('img', { name: 'ID front' });
    fireEvent.click(screen.getAllByTitle('Enlarge')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('100%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByText('50%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('approves through the operator API', async () => {
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/admin/kyc/7/approve')).toBe(true),
    );
  });

  it('rejects only with a reason, and sends it', async () => {
    renderConsole();
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The photo is blurred' } });
    expect((reject as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.click(reject);
    });
    await waitFor(() => {
      const call = calls.find((entry) => entry.path === '/admin/kyc/7/reject');
      expect(call?.body).toEqual({ reason: 'The photo is blurred' });
    });
  });
});

describe('parameters', () => {
  it('sends the new value with its reason', async () => {
    window.sessionStorage.setItem(tokenStorageKey, goodToken);
    window.location.hash = '#/params';
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByLabelText('New value'), { target: { value: '0.002' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fee review of November' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const call = calls.find((entry) => entry.method === 'PUT');
      expect(call).toMatchObject({
        path: '/admin/params/spot_fee_rate',
        body: { value: '0.002', reason: 'Fee review of November' },
      });
    });
  });
});
