/**
 * Mounts the service worker's registration and update prompt (registered-update-prompt.tsx) once the first screen's
 * requests are over.
 */
import { useEffect, useState } from 'react';
import { whenNetworkQuiet } from '../lib/async/when-network-quiet';
import { RegisteredUpdatePrompt } from './registered-update-prompt';

/**
 * The worker registers once no request of the page has finished for this long (its precache would otherwise take
 * turns with the first screen's chunks and data on a slow network), and at the latest after registrationMaxWaitMs.
 */
const registrationQuietMs = 2_000;
const registrationMaxWaitMs = 20_000;

/**
 * Registers the service worker, and asks about waiting versions, once the first screen's requests are over. The
 * page's load event, which workbox-window waits for, no longer marks that moment: the app starts after it
 * (main.tsx), so the precache began with the app's first commit, beside every chunk and call of the first screen.
 */
export function UpdatePrompt() {
  const [due, setDue] = useState(false);
  useEffect(
    () =>
      whenNetworkQuiet(() => setDue(true), {
        quietMs: registrationQuietMs,
        maxWaitMs: registrationMaxWaitMs,
      }),
    [],
  );
  return due ? <RegisteredUpdatePrompt /> : null;
}
