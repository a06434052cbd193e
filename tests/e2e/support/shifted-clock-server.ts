/**
 * The real server (src/server/serve.ts) on a clock the end-to-end test can move forward: the system clock plus an
 * offset the test writes to E2E_CLOCK_OFFSET_FILE and announces with SIGUSR2. Days of a lock-up pass in a second,
 * while the browser, the engines and the API all see the one server clock. Only tests start this file.
 */
import fs from 'node:fs';
import { exitOnStartFailure, serve } from '../../../src/server/serve';

const offsetFile = process.env.E2E_CLOCK_OFFSET_FILE;
if (!offsetFile) throw new Error('E2E_CLOCK_OFFSET_FILE is required');
let offsetMs = 0;
process.on('SIGUSR2', () => {
  const next = Number(fs.readFileSync(offsetFile, 'utf8'));
  // The clock never runs backwards: the engines and sessions assume it does not.
  if (Number.isSafeInteger(next) && next > offsetMs) offsetMs = next;
});

serve(() => Date.now() + offsetMs).catch(exitOnStartFailure);
