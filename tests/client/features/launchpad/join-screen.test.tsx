// Proves the join form: the live USDT cost (rounded up, exact), the available balance and limits, the rules before sending, "Subscription in progress..." while the request runs, the Idempotency-Key and body sent, success going to the records, a refusal shown in the server's words under its field, and the disabled reasons when offline or not open.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JoinScreen from '../../../../src/client/features/launchpad/join-screen';
import { failure, setOnline } from '../me/me-test-kit';
import { signedInScreenHooks, toastText } from '../screen-kit';
import { formOf, renderAt } from '../second-contract/second-kit';
import { envelope } from '../me/me-test-kit';
import { openListing, serveLaunchpad, subscription } from './launchpad-kit';

const joinPath = '/home/join';

signedInScreenHooks();

async function openForm() {
  renderAt(`${joinPath}?id=l1`, joinPath, <JoinScreen />);
  await screen.findByTestId('lp-join-form');
  await waitFor(() => expect(screen.getByTestId('lp-join-available').textContent).toBe('1,000.00 USDT'));
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('JoinScreen', () => {
  it("shows the cost live in USDT's 2 places (the exact, rounded-up cost is tests/common/launchpad-maths), with the limits and what is left", async () => {
    serveLaunchpad();
    await openForm();
    expect(screen.getByTestId('lp-join-cost').textContent).toBe('-- USDT');
    type('lp-join-amount', '3');
    expect(screen.getByTestId('lp-join-cost').textContent).toBe('0.37 USDT');
    expect(screen.getByTestId('lp-join-min').textContent).toBe('10 CS');
    expect(screen.getByTestId('lp-join-limit').textContent).toBe('5,000 CS');
    expect(screen.getByTestId('lp-join-left').textContent).toBe('4,000 CS');
  });

  it('checks the amount and the trade password before anything is sent', async () => {
    const server = serveLaunchpad();
    await openForm();
    type('lp-join-amount', '5');
    fireEvent.submit(screen.getByTestId('lp-join-form'));
    expect(await screen.findByText('The least you can subscribe for is 10 CS.')).toBeTruthy();
    type('lp-join-amount', '4000.5');
    expect(screen.getByText('Your limit leaves 4,000 CS for you in this sale.')).toBeTruthy();
    type('lp-join-amount', '20');
    fireEvent.submit(screen.getByTestId('lp-join-form'));
    expect(document.activeElement?.id).toBe('lp-join-trade-password');
    expect(server.pathsCalled()).not.toContain('/launchpad/join');
  });

  it('sends once with an Idempotency-Key, says "Subscription in progress..." meanwhile, then opens the records', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = serveLaunchpad({ join: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openForm();
    type('lp-join-amount', '20');
    type('lp-join-password', '123456');
    fireEvent.submit(screen.getByTestId('lp-join-form'));
    const button = await screen.findByTestId('lp-join-submit');
    await waitFor(() => expect(button.textContent).toBe('Subscription in progress...'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const request = server.calls.find((call) => new URL(call.url).pathname === '/launchpad/join');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await formOf(request as Request)).toEqual({ id: 'l1', amount: '20', tradePassword: '123456' });
    await act(async () => answer(envelope(subscription('s1'))));
    await waitFor(() => expect(window.location.hash).toBe('#/home/record'));
    expect(toastText()).toBe('Subscription submitted');
  });

  it("shows a refusal in the server's words under the trade password", async () => {
    serveLaunchpad({
      join: () => failure('TRADE_PASSWORD_WRONG', 'Mot de passe incorrect (2 essais restants)'),
    });
    await openForm();
    type('lp-join-amount', '20');
    type('lp-join-password', '654321');
    fireEvent.submit(screen.getByTestId('lp-join-form'));
    expect(await screen.findByText('Mot de passe incorrect (2 essais restants)')).toBeTruthy();
    expect(screen.getByTestId('lp-join-submit').textContent).toBe('Join now');
    expect(window.location.hash).toBe('#/home/join?id=l1');
  });

  it('is disabled with the reason offline', async () => {
    serveLaunchpad();
    await openForm();
    act(() => setOnline(false));
    expect((screen.getByTestId('lp-join-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toBe(
      'You are offline. You can join again when you reconnect.',
    );
  });

  it('is disabled before the sale opens by the server clock', async () => {
    const listing = openListing();
    serveLaunchpad({ listing: { ...listing, startsAt: listing.serverTime + 60_000 } });
    renderAt(`${joinPath}?id=l1`, joinPath, <JoinScreen />);
    await screen.findByTestId('lp-join-form');
    expect((screen.getByTestId('lp-join-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('blocked-note').textContent).toBe(
      'The sale has not opened yet. You can join once the countdown ends.',
    );
    expect(screen.getByTestId('lp-join-state').textContent).toBe('Warming up');
  });
});
