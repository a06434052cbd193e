/**
 * The `/healthz` answer: always HTTP 200 while the process serves, `status: 'ok'`, or `'degraded'` naming the
 * engines of this process that stopped on a broken ledger invariant, so that a monitor sees the stop at once. The
 * answer is public, so it leaves out the reason (it names references and transaction ids): `ops engines` shows it.
 */
import type { EngineStatus } from '../../common/engine-types';

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  source: string;
  /** Whether trades use simulated or live prices (a production operator must see it at a glance). */
  prices: 'simulated' | 'live';
  stoppedEngines?: Array<{ name: string; stoppedAt: string }>;
}

export function healthAnswer(source: string, statuses: readonly EngineStatus[]): HealthAnswer {
  const stopped = statuses.filter((status) => status.state === 'stopped');
  const prices = source === 'sim' ? 'simulated' : 'live';
  if (stopped.length === 0) return { status: 'ok', source, prices };
  return {
    status: 'degraded',
    source,
    prices,
    stoppedEngines: stopped.map((status) => ({
      name: status.name,
      stoppedAt: status.stoppedAt ?? '',
    })),
  };
}
