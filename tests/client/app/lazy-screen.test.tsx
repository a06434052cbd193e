// Proves that a screen whose chunk was asked for before React renders it draws at once, without its Suspense
// fallback (which would replace a prerendered first screen for one commit), and that a route's chunk brings the
// catalog part its screens show.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/client/app/lazy-screen';
import { routeFor } from '../../../src/client/app/routes';
import { catalogPartsStore } from '../../../src/client/lib/i18n/i18n';

function renderWithFallbackCount(Screen: ReturnType<typeof lazyScreen>): { fallbacks: () => number } {
  let fallbacks = 0;
  const Fallback = () => {
    fallbacks += 1;
    return <p>loading</p>;
  };
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  return { fallbacks: () => fallbacks };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first commit, never its fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>ready</p> }));
    await Screen.preload();
    const { fallbacks } = renderWithFallbackCount(Screen);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(fallbacks()).toBe(0);
  });

  it('shows its fallback until a chunk that was not preloaded arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>ready</p> }));
    const { fallbacks } = renderWithFallbackCount(Screen);
    expect(fallbacks()).toBeGreaterThan(0);
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('settles its preload when the chunk fails, leaving the error to the render', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('offline')));
    await expect(Screen.preload()).resolves.toBeUndefined();
  });
});

describe('the route table', () => {
  it("loads the trading catalog part with the Trade tab's chunk", async () => {
    expect(catalogPartsStore.get().loaded).not.toContain('trading:en-US');
    await routeFor('/action/trade')!.screen.preload();
    expect(catalogPartsStore.get().loaded).toContain('trading:en-US');
  });
});
