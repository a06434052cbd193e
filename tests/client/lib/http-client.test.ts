// Proves the HTTP client's contract: form bodies without empty fields, token and language headers, reads retried but writes never, and code -2 ending the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivityStore, isOnline } from '../../../src/client/lib/connectivity/connectivity-store';
import { ApiFailure } from '../../../src/client/lib/http/api-failure';
import { readCode, readHuobi, writeCode } from '../../../src/client/lib/http/envelope-calls';
import { setSessionInvalidHandler, toForm } from '../../../src/client/lib/http/http-client';
import { i18n } from '../../../src/client/lib/i18n/i18n';
import { sessionStore } from '../../../src/client/lib/session/session-store';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'ko-KR', messages: {} });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ token: '', isLogin: false });
});

describe('toForm', () => {
  it('leaves out empty and null fields', () => {
    expect(toForm({ a: 'x', b: '', c: null, d: undefined, e: 0 }).toString()).toBe('a=x&e=0');
  });
});

describe('requests', () => {
  it('posts a form with the token and the language', async () => {
    sessionStore.set({ token: 'tok-123' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 1, data: { ok: true }, msg: 'success' }));
    await expect(readCode('/paramter/getConfigByName', { paramName: 'x', empty: '' })).resolves.toEqual({
      ok: true,
    });
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('token')).toBe('tok-123');
    expect(request.headers.get('accept-language')).toBe('ko-KR,ko');
    // happy-dom cannot read back a cloned request stream, so the body's encoding is proven by toForm above.
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('retries a read after a 503 but never retries a write', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({}, 503))
      .mockResolvedValueOnce(jsonResponse({ status: 'ok', ts: 1, source: 'sim', data: [] }));
    await expect(readHuobi('/huobi/getMarketTrade', { symbol: 'btcusdt' })).resolves.toMatchObject({
      status: 'ok',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse({ msg: 'busy' }, 503));
    await expect(writeCode('/user/login', { account: 'a@b.c' })).rejects.toMatchObject({ message: 'busy' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a failed envelope into an ApiFailure with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 'error', 'err-code': 'BAD_PERIOD', 'err-msg': '기간 오류' }),
    );
    const failure = await readHuobi('/huobi/getKline', { symbol: 'btcusdt' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ message: '기간 오류', errorCode: 'BAD_PERIOD', kind: 'rejected' });
  });

  it('shows the server’s translated message when the market upstream fails (HTTP 200 envelope), without retrying', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: 'error',
        'err-code': 'UPSTREAM_UNAVAILABLE',
        'err-msg': '시세를 불러올 수 없습니다',
      }),
    );
    const failure = await readHuobi('/huobi/getKline', { symbol: 'btcusdt' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      message: '시세를 불러올 수 없습니다',
      errorCode: 'UPSTREAM_UNAVAILABLE',
      kind: 'rejected',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the message and error name of an envelope that comes with a 5xx status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 'error', 'err-code': 'INTERNAL', 'err-msg': '서버 오류' }, 500),
    );
    const failure = await readHuobi('/huobi/getKline', { symbol: 'btcusdt' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ message: '서버 오류', errorCode: 'INTERNAL', kind: 'http' });
  });

  it('reports the session as invalid on code -2', async () => {
    const onInvalid = vi.fn();
    setSessionInvalidHandler(onInvalid);
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: -2, data: null, msg: 'Please log in again' }));
    await expect(readCode('/user/info', {})).rejects.toMatchObject({ kind: 'session' });
    expect(onInvalid).toHaveBeenCalledWith('Please log in again');
  });

  it('marks the app offline when the network fails, and online again on success', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(writeCode('/user/login', {})).rejects.toMatchObject({ kind: 'network' });
    expect(isOnline()).toBe(false);
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 1, data: null, msg: '' }));
    await writeCode('/user/logout', {});
    expect(isOnline()).toBe(true);
  });
});
