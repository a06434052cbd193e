// Proves the pure allocation rule to the minor unit: everyone gets what they asked when the sale is not
// oversubscribed, a pro-rata share rounded down when it is, paid rounded up and never above the cost, and
// paid + refunded = cost for every subscription (rounding never creates money).
import { describe, expect, it } from 'vitest';
import { add, compare, mul, type DecimalString } from '../../../src/common/decimal';
import { decideAllocation } from '../../../src/server/engines/launchpad/decide-allocation';

const d = (value: string) => value as DecimalString;
const costOf = (requested: string, price: string) =>
  mul(d(requested), d(price), { scale: 8, rounding: 'up' });
const subs = (price: string, ...requested: string[]) =>
  requested.map((amount, index) => ({ id: index + 1, requested: d(amount), cost: costOf(amount, price) }));

describe('decideAllocation', () => {
  it('gives everyone what they asked, ratio 1, nothing refunded, when undersubscribed', () => {
    const price = '0.33333333';
    const decisions = decideAllocation({ offeredAmount: d('10'), price: d(price) }, subs(price, '1', '2'));
    expect(decisions).toEqual([
      { id: 1, allocated: '1', ratio: '1', paid: '0.33333333', refunded: '0' },
      { id: 2, allocated: '2', ratio: '1', paid: '0.66666666', refunded: '0' },
    ]);
  });

  it('gives everyone what they asked when the requests total exactly the offer', () => {
    const price = '0.33333333';
    const decisions = decideAllocation({ offeredAmount: d('3'), price: d(price) }, subs(price, '1', '2'));
    expect(decisions.map((entry) => [entry.allocated, entry.ratio, entry.refunded])).toEqual([
      ['1', '1', '0'],
      ['2', '1', '0'],
    ]);
  });

  it('shares an oversubscribed offer pro rata, allocated down and paid up to 8 places', () => {
    const price = '0.33333333';
    const decisions = decideAllocation(
      { offeredAmount: d('2'), price: d(price) },
      subs(price, '1', '1', '1'),
    );
    for (const decision of decisions) {
      // 1 × 2/3 = 0.666666666… → 0.66666666; × 0.33333333 = 0.2222222177… → 0.22222222; 0.33333333 − that.
      expect(decision).toMatchObject({
        allocated: '0.66666666',
        ratio: '0.66666666',
        paid: '0.22222222',
        refunded: '0.11111111',
      });
    }
    const allocated = decisions.reduce((sum, entry) => add(sum, entry.allocated), d('0'));
    expect(allocated).toBe('1.99999998');
  });

  it('allocates the exact share, not requested × the rounded ratio', () => {
    // ratio 7/9 = 0.77777777…; 900 × 7/9 = 700 exactly, while 900 × 0.77777777 would give 699.999993.
    const price = '1';
    const decisions = decideAllocation({ offeredAmount: d('700'), price: d(price) }, subs(price, '900'));
    expect(decisions[0]).toMatchObject({
      allocated: '700',
      ratio: '0.77777777',
      paid: '700',
      refunded: '200',
    });
  });

  it('allocates nothing and refunds the whole cost when a share is below one minor unit', () => {
    const price = '2';
    const decisions = decideAllocation(
      { offeredAmount: d('0.00000001'), price: d(price) },
      subs(price, '1', '1'),
    );
    expect(decisions.map((entry) => [entry.allocated, entry.paid, entry.refunded])).toEqual([
      ['0', '0', '2'],
      ['0', '0', '2'],
    ]);
  });

  it('keeps paid + refunded = cost and paid ≤ cost over seeded random sales', () => {
    let seed = 9;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 300; round += 1) {
      const price = `${next() % 3}.${String(1 + (next() % 99999999)).padStart(8, '0')}`;
      const requested = Array.from(
        { length: 1 + (next() % 6) },
        () => `${1 + (next() % 500)}.${next() % 1000}`,
      );
      const entries = subs(price, ...requested);
      const offered = `${1 + (next() % 1000)}`;
      const decisions = decideAllocation({ offeredAmount: d(offered), price: d(price) }, entries);
      const total = decisions.reduce((sum, entry) => add(sum, entry.allocated), d('0'));
      expect(compare(total, d(offered)) <= 0).toBe(true);
      decisions.forEach((decision, index) => {
        expect(add(decision.paid, decision.refunded)).toBe(entries[index]!.cost);
        expect(compare(decision.paid, entries[index]!.cost) <= 0).toBe(true);
        expect(compare(decision.allocated, entries[index]!.requested) <= 0).toBe(true);
      });
    }
  });
});
