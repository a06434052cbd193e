// Proves the shared arithmetic of a leveraged position (src/common/contract-maths.ts), which the confirm sheet and
// the server both use: size, the fee rounded up, profit rounded toward zero, the maintenance amount, the
// liquidation price on the right side and rounded away from the open price so that it is exactly the first grid
// price that liquidates (checked at the boundary by hand and on 3,000 seeded cases), the payout that never takes
// more than the margin, and checkExitPrice's sides.
import { describe, expect, it } from 'vitest';
import {
  checkExitPrice,
  closingPayout,
  isLiquidated,
  liquidationLoss,
  liquidationPrice,
  maintenanceAmount,
  openingFee,
  positionProfit,
  positionRoiPercent,
  positionSize,
  type PositionTerms,
  type RiskRates,
} from '../../src/common/contract-maths';
import { add, compare, decimalConstant, sub, type DecimalString } from '../../src/common/decimal';
import { tradeDirections } from '../../src/common/trading-types';
import { seededRandom } from '../support/seeded-random';

const d = (text: string): DecimalString => decimalConstant(text, { signed: true });
const rates: RiskRates = { feeRate: d('0.0005'), maintenanceRate: d('0.005') };
const up = tradeDirections.up;
const down = tradeDirections.down;

function terms(
  direction: PositionTerms['direction'],
  margin: string,
  multiple: number,
  open: string,
): PositionTerms {
  return { direction, margin: d(margin), multiple, openPrice: d(open) };
}

describe('size, fee and maintenance', () => {
  it('size is margin × multiple; the fee is size × rate rounded up to 8 places; maintenance too', () => {
    expect(positionSize(d('100'), 10)).toBe('1000');
    expect(positionSize(d('12.34567891'), 100)).toBe('1234.567891');
    expect(openingFee(d('1000'), rates.feeRate)).toBe('0.5');
    // 0.00005 × 0.0005 = 0.000000025: rounded up, never down to what the platform would under-charge.
    expect(openingFee(positionSize(d('0.00001'), 5), rates.feeRate)).toBe('0.00000003');
    expect(maintenanceAmount(d('1234.567891'), rates.maintenanceRate)).toBe('6.17283946');
    expect(liquidationLoss(terms(up, '100', 10, '60000'), rates)).toBe('95');
  });
});

describe('positionProfit', () => {
  it('is size × move / open, signed by direction', () => {
    expect(positionProfit(terms(up, '100', 10, '60000'), d('63000'))).toBe('50');
    expect(positionProfit(terms(up, '100', 10, '60000'), d('57000'))).toBe('-50');
    expect(positionProfit(terms(down, '100', 10, '60000'), d('57000'))).toBe('50');
    expect(positionProfit(terms(down, '100', 10, '60000'), d('63000'))).toBe('-50');
    expect(positionProfit(terms(up, '100', 10, '60000'), d('60000'))).toBe('0');
  });

  it('rounds toward zero on both sides: a gain is never overstated, a loss never overstated either', () => {
    // 1000 × 0.01 / 60000 = 0.000166666…
    expect(positionProfit(terms(up, '100', 10, '60000'), d('60000.01'))).toBe('0.00016666');
    expect(positionProfit(terms(up, '100', 10, '60000'), d('59999.99'))).toBe('-0.00016666');
    expect(positionProfit(terms(down, '100', 10, '60000'), d('60000.01'))).toBe('-0.00016666');
  });

  it('ROI is profit / margin in percent, 2 places, truncated', () => {
    expect(positionRoiPercent(d('50'), d('100'))).toBe('50');
    expect(positionRoiPercent(d('-33.339'), d('100'))).toBe('-33.33');
  });
});

describe('liquidationPrice and isLiquidated', () => {
  it('lies below the open price for buy up and above it for buy down, exactly on the boundary', () => {
    // size 1000, maintenance 5, loss at liquidation 95: 60000 × (1 ∓ 0.095).
    const long = terms(up, '100', 10, '60000');
    const short = terms(down, '100', 10, '60000');
    expect(liquidationPrice(long, rates, 2)).toBe('54300');
    expect(liquidationPrice(short, rates, 2)).toBe('65700');
    expect(isLiquidated(long, rates, d('54300'))).toBe(true);
    expect(isLiquidated(long, rates, d('54300.01'))).toBe(false);
    expect(isLiquidated(short, rates, d('65700'))).toBe(true);
    expect(isLiquidated(short, rates, d('65699.99'))).toBe(false);
  });

  it('rounds a boundary between two grid prices away from the open price, to the first price that liquidates', () => {
    // size 250, loss at liquidation 11.25: the exact boundaries are 28651.30835 and 31351.43165.
    const long = terms(up, '12.5', 20, '30001.37');
    const short = terms(down, '12.5', 20, '30001.37');
    expect(liquidationPrice(long, rates, 2)).toBe('28651.3');
    expect(liquidationPrice(short, rates, 2)).toBe('31351.44');
    // One tick toward the open price the loss is 11.24998625…: not yet liquidated.
    expect(isLiquidated(long, rates, d('28651.31'))).toBe(false);
    expect(isLiquidated(long, rates, d('28651.3'))).toBe(true);
    expect(isLiquidated(short, rates, d('31351.43'))).toBe(false);
    expect(isLiquidated(short, rates, d('31351.44'))).toBe(true);
  });

  it('agrees with isLiquidated at the liquidation price and one tick before it, on 3,000 seeded positions', () => {
    const random = seededRandom(20261125);
    const multiples = [1, 2, 5, 10, 20, 50, 100, 125];
    for (let index = 0; index < 3000; index += 1) {
      const scale = [2, 4, 6][index % 3]!;
      const tick = d(`0.${'0'.repeat(scale - 1)}1`);
      const open = d((0.01 + random() * 90000).toFixed(scale));
      const margin = d((0.00001 + random() * 5000).toFixed(8));
      const multiple = multiples[Math.floor(random() * multiples.length)]!;
      const direction = random() < 0.5 ? up : down;
      const position = terms(direction, margin, multiple, open);
      const price = liquidationPrice(position, rates, scale);
      const towardOpen = direction === up ? add(price, tick) : sub(price, tick);
      if (direction === up) expect(compare(price, open)).toBeLessThan(0);
      else expect(compare(price, open)).toBeGreaterThan(0);
      if (compare(price, d('0')) > 0) expect(isLiquidated(position, rates, price)).toBe(true);
      expect(isLiquidated(position, rates, towardOpen)).toBe(false);
    }
  });
});

describe('closingPayout', () => {
  it('is margin + profit and never below zero: the user never loses more than the margin', () => {
    expect(closingPayout(d('100'), d('50'))).toBe('150');
    expect(closingPayout(d('100'), d('-40'))).toBe('60');
    expect(closingPayout(d('100'), d('-100'))).toBe('0');
    expect(closingPayout(d('100'), d('-250'))).toBe('0');
  });
});

describe('checkExitPrice', () => {
  const open = d('60000');
  const liquidationUp = d('54300');
  const liquidationDown = d('65700');

  it('wants a take profit above the open price for buy up and below it for buy down', () => {
    expect(checkExitPrice('takeProfit', d('61000'), open, liquidationUp, up)).toBe('ok');
    expect(checkExitPrice('takeProfit', d('60000'), open, liquidationUp, up)).toBe('wrong-side');
    expect(checkExitPrice('takeProfit', d('59000'), open, liquidationUp, up)).toBe('wrong-side');
    expect(checkExitPrice('takeProfit', d('59000'), open, liquidationDown, down)).toBe('ok');
    expect(checkExitPrice('takeProfit', d('61000'), open, liquidationDown, down)).toBe('wrong-side');
  });

  it('wants a stop loss between the liquidation price and the open price, both excluded', () => {
    expect(checkExitPrice('stopLoss', d('58000'), open, liquidationUp, up)).toBe('ok');
    expect(checkExitPrice('stopLoss', d('54300.01'), open, liquidationUp, up)).toBe('ok');
    expect(checkExitPrice('stopLoss', d('54300'), open, liquidationUp, up)).toBe('beyond-liquidation');
    expect(checkExitPrice('stopLoss', d('50000'), open, liquidationUp, up)).toBe('beyond-liquidation');
    expect(checkExitPrice('stopLoss', d('60000'), open, liquidationUp, up)).toBe('wrong-side');
    expect(checkExitPrice('stopLoss', d('62000'), open, liquidationDown, down)).toBe('ok');
    expect(checkExitPrice('stopLoss', d('65700'), open, liquidationDown, down)).toBe('beyond-liquidation');
    expect(checkExitPrice('stopLoss', d('59000'), open, liquidationDown, down)).toBe('wrong-side');
  });
});
