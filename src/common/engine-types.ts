/**
 * The wire shape of an engine's state (docs/api.md, the operator's `engines` calls; `/healthz` shows the stopped
 * ones). The engines produce it and the admin routes and the operator CLI read it, so it lives where all may
 * import it.
 */

/**
 * What the operator sees of one engine (`/healthz`, `npm run ops -- engines`). Per process: each server process
 * runs its own loop, and a stop or a resume concerns that process only.
 */
export interface EngineStatus {
  name: string;
  state: 'running' | 'stopped';
  /** Why it stopped (the LedgerInvariantError's message); absent while it runs. */
  reason?: string;
  /** When it stopped, by the engine's clock (ISO 8601). */
  stoppedAt?: string;
  /** When its last batch completed, by the engine's clock (ISO 8601); absent before the first. */
  lastBatchAt?: string;
}
