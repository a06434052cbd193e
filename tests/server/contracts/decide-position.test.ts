// Proves the position engine's pure decision, case by case: a limit entry opens exactly when the market reaches
// its price from either side; a holding position is liquidated exactly at its liquidation price (not a tick
// before), stopped exactly at its stop loss, takes profit exactly at its take profit; a gap past both the stop
// loss and the liquidation price liquidates; and finished, liquidated and cancelled positions are left alone.
import { describe, expect, it } from 'vitest';
import { decimalConstant, type DecimalString } from '../../../src/common/decimal';
import { contractStatus, tradeDirections } from '../../../src/common/trading-types';
import {
  decidePosition,
  type DecidablePosition,
} from '../../../src/server/modules/contracts/decide-position';

const d = (text: string): DecimalString => decimalConstant(text);
const none = { limitPrice: null, liquidationPrice: null, stopLoss: null, takeProfit: null };

function pending(direction: number, limitPrice: string): DecidablePosition {
  return { ...none, status: contractStatus.pending, direction, limitPrice };
}

/** Opened at 60000 with 100 × 10: liquidation at 54300 (buy up) or 65700 (buy down). */
function holding(
  direction: number,
  exits: { stopLoss?: string; takeProfit?: string } = {},
): DecidablePosition {
  const up = direction === tradeDirections.up;
  return {
    ...none,
    status: contractStatus.holding,
    direction,
    liquidationPrice: up ? '54300' : '65700',
    stopLoss: exits.stopLoss ?? null,
    takeProfit: exits.takeProfit ?? null,
  };
}

describe('a pending limit entry', () => {
  it('buy up opens when the market is at or below the limit price', () => {
    const entry = pending(tradeDirections.up, '59000');
    expect(decidePosition(entry, d('59000.01'))).toBe('none');
    expect(decidePosition(entry, d('59000'))).toBe('open');
    expect(decidePosition(entry, d('50000'))).toBe('open');
  });

  it('buy down opens when the market is at or above the limit price', () => {
    const entry = pending(tradeDirections.down, '61000');
    expect(decidePosition(entry, d('60999.99'))).toBe('none');
    expect(decidePosition(entry, d('61000'))).toBe('open');
    expect(decidePosition(entry, d('70000'))).toBe('open');
  });
});

describe('a holding position', () => {
  it('is liquidated exactly at its liquidation price, not a tick before, on both sides', () => {
    expect(decidePosition(holding(tradeDirections.up), d('54300.01'))).toBe('none');
    expect(decidePosition(holding(tradeDirections.up), d('54300'))).toBe('liquidate');
    expect(decidePosition(holding(tradeDirections.down), d('65699.99'))).toBe('none');
    expect(decidePosition(holding(tradeDirections.down), d('65700'))).toBe('liquidate');
  });

  it('stops exactly at its stop loss and takes profit exactly at its take profit', () => {
    const up = holding(tradeDirections.up, { stopLoss: '57000', takeProfit: '63000' });
    expect(decidePosition(up, d('57000.01'))).toBe('none');
    expect(decidePosition(up, d('57000'))).toBe('stopLoss');
    expect(decidePosition(up, d('62999.99'))).toBe('none');
    expect(decidePosition(up, d('63000'))).toBe('takeProfit');
    const down = holding(tradeDirections.down, { stopLoss: '63000', takeProfit: '57000' });
    expect(decidePosition(down, d('63000'))).toBe('stopLoss');
    expect(decidePosition(down, d('57000.01'))).toBe('none');
    expect(decidePosition(down, d('57000'))).toBe('takeProfit');
  });

  it('acts on a gap: past the take profit takes profit, past the stop loss stops, past liquidation liquidates', () => {
    const up = holding(tradeDirections.up, { stopLoss: '57000', takeProfit: '63000' });
    expect(decidePosition(up, d('70000'))).toBe('takeProfit');
    expect(decidePosition(up, d('56000'))).toBe('stopLoss');
    // Past the stop loss AND the liquidation price: liquidation wins.
    expect(decidePosition(up, d('54300'))).toBe('liquidate');
    expect(decidePosition(up, d('1'))).toBe('liquidate');
    const down = holding(tradeDirections.down, { stopLoss: '63000' });
    expect(decidePosition(down, d('90000'))).toBe('liquidate');
  });
});

describe('an ended position', () => {
  it('is never acted on again', () => {
    for (const status of [contractStatus.finished, contractStatus.liquidated, contractStatus.cancelled]) {
      const ended = { ...holding(tradeDirections.up, { stopLoss: '57000' }), status, limitPrice: '59000' };
      expect(decidePosition(ended, d('1'))).toBe('none');
      expect(decidePosition(ended, d('99999'))).toBe('none');
    }
  });
});
