// Proves an address without a screen shows the not-found screen with a link home (it used to redirect to Home without a word), while the bare root still opens Home.
import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/client/app/app';

// The update prompt needs the PWA plugin's virtual module, which exists only in a Vite build.
vi.mock('../../../src/client/app/update-prompt', () => ({ UpdatePrompt: () => null }));

// Home's market and platform calls answer empty, so the root's redirect can land there without a network.
vi.mock('../../../src/client/lib/market-data/market-api', () => {
  const base = { status: 'ok' as const, ts: 0, source: 'sim' as const };
  return {
    fetchQuoteTickers: async () => ({ ...base, data: [] }),
    fetchKline: async () => ({ ...base, data: [] }),
  };
});
vi.mock('../../../src/client/lib/http/envelope-calls', () => ({ getCode: async () => [] }));

function renderAppAt(hash: string) {
  window.history.replaceState(null, '', `/mobile/${hash}`);
  return render(<App />);
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

describe('the route fallback', () => {
  it('shows the not-found screen at an unknown address, with a header and a link home', async () => {
    renderAppAt('#/nowhere');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(heading).toBeTruthy();
    expect(window.location.hash).toBe('#/nowhere');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home.getAttribute('href')).toBe('#/home');
  });

  it('still opens Home from the bare root', async () => {
    renderAppAt('');
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(screen.queryByTestId('not-found')).toBeNull();
  });
});
