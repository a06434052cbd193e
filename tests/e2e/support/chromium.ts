/**
 * How Petrel starts the system Chromium (Debian's `chromium`, never a downloaded browser): headless, and with the
 * flags that keep it from calling home, which a closed network would refuse many times over.
 */
import fs from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install chromium`);
  }
  return {
    executablePath: chromiumPath,
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
