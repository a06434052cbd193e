// Proves the withdrawal screen's rules: no form without a verified identity (a message and a link to /me/verify instead), the fee and the actual arrival shown before confirming, a review step (address, network, amount, fee, arrival) whose Back keeps the values and whose Confirm leads to the trade password, a submit button that says "Processing..." while the request runs, and a submission that sends the saved address, the amount, the trade password and an Idempotency-Key.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundingPaths, walletPaths } from '../../../../src/common/api-paths';
import { kycStatus } from '../../../../src/common/user-types';
import WithdrawScreen from '../../../../src/client/features/funding/withdraw-screen';
import { envelope, failure, renderScreen, routeFetch, setOnline, signIn } from '../me/me-test-kit';
import { coinAssets, savedAddress, walletConfig } from './funding-test-kit';

const profile = (auth: number, assetsPwd = true) => ({
  email: 'demo@petrel.exchange',
  authen: auth,
  isAssert: assetsPwd,
});

function serve(onWithdraw?: (request: Request) => Response | Promise<Response>) {
  return routeFetch({
    [fundingPaths.config]: () => envelope(walletConfig),
    [fundingPaths.addressList]: () => envelope([savedAddress]),
    [walletPaths.assets]: () => envelope(coinAssets),
    [fundingPaths.withdrawSubmit]: onWithdraw ?? (() => envelope({ id: '1' })),
  });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  window.location.hash = '#/assert/withdrawel?currency=USDT';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the KYC gate', () => {
  it('shows a clear message and a link to /me/verify instead of the form when unverified', async () => {
    signIn(profile(kycStatus.unverified));
    const server = serve();
    renderScreen(<WithdrawScreen />);
    const gate = await screen.findByTestId('withdraw-gate-kycNotVerified');
    expect(gate.textContent).toContain('verified identity');
    expect(screen.getByTestId('withdraw-gate-link').getAttribute('href')).toBe('#/me/verify');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(server.pathsCalled()).not.toContain(fundingPaths.withdrawSubmit);
  });

  it('says a verification under review must be approved first', async () => {
    signIn(profile(kycStatus.underReview));
    serve();
    renderScreen(<WithdrawScreen />);
    expect(await screen.findByTestId('withdraw-gate-kycUnderReview')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('asks for a trade password when a verified user has none', async () => {
    signIn(profile(kycStatus.verified, false));
    serve();
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-gate-tradePasswordNotSet');
    expect(screen.getByTestId('withdraw-gate-link').getAttribute('href')).toBe('#/me/safety');
  });
});

describe('the withdrawal form of a verified user', () => {
  beforeEach(() => {
    signIn(profile(kycStatus.verified));
  });

  const fillAmount = (value: string) =>
    act(async () => {
      fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value } });
    });

  /** From the filled-in form through the review to the trade password field, typed. */
  const reviewAndType = async (tradePassword: string) => {
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-confirm')));
    fireEvent.change(screen.getByTestId('withdraw-trade-password'), { target: { value: tradePassword } });
  };

  it('shows the fee and the exact actual arrival before confirming', async () => {
    serve();
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.50 USDT');
    expect(screen.getByTestId('withdraw-arrival').textContent).toBe('-- USDT');
    await fillAmount('100.1');
    expect(screen.getByTestId('withdraw-arrival').textContent).toBe('98.60 USDT');
    await fillAmount('10.3');
    expect(screen.getByTestId('withdraw-arrival').textContent).toBe('8.80 USDT');
  });

  it('fills "all" with the available balance and refuses more than the maximum', async () => {
    serve();
    renderScreen(<WithdrawScreen />);
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toContain('10,000'));
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-all')));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('10000');
    await fillAmount('60000');
    await act(async () => fireEvent.blur(screen.getByTestId('withdraw-amount')));
    expect(document.getElementById('withdraw-amount-error')?.textContent).toBe(
      'The maximum per withdrawal is 50000 USDT.',
    );
  });

  it('sends the address, amount and trade password once, with an Idempotency-Key', async () => {
    let sent: Record<string, string> = {};
    const server = serve(async (request) => {
      sent = Object.fromEntries(new URLSearchParams(await request.text()));
      return envelope({ id: '1' });
    });
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-address-7');
    await fillAmount('100');
    await reviewAndType('246810');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    await waitFor(() => expect(server.pathsCalled()).toContain(fundingPaths.withdrawSubmit));
    const submitted = server.calls.filter((call) => call.url.endsWith(fundingPaths.withdrawSubmit));
    expect(submitted).toHaveLength(1);
    const request = submitted[0]!;
    expect(request.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(sent).toEqual({ addressId: '7', amount: '100', tradePwd: '246810' });
    await waitFor(() => expect(window.location.hash).toBe('#/assert/record'));
  });

  it('sends the same Idempotency-Key again when the first answer was lost, and a new one after an answer', async () => {
    let attempt = 0;
    const server = serve(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return failure('INSUFFICIENT_BALANCE', 'Insufficient available balance of USDT.');
    });
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-address-7');
    await fillAmount('100');
    await reviewAndType('246810');
    const submit = async () => {
      // A lost answer reads as "offline" until the reconnect probe succeeds; the user presses again online.
      await act(async () => setOnline(true));
      await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    };
    const keysSent = () =>
      server.calls
        .filter((call) => call.url.endsWith(fundingPaths.withdrawSubmit))
        .map((call) => call.headers.get('idempotency-key'));
    await submit();
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await submit();
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    // A refusal of the amount sends the user back to the form, with the reason under the amount.
    await waitFor(() =>
      expect(document.getElementById('withdraw-amount-error')?.textContent).toBe(
        'Insufficient available balance of USDT.',
      ),
    );
    expect(document.activeElement?.id).toBe('withdraw-amount');
    await reviewAndType('246810');
    await submit();
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    const [first, retry, afterAnswer] = keysSent();
    expect(retry).toBe(first);
    expect(afterAnswer).not.toBe(first);
  });

  it('sends nothing while a rule fails, and shows a wrong trade password under its field', async () => {
    const server = serve(() =>
      failure('TRADE_PASSWORD_WRONG', 'The trade password is wrong. 4 attempts left.'),
    );
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-address-7');
    await fillAmount('5');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    expect(screen.queryByTestId('withdraw-review')).toBeNull();
    expect(document.getElementById('withdraw-amount-error')?.textContent).toBe(
      'The minimum per withdrawal is 10 USDT.',
    );
    await fillAmount('20');
    await reviewAndType('12');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect(server.pathsCalled()).not.toContain(fundingPaths.withdrawSubmit);
    fireEvent.change(screen.getByTestId('withdraw-trade-password'), { target: { value: '111111' } });
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    await waitFor(() =>
      expect(document.getElementById('withdraw-trade-password-error')?.textContent).toBe(
        'The trade password is wrong. 4 attempts left.',
      ),
    );
  });

  it('disables confirming offline, with the reason', async () => {
    serve();
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    await act(async () => setOnline(false));
    expect((screen.getByTestId('withdraw-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toContain('Connect to the internet to withdraw');
  });

  it('reviews address, network, amount, fee and arrival; Back keeps the values, Confirm asks for the password', async () => {
    const server = serve();
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-address-7');
    await fillAmount('100.1');
    expect(screen.queryByTestId('withdraw-trade-password')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    expect(screen.getByRole('region', { name: 'Check your withdrawal' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Check your withdrawal');
    const figure = (key: string) => screen.getByTestId(`withdraw-review-${key}`).textContent;
    expect(figure('address')).toBe('My wallet TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    expect(figure('network')).toBe('TRC20');
    expect(figure('amount')).toBe('100.10 USDT');
    expect(figure('fee')).toBe('1.50 USDT');
    expect(figure('arrival')).toBe('98.60 USDT');
    expect(screen.queryByTestId('withdraw-trade-password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(screen.queryByTestId('withdraw-review')).toBeNull();
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('100.1');
    expect((screen.getByTestId('withdraw-address-7') as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(screen.getByTestId('withdraw-next')));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('withdraw-review-arrival').textContent).toBe('98.60 USDT');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('withdraw-trade-password'));
    expect(server.pathsCalled()).not.toContain(fundingPaths.withdrawSubmit);
  });

  it('says "Processing..." on the disabled submit button while the withdrawal is sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<WithdrawScreen />);
    await screen.findByTestId('withdraw-address-7');
    await fillAmount('100');
    await reviewAndType('246810');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    const button = screen.getByTestId('withdraw-submit') as HTMLButtonElement;
    expect(button.textContent).toBe('Processing...');
    expect(button.disabled).toBe(true);
    await act(async () => answer(envelope({ id: '1' })));
    await waitFor(() => expect(window.location.hash).toBe('#/assert/record'));
  });
});
