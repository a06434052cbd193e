/** A small client of the operator API for the ops CLI: bearer token, JSON, and readable failures. */
import { adminPaths } from '../../common/api-paths';
import {
  actingAsMessage,
  envTokenRefusedMessage,
  tokenRefusedMessage,
  unreachableMessage,
  type OpsCredential,
  type OpsTarget,
} from './ops-target';

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
const forbiddenStatus = 403;

/**
 * `source` says where the token came from, for the failures: a refused token from OPERATOR_TOKEN is an unknown or
 * revoked operator, one from DATA_DIR another server's; a refused role names the operator who acts.
 */
export function createOperatorClient(
  target: OpsTarget,
  token: string,
  source: OpsCredential['source'] = 'token-file',
): OperatorClient {
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
    // From DATA_DIR, the likeliest cause is a DATA_DIR that is not the server's; from OPERATOR_TOKEN, a revoke.
    if (response.status === unauthorizedStatus) {
      throw new Error(source === 'env' ? envTokenRefusedMessage(target) : tokenRefusedMessage(target));
    }
    return response;
  }

  /** The operator's name and role for a refusal's message; without them when even that cannot be read. */
  async function actingAs(): Promise<string> {
    if (source === 'token-file') return actingAsMessage(target, source);
    const response = await send('GET', adminPaths.whoami).catch(() => undefined);
    const payload = (await response?.json().catch(() => ({}))) as { data?: { name: string; role: string } };
    return actingAsMessage(target, source, response?.ok ? payload.data : undefined);
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    const payload = (await response.json().catch(() => ({}))) as { data?: T; msg?: string };
    if (response.ok) return payload.data as T;
    const message = payload.msg ?? `The server answered HTTP ${response.status}.`;
    if (response.status === forbiddenStatus) throw new Error(`${message}\n${await actingAs()}`);
    throw new Error(message);
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
