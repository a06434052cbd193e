/**
 * How Petrel starts the system Chromium (Debian's packages, never a downloaded browser): headless, and with the
 * flags that keep it from calling home, which a closed network would refuse many times over.
 *
 * Two builds of the same Chromium:
 * - the end-to-end suite and the build scripts use Debian's `chromium-headless-shell` when it is installed: the
 *   same engine without the desktop browser around it, which ran prerendered-first-screens.e2e.ts in 72 s where
 *   `chromium` (whose `--headless` is the full browser, windowless) took 118 s on the same host;
 * - the benches measure what a phone's browser does, so they always drive the full `chromium`, and so does the
 *   touch spec: after a tap's click the headless shell moves its mouse back to (0, 0), and the mouseleave that
 *   follows hides uPlot's crosshair, which no phone does.
 * CHROMIUM_PATH overrides both.
 */
import fs from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The full browser: for the benches and the touch spec. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The lighter headless build when installed, else the full browser: for tests and scripts. */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath);

export function chromiumLaunchOptions(executablePath: string = testChromiumPath): LaunchOptions {
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium is missing at ${executablePath}. Install it with: sudo apt-get install chromium chromium-headless-shell`,
    );
  }
  return {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
