/**
 * The console's client of the operator API (the routes `npm run ops` calls): the operator's token as a bearer
 * token, the console's language as Accept-Language (the server words its refusals in it), JSON in and out. A
 * refused token signs the operator out, and the sign-in screen says why.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { currentToken, signOut } from './session';
import { i18n } from './i18n';

/** An operator waits for an answer, but not forever: the server answers in well under a second. */
const adminRequestTimeoutMs = 15_000;
const unauthorizedStatus = 401;

/** A refusal from the operator API, with the server's own (translated) words when it gave some. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }

  get tokenRefused(): boolean {
    return this.status === unauthorizedStatus;
  }
}

/** Why the last sign-out happened, when the server forced it; the sign-in screen shows it. */
let refusedNotice = false;

export function takeRefusedNotice(): boolean {
  const notice = refusedNotice;
  refusedNotice = false;
  return notice;
}

function client(token: string | null): KyInstance {
  return ky.create({
    retry: 0,
    timeout: adminRequestTimeoutMs,
    hooks: {
      beforeRequest: [
        (request) => {
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          request.headers.set('accept-language', i18n.locale);
        },
      ],
    },
  });
}

async function refusalOf(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const payload = (await error.response.json().catch(() => ({}))) as { msg?: unknown; error?: unknown };
  const message = typeof payload.msg === 'string' ? payload.msg : error.message;
  const code = typeof payload.error === 'string' ? payload.error : undefined;
  return new AdminApiError(message, error.response.status, code);
}

async function send<T>(call: (api: KyInstance) => Promise<Response>, token = currentToken()): Promise<T> {
  try {
    const payload = (await (await call(client(token))).json()) as { data: T };
    return payload.data;
  } catch (error) {
    const refusal = await refusalOf(error);
    if (refusal instanceof AdminApiError && refusal.tokenRefused && token === currentToken()) {
      refusedNotice = true;
      signOut();
    }
    throw refusal;
  }
}

export const adminApi = {
  get: <T>(path: string) => send<T>((api) => api.get(path)),
  post: <T>(path: string, body: object = {}) => send<T>((api) => api.post(path, { json: body })),
  put: <T>(path: string, body: object) => send<T>((api) => api.put(path, { json: body })),
  patch: <T>(path: string, body: object) => send<T>((api) => api.patch(path, { json: body })),
  /** Checks a token before keeping it: any operator route answers 401 to a wrong one. */
  async tokenAccepted(token: string, path: string): Promise<boolean> {
    try {
      await client(token).get(path);
      return true;
    } catch (error) {
      const refusal = await refusalOf(error);
      if (refusal instanceof AdminApiError && refusal.tokenRefused) return false;
      throw refusal;
    }
  },
  /** An image the API sends only to an operator: `<img>` cannot send the bearer token, so it comes as a blob. */
  async blob(path: string): Promise<Blob> {
    try {
      return await client(currentToken()).get(path).blob();
    } catch (error) {
      throw await refusalOf(error);
    }
  },
};

/** Fills a path's `:name` parameters, each encoded. */
export function pathWith(template: string, values: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}
