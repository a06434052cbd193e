/**
 * GET requests to the HTX public REST API: one per URL at a time, answers reused for a short TTL, each request
 * bounded by a timeout, and every failure turned into a MarketUpstreamError with a message for the log.
 */
import type { z } from 'zod';
import { TtlCache } from '../../lib/ttl-cache';
import type { Clock } from '../../lib/clock';
import { MarketUpstreamError } from '../feed';
import { htxEnvelopeSchema } from './schemas';

/** Distinct URLs remembered at once: pairs x endpoints x sizes actually asked for stays far below this. */
export const htxCacheEntriesMax = 256;

export interface HtxHttpOptions {
  fetch: typeof fetch;
  baseUrl: string;
  clock: Clock;
  cacheTtlMs: number;
  timeoutMs: number;
}

export interface HtxHttp {
  /** The validated answer of `path` with `params`. */
  get<T>(path: string, params: Record<string, string | number>, schema: z.ZodType<T>): Promise<T>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Resolves with the fetch, or rejects once the signal aborts, even if the fetch ignores the signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

async function fetchJson(options: HtxHttpOptions, url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const fail = (what: string, cause: unknown): MarketUpstreamError =>
    controller.signal.aborted
      ? new MarketUpstreamError(`HTX request timed out after ${options.timeoutMs} ms: ${url}`, { cause })
      : new MarketUpstreamError(`HTX ${what} failed for ${url}: ${describe(cause)}`, { cause });
  try {
    let response: Response;
    try {
      const request = options.fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      response = await untilAborted(request, controller.signal);
    } catch (error) {
      throw fail('request', error);
    }
    if (!response.ok) throw new MarketUpstreamError(`HTX answered HTTP ${response.status} for ${url}`);
    let text: string;
    try {
      text = await untilAborted(response.text(), controller.signal);
    } catch (error) {
      throw fail('body read', error);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new MarketUpstreamError(`HTX answered invalid JSON for ${url}`, { cause: error });
    }
  } finally {
    clearTimeout(timer);
  }
}

function validate<T>(url: string, json: unknown, schema: z.ZodType<T>): T {
  const envelope = htxEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new MarketUpstreamError(`HTX answered without a status for ${url}`);
  if (envelope.data.status !== 'ok') {
    const code = envelope.data['err-code'] ?? 'no err-code';
    const message = envelope.data['err-msg'] ?? 'no err-msg';
    throw new MarketUpstreamError(
      `HTX answered status "${envelope.data.status}" for ${url}: ${code}: ${message}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unknown issue';
    throw new MarketUpstreamError(`HTX answer for ${url} has an unexpected shape (${where})`);
  }
  return parsed.data;
}

export function createHtxHttp(options: HtxHttpOptions): HtxHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const answers = new TtlCache<unknown>({
    ttlMs: options.cacheTtlMs,
    entriesMax: htxCacheEntriesMax,
    clock: options.clock,
  });

  return {
    get<T>(path: string, params: Record<string, string | number>, schema: z.ZodType<T>): Promise<T> {
      const query = new URLSearchParams(
        Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const url = `${baseUrl}${path}?${query.toString()}`;
      const load = async (): Promise<T> => {
        try {
          return validate(url, await fetchJson(options, url), schema);
        } catch (error) {
          // Anything unforeseen still reaches the routes as an upstream failure, never as a raw TypeError.
          if (error instanceof MarketUpstreamError) throw error;
          throw new MarketUpstreamError(`HTX request failed for ${url}: ${describe(error)}`, {
            cause: error,
          });
        }
      };
      // One URL always means one endpoint and so one schema: what is cached under it is a T.
      return answers.get(url, load) as Promise<T>;
    },
  };
}
