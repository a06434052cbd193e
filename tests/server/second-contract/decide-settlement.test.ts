// Proves the pure settlement rule directly (no database): which side wins, the signed profit (stake × rate rounded
// DOWN to 8 places), and the legs of the one settle movement for a win, a loss and a draw; every decision's legs
// balance, and a win whose profit rounds to nothing moves only the stake.
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '../../../src/common/decimal';
import { secondResults, tradeDirections } from '../../../src/common/trading-types';
import {
  decideSettlement,
  settlementMovement,
  type SettlementOrder,
} from '../../../src/server/engines/second-contract/decide-settlement';
import { assertBalancedLegs } from '../../../src/server/ledger/ledger-amounts';

const dec = (text: string) => text as DecimalString;
const userContract = { userId: 7, accountType: 2 };
const counterparty = { system: 'counterparty' };

function order(changes: Partial<SettlementOrder> = {}): SettlementOrder {
  return {
    id: 42,
    userId: 7,
    quoteCoin: 'USDT',
    tradeType: tradeDirections.up,
    openAmount: dec('33.33333333'),
    incomeRate: dec('0.85'),
    openPrice: dec('60000.12'),
    ...changes,
  };
}

describe('decideSettlement', () => {
  it('pays a buy up above its open price: the stake back and stake × rate rounded down', () => {
    const decision = decideSettlement(order(), dec('60000.13'));
    // 33.33333333 × 0.85 = 28.3333333305 → 28.33333333
    expect(decision).toEqual({
      result: secondResults.win,
      profit: '28.33333333',
      legs: [
        { owner: userContract, bucket: 'frozen', currency: 'USDT', amount: '-33.33333333' },
        { owner: userContract, bucket: 'available', currency: 'USDT', amount: '33.33333333' },
        { owner: counterparty, bucket: 'available', currency: 'USDT', amount: '-28.33333333' },
        { owner: userContract, bucket: 'available', currency: 'USDT', amount: '28.33333333' },
      ],
    });
  });

  it('gives the stake of a buy up below its open price to the counterparty', () => {
    const decision = decideSettlement(order(), dec('60000.11'));
    expect(decision).toEqual({
      result: secondResults.loss,
      profit: '-33.33333333',
      legs: [
        { owner: userContract, bucket: 'frozen', currency: 'USDT', amount: '-33.33333333' },
        { owner: counterparty, bucket: 'available', currency: 'USDT', amount: '33.33333333' },
      ],
    });
  });

  it('mirrors both for a buy down', () => {
    const down = order({ tradeType: tradeDirections.down, incomeRate: dec('0.8') });
    expect(decideSettlement(down, dec('59999.99'))).toMatchObject({
      result: secondResults.win,
      profit: '26.66666666',
    });
    expect(decideSettlement(down, dec('60000.2'))).toMatchObject({
      result: secondResults.loss,
      profit: '-33.33333333',
    });
  });

  it('returns the stake on equal prices in either direction (a draw)', () => {
    for (const tradeType of [tradeDirections.up, tradeDirections.down]) {
      expect(decideSettlement(order({ tradeType }), dec('60000.12'))).toEqual({
        result: secondResults.draw,
        profit: '0',
        legs: [
          { owner: userContract, bucket: 'frozen', currency: 'USDT', amount: '-33.33333333' },
          { owner: userContract, bucket: 'available', currency: 'USDT', amount: '33.33333333' },
        ],
      });
    }
  });

  it('compares prices as decimals, not as text', () => {
    expect(decideSettlement(order({ openPrice: dec('9.5') }), dec('10')).result).toBe(secondResults.win);
    expect(decideSettlement(order({ openPrice: dec('100') }), dec('99.99999999')).result).toBe(
      secondResults.loss,
    );
  });

  it('moves only the stake when a win rounds to no profit', () => {
    const tiny = order({ openAmount: dec('0.00001'), incomeRate: dec('0.0001') });
    const decision = decideSettlement(tiny, dec('60001'));
    expect(decision.result).toBe(secondResults.win);
    expect(decision.profit).toBe('0');
    expect(decision.legs).toHaveLength(2);
  });

  it('balances every decision, in the quote coin, under the reference settle:<id>', () => {
    for (const price of ['59000', '60000.12', '61000']) {
      for (const tradeType of [tradeDirections.up, tradeDirections.down]) {
        const decided = order({ tradeType, quoteCoin: 'BTC', openAmount: dec('0.12345678') });
        const decision = decideSettlement(decided, dec(price));
        expect(() => assertBalancedLegs(decision.legs)).not.toThrow();
        expect(decision.legs.every((leg) => leg.currency === 'BTC')).toBe(true);
        expect(settlementMovement(decided, decision)).toMatchObject({
          kind: 'second-settle',
          reference: 'settle:42',
          userId: 7,
        });
      }
    }
  });
});
