/**
 * The end-to-end specs run in two workers, one spec file at a time in each, and each worker drives a server of its
 * own (global-setup.ts starts them). A spec therefore shares its server only with the specs that run before it in
 * the same worker, never with one running beside it (worker-server.ts): the demo account, the operator's settings
 * and the outbox are never touched by two specs at once, as they were not when the whole suite ran in one worker.
 *
 * Why two: run in one worker, the suite left a third of the two cores idle (the browser waits on timers, frames and
 * the server); two workers overlap those waits.
 */
export const e2eWorkerCount = 2;

/** A server the specs drive: its address and its data directory (the operator token, the ops CLI's target). */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

/**
 * The specs that take longest, longest first: they start first, one in each worker, and the short ones fill in
 * around them (e2e-sequencer.ts). Measured in one worker on two cores: the logged-out sweeps with the other
 * accessibility checks about 90 s, the signed-in sweeps about 85 s, the prerendered first screens about 75 s; the
 * next longest about 35 s.
 */
export const longestSpecs = [
  'accessibility.e2e.ts',
  'accessibility-signed-in.e2e.ts',
  'prerendered-first-screens.e2e.ts',
];
