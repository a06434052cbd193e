// Proves the records link to the verify screen: a settled timed order's detail links its open and settlement prices, a closed position's record its open and close prices, each with the pair, the instant and the recorded price; open orders and open positions have no such links.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractCloseReasons, contractStatus } from '../../../../src/common/trading-types';
import { ContractRecordRow } from '../../../../src/client/features/contracts/record-row';
import { OrderDetails } from '../../../../src/client/features/second-contract/order-details';
import { renderScreen } from '../me/me-test-kit';
import { position } from '../contracts/contract-kit';
import { openOrder, openTimeMs, settledOrder } from '../second-contract/second-kit';
import { signedInScreenHooks } from '../screen-kit';

signedInScreenHooks();

const queryOf = (testId: string) => {
  const href = screen.getByTestId(testId).getAttribute('href') ?? '';
  expect(href.startsWith('#/verify/price?')).toBe(true);
  return Object.fromEntries(new URLSearchParams(href.split('?')[1]));
};

describe('links to verify a price', () => {
  it("a settled timed order's detail links both its prices", () => {
    renderScreen(<OrderDetails order={settledOrder('w1')} nowMs={openTimeMs + 60_000} />);
    expect(queryOf('second-verify-open')).toEqual({
      symbol: 'btcusdt',
      time: String(openTimeMs),
      price: '60123.45',
      kind: 'open',
    });
    expect(queryOf('second-verify-settle')).toEqual({
      symbol: 'btcusdt',
      time: String(openTimeMs + 30_000),
      price: '60200.01',
      kind: 'settle',
    });
    expect(screen.getByRole('navigation', { name: "Verify this order's prices" })).toBeTruthy();
  });

  it('an open timed order has none', () => {
    renderScreen(<OrderDetails order={openOrder('s1')} nowMs={openTimeMs} />);
    expect(screen.queryByTestId('second-verify-open')).toBeNull();
  });

  it("a closed position's record links its open and close prices", () => {
    const closedAt = Date.UTC(2026, 0, 2, 4, 0, 0);
    const closed = position({
      status: contractStatus.finished,
      closePrice: '61000.5',
      closedAt,
      closeReason: contractCloseReasons.manual,
      profit: '16.66',
    });
    renderScreen(
      <ul>
        <ContractRecordRow position={closed} />
        <ContractRecordRow position={position({ id: 'p2' })} />
      </ul>,
    );
    expect(queryOf('contract-verify-open-p1')).toEqual({
      symbol: 'btcusdt',
      time: String(Date.UTC(2026, 0, 2, 3, 4, 5)),
      price: '60000',
      kind: 'open',
    });
    expect(queryOf('contract-verify-close-p1')).toMatchObject({
      time: String(closedAt),
      price: '61000.5',
      kind: 'close',
    });
    expect(screen.queryByTestId('contract-verify-open-p2')).toBeNull();
  });
});
