/** A small client of the operator API for the ops CLI: bearer token, JSON, and readable failures. */
import { tokenRefusedMessage, unreachableMessage, type OpsTarget } from './ops-target';

export interface OperatorClient {
  get<T>(path: string): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  /** A non-JSON answer (an uploaded image), as bytes with its content type. */
  download(path: string): Promise<{ contentType: string; bytes: Buffer }>;
}

const operatorRequestTimeoutMs = 10_000;
const unauthorizedStatus = 401;

export function createOperatorClient(target: OpsTarget, token: string): OperatorClient {
  const { baseUrl } = target;
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(operatorRequestTimeoutMs),
      });
    } catch (error) {
      throw new Error(unreachableMessage(target, error), { cause: error });
    }
    // Another server's token: the likeliest cause is a DATA_DIR that is not the server's.
    if (response.status === unauthorizedStatus) throw new Error(tokenRefusedMessage(target));
    return response;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    const payload = (await response.json().catch(() => ({}))) as { data?: T; msg?: string };
    if (!response.ok) throw new Error(payload.msg ?? `The server answered HTTP ${response.status}.`);
    return payload.data as T;
  }
  return {
    get: (path) => call('GET', path),
    put: (path, body) => call('PUT', path, body),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
    async download(path) {
      const response = await send('GET', path);
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || contentType.includes('json')) {
        const payload = (await response.json().catch(() => ({}))) as { msg?: string };
        throw new Error(payload.msg ?? `The server answered HTTP ${response.status}.`);
      }
      return { contentType, bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}
