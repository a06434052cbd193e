/**
 * The `/healthz` answer: always HTTP 200 while the process serves, `status: 'ok'`, or `'degraded'` with the engines
 * of this process that stopped on a broken ledger invariant and why, so that a monitor sees the stop at once.
 */
import type { EngineStatus } from './engine-loop';

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  source: string;
  stoppedEngines?: Array<{ name: string; reason: string; stoppedAt: string }>;
}

export function healthAnswer(source: string, statuses: readonly EngineStatus[]): HealthAnswer {
  const stopped = statuses.filter((status) => status.state === 'stopped');
  if (stopped.length === 0) return { status: 'ok', source };
  return {
    status: 'degraded',
    source,
    stoppedEngines: stopped.map((status) => ({
      name: status.name,
      reason: status.reason ?? '',
      stoppedAt: status.stoppedAt ?? '',
    })),
  };
}
