// Proves the one mechanism by which figures follow a money action: sendWithKey's success reads every private query on screen again before the caller goes on, marks remembered private answers of screens not on screen as saved copies, leaves public queries alone, and does nothing after a refusal.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCachedQuery } from '../../../src/client/lib/cache/use-cached-query';
import { connectivityStore } from '../../../src/client/lib/connectivity/connectivity-store';
import { ApiFailure } from '../../../src/client/lib/http/api-failure';
import { SubmissionKeys } from '../../../src/client/lib/http/idempotency-key';
import { sendWithKey } from '../../../src/client/lib/http/send-with-key';
import { clearDeviceCache } from '../support/device-cache';

/** A server whose figure a write changes, counting the reads of it. */
function fakeBalance(start: string) {
  const state = { balance: start, reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      return state.balance;
    },
  };
}

function Figure({ name, cacheKey, userId, read }: FigureProps) {
  // Off the tick, so only a money move can explain a second read.
  const query = useCachedQuery(cacheKey, read, { userId, refreshOnTick: false });
  return (
    <p data-testid={name}>
      {query.data ?? 'none'}|{query.fromCache ? 'saved' : 'live'}
    </p>
  );
}

interface FigureProps {
  name: string;
  cacheKey: string;
  userId: string;
  read: () => Promise<string>;
}

const text = (name: string) => screen.getByTestId(name).textContent;

beforeEach(async () => {
  await clearDeviceCache();
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
});
afterEach(() => cleanup());

describe('money moved', () => {
  it('reads every private figure on screen again before the successful send returns', async () => {
    const coin = fakeBalance('10000');
    const contract = fakeBalance('0');
    render(
      <>
        <Figure name="coin" cacheKey="mm:coin" userId="u1" read={coin.read} />
        <Figure name="contract" cacheKey="mm:contract" userId="u1" read={contract.read} />
      </>,
    );
    await waitFor(() => expect(text('coin')).toBe('10000|live'));
    await waitFor(() => expect(text('contract')).toBe('0|live'));

    let returned = false;
    await act(async () => {
      await sendWithKey(new SubmissionKeys(), { amount: '2500' }, async () => {
        coin.state.balance = '7500';
        contract.state.balance = '2500';
        return 'done';
      });
      returned = true;
    });
    expect(returned).toBe(true);
    // Read again by the time the caller says "successful", not on some later tick.
    expect(coin.state.reads).toBe(2);
    expect(contract.state.reads).toBe(2);
    await waitFor(() => expect(text('coin')).toBe('7500|live'));
    expect(text('contract')).toBe('2500|live');
  });

  it('leaves public figures alone', async () => {
    const price = fakeBalance('100');
    render(<Figure name="price" cacheKey="mm:price" userId="" read={price.read} />);
    await waitFor(() => expect(text('price')).toBe('100|live'));
    await act(async () => {
      await sendWithKey(new SubmissionKeys(), { id: '1' }, async () => 'done');
    });
    expect(price.state.reads).toBe(1);
  });

  it('shows a remembered private answer of a screen not on screen as a saved copy until it is read again', async () => {
    const records = fakeBalance('one record');
    const first = render(<Figure name="records" cacheKey="mm:records" userId="u1" read={records.read} />);
    await waitFor(() => expect(text('records')).toBe('one record|live'));
    first.unmount();

    await act(async () => {
      await sendWithKey(new SubmissionKeys(), { id: '2' }, async () => {
        records.state.balance = 'two records';
        return 'done';
      });
    });
    let resolveRead: (value: string) => void = () => undefined;
    const slowRead = () =>
      new Promise<string>((resolve) => {
        resolveRead = resolve;
      });
    render(<Figure name="records" cacheKey="mm:records" userId="u1" read={slowRead} />);
    expect(text('records')).toBe('one record|saved');
    await act(async () => resolveRead('two records'));
    await waitFor(() => expect(text('records')).toBe('two records|live'));
  });

  it('reads nothing again after a refusal: no money moved', async () => {
    const coin = fakeBalance('10000');
    render(<Figure name="coin" cacheKey="mm:refused" userId="u1" read={coin.read} />);
    await waitFor(() => expect(text('coin')).toBe('10000|live'));
    await act(async () => {
      await expect(
        sendWithKey(new SubmissionKeys(), { amount: '99999' }, async () => {
          throw new ApiFailure('Insufficient available balance of USDT.', 'rejected', 'INSUFFICIENT_BALANCE');
        }),
      ).rejects.toThrow('Insufficient');
    });
    expect(coin.state.reads).toBe(1);
  });

  it('reads again after an unknown outcome, since the money may have moved', async () => {
    const coin = fakeBalance('10000');
    render(<Figure name="coin" cacheKey="mm:unknown" userId="u1" read={coin.read} />);
    await waitFor(() => expect(text('coin')).toBe('10000|live'));
    await act(async () => {
      await expect(
        sendWithKey(new SubmissionKeys(), { amount: '1' }, async () => {
          coin.state.balance = '9999';
          throw new ApiFailure('The request timed out.', 'timeout');
        }),
      ).rejects.toThrow('timed out');
    });
    await waitFor(() => expect(text('coin')).toBe('9999|live'));
  });
});
