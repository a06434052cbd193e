// Proves the verify-this-price screen: it asks POST /fairness/price for the link's symbol and time and shows the pair, the recorded and recomputed prices with a match or mismatch state, the commitment and the secret (or when it comes out), the in-browser SHA-256 check of the secret against the commitment (match, mismatch, could not run without crypto.subtle), the command to verify independently, its offline, failed and damaged-link states, and that its texts load with the trading catalog in the reader's language.
import { createHash } from 'node:crypto';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownText } from '../../support/shown-text';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../../../src/client/lib/i18n/i18n';
import { fairnessPaths } from '../../../../src/common/api-paths';
import type { FairnessPrice } from '../../../../src/common/fairness-types';
import VerifyPriceScreen from '../../../../src/client/features/fairness/verify-price-screen';
import { envelope, failure, renderScreen, routeFetch, setOnline } from '../me/me-test-kit';
import { signedInScreenHooks } from '../screen-kit';

const secret = 'a1'.repeat(32);
const commitment = createHash('sha256').update(Buffer.from(secret, 'hex')).digest('hex');
const timeMs = Date.UTC(2026, 2, 4, 5, 6, 7);
const link = `/verify/price?symbol=btcusdt&time=${timeMs}&price=60123.45&kind=settle`;

const revealed: FairnessPrice = {
  symbol: 'btcusdt',
  time: timeMs,
  day: '2026-03-04',
  commitment,
  secret,
  // The same price written with a trailing zero: compared as a decimal, it matches.
  price: '60123.450',
};

function serve(answer: () => Response) {
  const forms: Record<string, string>[] = [];
  const server = routeFetch({
    [fairnessPaths.price]: async (request) => {
      forms.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    },
  });
  return { server, forms };
}

function open(path = link) {
  window.location.hash = `#${path}`;
  return renderScreen(<VerifyPriceScreen />);
}

const stateOf = (testId: string) => screen.getByTestId(testId).getAttribute('data-state');

signedInScreenHooks();

describe('VerifyPriceScreen', () => {
  it('a revealed day: the prices match and the secret hashes to the commitment', async () => {
    const { forms } = serve(() => envelope(revealed));
    open();
    await vi.waitFor(() => expect(stateOf('verify-hash-state')).toBe('ok'));
    expect(forms).toEqual([{ symbol: 'btcusdt', time: String(timeMs) }]);
    expect(screen.getByTestId('verify-pair').textContent).toBe('BTC/USDT');
    expect(screen.getByTestId('verify-instant').textContent).toContain('(UTC day 2026-03-04)');
    expect(screen.getByTestId('verify-recorded').textContent).toBe('60,123.45');
    expect(screen.getByText('Recorded settlement price')).toBeTruthy();
    expect(screen.getByTestId('verify-recomputed').textContent).toBe('60,123.45');
    expect(stateOf('verify-price-state')).toBe('ok');
    expect(screen.getByTestId('verify-price-state').textContent).toContain(
      'The recomputed price matches the recorded price.',
    );
    expect(screen.getByTestId('verify-commitment').textContent).toBe(commitment);
    expect(screen.getByTestId('verify-secret').textContent).toBe(secret);
    expect(screen.getByTestId('verify-hash-state').textContent).toContain(
      'SHA-256 of the secret equals the commitment',
    );
    expect(screen.getByTestId('verify-note').textContent).toContain('npm run verify-prices -- 2026-03-04');
  });

  it('a different recomputed price and a secret that does not hash to the commitment are both shown as failures', async () => {
    serve(() => envelope({ ...revealed, price: '60123.46', commitment: 'b2'.repeat(32) }));
    open();
    await vi.waitFor(() => expect(stateOf('verify-hash-state')).toBe('bad'));
    expect(screen.getByTestId('verify-hash-state').textContent).toContain('does not equal the commitment');
    expect(stateOf('verify-price-state')).toBe('bad');
    expect(screen.getByTestId('verify-price-state').textContent).toContain(
      'The recomputed price 60,123.46 does not match the recorded price 60,123.45.',
    );
  });

  it('before the day ends: the commitment only, and when the secret will be revealed', async () => {
    serve(() => envelope({ ...revealed, secret: null, price: null }));
    open();
    expect((await screen.findByTestId('verify-secret')).textContent).toBe(
      'Revealed after the day ends (00:00 UTC)',
    );
    expect(screen.getByTestId('verify-commitment').textContent).toBe(commitment);
    expect(screen.getByTestId('verify-recomputed').textContent).toBe('--');
    expect(stateOf('verify-price-state')).toBe('pending');
    expect(screen.getByTestId('verify-hash-state').textContent).toContain('once it is revealed');
  });

  it('says the check could not run where crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', {});
    serve(() => envelope(revealed));
    open();
    await vi.waitFor(() =>
      expect(screen.getByTestId('verify-hash-state').textContent).toContain(
        'the check of the secret could not run',
      ),
    );
    expect(stateOf('verify-hash-state')).toBe('pending');
    // The price comparison needs no crypto and still runs.
    expect(stateOf('verify-price-state')).toBe('ok');
  });

  it('offline: says the check needs the network, asks nothing, and reads once back online', async () => {
    const { forms } = serve(() => envelope(revealed));
    setOnline(false);
    open();
    expect((await screen.findByTestId('verify-offline')).textContent).toContain('it needs the network');
    expect(forms).toHaveLength(0);
    act(() => setOnline(true));
    await vi.waitFor(() => expect(stateOf('verify-price-state')).toBe('ok'));
    expect(forms).toHaveLength(1);
  });

  it("shows the server's refusal with a retry", async () => {
    let fail = true;
    serve(() =>
      fail ? failure('FAIRNESS_UNKNOWN_SYMBOL', 'This trading pair is not known.') : envelope(revealed),
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This trading pair is not known.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(stateOf('verify-price-state')).toBe('ok'));
  });

  it('a damaged link says so and asks nothing', async () => {
    const { forms } = serve(() => envelope(revealed));
    open('/verify/price?symbol=btcusdt&time=soon&price=60123.45');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link does not name a price to verify.',
    );
    expect(forms).toHaveLength(0);
  });
});

describe('VerifyPriceScreen: languages', () => {
  afterEach(async () => {
    await activateLocale('en-US');
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  });

  it('speaks the chosen language', async () => {
    await act(() => activateLocale('ja-JP'));
    serve(() => envelope({ ...revealed, secret: null, price: null }));
    open();
    expect(shownText((await screen.findByTestId('verify-secret')).textContent)).toBe(
      'その日の終了後に公開（UTC 00:00）',
    );
    expect(shownText(screen.getByRole('heading', { level: 1 }).textContent)).toBe('価格の検証');
  });
});
