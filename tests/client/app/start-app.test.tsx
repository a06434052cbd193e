// Proves the app's start: whatever index.html painted inside #root (its shell, or a prerendered first screen) stays
// there until React's first render, which runs as a transition, commits the translated first screen in its place; a
// visitor whose first screen is private gets its login prompt in that first commit, not loading rows before it.
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivityStore } from '../../../src/client/lib/connectivity/connectivity-store';
import { clearSession } from '../../../src/client/lib/session/session-store';
import { start } from '../../../src/client/start-app';

// The update prompt registers the service worker through the PWA plugin's virtual module, which only Vite's builds
// provide; it is not what this test is about.
vi.mock('../../../src/client/app/update-prompt', () => ({ UpdatePrompt: () => null }));

/** Which of the Assets tab's chunk and the login prompt's chunk the start asked for, in order. */
const chunks = vi.hoisted(() => ({ asked: [] as string[] }));
vi.mock('../../../src/client/features/assets/assets-screens', async (importOriginal) => {
  chunks.asked.push('assets screen');
  return importOriginal();
});
vi.mock('../../../src/client/app/login-gate-screen', async (importOriginal) => {
  chunks.asked.push('login prompt');
  return importOriginal();
});

/** What index.html puts in #root before any script runs, reduced to a marker. */
const paintedHtml = '<div class="boot" data-testid="painted-shell">Petrel</div>';

/** The roots the tests started: unmounted after each, or they would go on rendering into the next test file. */
const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('start', () => {
  it("replaces #root's painted content with the first screen", async () => {
    document.body.innerHTML = `<div id="root">${paintedHtml}</div>`;
    window.location.hash = '#/home';
    // Offline: the first screen asks the network for nothing, and shows its empty states.
    connectivityStore.set({ browserOnline: false, lastRequestFailed: false });
    await act(async () => {
      roots.push(await start());
    });
    expect(screen.queryByTestId('painted-shell')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it("commits a visitor's login prompt, with its texts, as the first screen of a private route", async () => {
    document.body.innerHTML = `<div id="root">${paintedHtml}</div>`;
    window.location.hash = '#/account/assert/1';
    clearSession();
    connectivityStore.set({ browserOnline: false, lastRequestFailed: false });
    // Every commit into #root, to see what came between the painted copy and the prompt.
    let loadingRowsShown = false;
    const observer = new MutationObserver(() => {
      loadingRowsShown ||= document.querySelector('#root .loading-rows') !== null;
    });
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
    await act(async () => {
      roots.push(await start());
    });
    observer.disconnect();
    expect(screen.queryByTestId('painted-shell')).toBeNull();
    // No loading rows between the painted copy and the prompt: the prompt's chunk and texts came before the commit.
    expect(loadingRowsShown).toBe(false);
    expect(screen.getByTestId('login-required')).toBeTruthy();
    // The prompt's chunk came with the language; the screen a visitor will not see was not downloaded.
    expect(chunks.asked).toEqual(['login prompt']);
    expect(screen.getByText('Please login first')).toBeTruthy();
    expect(screen.getByText(/see your coin account and contract account/)).toBeTruthy();
  });
});
