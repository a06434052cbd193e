/**
 * Hears the journal's NOTIFYs (channel petrel_live, sent at commit by migration 0013's trigger) for this process.
 * On PGlite the embedded database's own listen. On Postgres a dedicated connection outside the pool, since a pooled
 * one is handed to other queries and LISTEN belongs to a session: when it drops, it reconnects with backoff, LISTENs
 * again, and says so, so that every signed-in stream reads what was committed while nobody listened.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { liveListenerRetryFirstMs, liveListenerRetryMaxMs } from './live-limits';
import { liveNotifyChannel } from './publish-live';

export interface LiveListenerHandlers {
  /** One NOTIFY's payload, as the trigger wrote it. */
  onPayload(payload: string): void;
  /** The listener is listening again after a drop: NOTIFYs of the gap were lost. */
  onReconnected(): void;
}

export interface LiveListener {
  stop(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export async function startLiveListener(
  database: DatabaseHandle,
  handlers: LiveListenerHandlers,
  log: Log,
): Promise<LiveListener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(liveNotifyChannel, handlers.onPayload);
    return { stop: () => unlisten() };
  }
  if (!database.postgresUrl) throw new Error('the live stream needs PGlite or a Postgres URL to listen on');
  return startPostgresListener(database.postgresUrl, handlers, log);
}

async function startPostgresListener(
  url: string,
  handlers: LiveListenerHandlers,
  log: Log,
): Promise<LiveListener> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retryMs = liveListenerRetryFirstMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === liveNotifyChannel && message.payload) handlers.onPayload(message.payload);
    });
    // 'error' and 'end' both come when the server or the network drops the connection; one reconnect follows.
    // Before LISTEN has succeeded a failure is the caller's (the first start, or a retry that schedules the next).
    let listening = false;
    let dropped = false;
    const onDrop = (error?: Error) => {
      if (!listening || dropped || stopped) return;
      dropped = true;
      log.warn({ reason: error?.message ?? 'ended' }, 'live listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', onDrop);
    next.on('end', () => onDrop());
    try {
      await next.connect();
      await next.query(`LISTEN ${liveNotifyChannel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    client = next;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryMs = liveListenerRetryFirstMs;
          log.info('live listener reconnected');
          handlers.onReconnected();
        },
        (error: unknown) => {
          log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'live listener retry failed',
          );
          retryMs = Math.min(retryMs * 2, liveListenerRetryMaxMs);
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
