/**
 * The page's entry. It lets the browser paint the prerendered first screen index.html carries (scripts/prerender/),
 * and only then asks for what the app's start waits for (start-early.ts) and evaluates the app (start-app.tsx).
 * Evaluating the app's code — mostly react-dom, about 200 KB — is a single task of a few hundred milliseconds on a
 * mid-range phone; run straight after the HTML was parsed, it came before the first frame, so the page showed only
 * once the app did. The app's chunk (about 77 KiB gzip, with its stylesheet) is asked for only after that paint,
 * not preloaded by index.html: on a slow connection a download begun with the page shares its first round trips
 * with the page itself, and the first paint needs only the HTML. The chunk then comes one frame later than it could,
 * against a first paint that no longer waits behind it. This file and what it imports are one chunk, the only
 * script index.html asks for (vite.config.ts's start-early group; one-start-script-plugin.ts fails a build that
 * asks for more): none of it imports React, whose hooks over these modules live in files of their own.
 */
import { nextTask } from './lib/async/next-task';
import { startEarly } from './start-early';
import './app/styles.css';
import { showStartFailure } from './start-failure';

/** A page that gets no animation frames (a hidden tab) starts the app after this long anyway. */
const paintWaitMaxMs = 100;

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, paintWaitMaxMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

void afterNextPaint()
  .then(() => {
    startEarly();
    return import('./start-app');
  })
  .then(async ({ start }) => {
    // Evaluating the app's chunk is one task of 100–150 ms at 4× CPU, and start()'s synchronous part another
    // 40–100 ms; run as the import's continuation, both made a single task of up to 335 ms (issue 23's
    // long-animation-frame records of the trade screen).
    await nextTask();
    await start();
  })
  .catch(() => showStartFailure());
