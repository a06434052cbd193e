// Proves the decimal module: strict parsing (no NaN, exponents, stray signs or extra places), canonical text with no
// exponent ever, exact add/sub and explicitly rounded mul/div, and display truncation that never exceeds the input,
// by examples and by seeded random checks.
import { describe, expect, it } from 'vitest';
import {
  add,
  checkDecimal,
  compare,
  decimalConstant,
  Decimal,
  div,
  formatDecimal,
  integerDigitsMax,
  isNegative,
  isZero,
  max,
  min,
  mul,
  parseDecimal,
  sub,
  truncateDecimal,
  truncatePercent,
  type DecimalString,
} from '../../src/common/decimal';
import { amountMin, hideSmallBalanceThresholdUsdt } from '../../src/common/money-constants';
import { seededRandom } from '../support/seeded-random';

const d = (text: string): DecimalString => decimalConstant(text, { signed: true });

describe('parseDecimal', () => {
  it('accepts plain decimals and answers them canonical', () => {
    expect(parseDecimal('12')).toEqual({ ok: true, value: '12' });
    expect(parseDecimal('0.5')).toEqual({ ok: true, value: '0.5' });
    expect(parseDecimal('007.50')).toEqual({ ok: true, value: '7.5' });
    expect(parseDecimal(' 1.25 ')).toEqual({ ok: true, value: '1.25' });
    expect(parseDecimal('0.00000001')).toEqual({ ok: true, value: '0.00000001' });
    expect(parseDecimal('-3.25', { signed: true })).toEqual({ ok: true, value: '-3.25' });
    expect(parseDecimal('-0', { signed: true })).toEqual({ ok: true, value: '0' });
  });

  it('refuses NaN, Infinity, exponents, hex and stray characters', () => {
    for (const text of [
      'NaN',
      'Infinity',
      '-Infinity',
      '1e5',
      '1E-8',
      '0x10',
      '1_000',
      '1,5',
      '١٢',
      '12abc',
    ]) {
      expect(parseDecimal(text, { signed: true })).toMatchObject({ ok: false });
    }
    expect(parseDecimal('1e5')).toEqual({ ok: false, error: 'malformed' });
  });

  it('refuses signs where none belong, and a leading + always', () => {
    expect(parseDecimal('-1')).toEqual({ ok: false, error: 'sign' });
    expect(parseDecimal('+1')).toEqual({ ok: false, error: 'sign' });
    expect(parseDecimal('+1', { signed: true })).toEqual({ ok: false, error: 'sign' });
    expect(parseDecimal('--1', { signed: true })).toEqual({ ok: false, error: 'sign' });
  });

  it('refuses empty text, whitespace inside, and a point without digits on both sides', () => {
    expect(parseDecimal('')).toEqual({ ok: false, error: 'empty' });
    expect(parseDecimal('   ')).toEqual({ ok: false, error: 'empty' });
    for (const text of ['1 000', '1. 5', '1\t5', '.5', '5.', '.', '1.2.3']) {
      expect(parseDecimal(text)).toEqual({ ok: false, error: 'malformed' });
    }
  });

  it('refuses more places than the scale allows: 8 by default', () => {
    expect(parseDecimal('0.123456789')).toEqual({ ok: false, error: 'too-many-places' });
    expect(parseDecimal('0.12345678')).toMatchObject({ ok: true });
    expect(parseDecimal('1.234', { scaleMax: 2 })).toEqual({ ok: false, error: 'too-many-places' });
    expect(parseDecimal('1', { scaleMax: 0 })).toMatchObject({ ok: true });
    // Trailing zeros are places too: the user typed them.
    expect(parseDecimal('1.000000000')).toEqual({ ok: false, error: 'too-many-places' });
  });

  it('refuses absurdly long integer parts, but not leading zeros', () => {
    expect(parseDecimal('9'.repeat(integerDigitsMax))).toMatchObject({ ok: true });
    expect(parseDecimal('9'.repeat(integerDigitsMax + 1))).toEqual({ ok: false, error: 'too-large' });
    expect(parseDecimal(`000${'1'.repeat(integerDigitsMax)}`)).toMatchObject({ ok: true });
  });
});

describe('checkDecimal', () => {
  it('turns refusals into the error table’s field codes', () => {
    expect(checkDecimal('0.5')).toBeNull();
    expect(checkDecimal('')).toBe('FIELD_MISSING');
    expect(checkDecimal('1e5')).toBe('FIELD_INVALID');
    expect(checkDecimal('-1')).toBe('FIELD_INVALID');
    expect(checkDecimal('1.123', { scaleMax: 2 })).toBe('FIELD_INVALID');
  });
});

describe('formatDecimal', () => {
  it('never writes an exponent, trailing zeros or -0', () => {
    expect(formatDecimal(new Decimal('1e-8'))).toBe('0.00000001');
    expect(formatDecimal(new Decimal('1e21'))).toBe('1000000000000000000000');
    expect(formatDecimal(new Decimal('1.2300'))).toBe('1.23');
    expect(formatDecimal(new Decimal('-0'))).toBe('0');
    expect(formatDecimal(new Decimal('1e-30'))).toBe(`0.${'0'.repeat(29)}1`);
  });

  it('keeps the money constants as canonical strings', () => {
    expect(amountMin).toBe('0.00001');
    expect(hideSmallBalanceThresholdUsdt).toBe('0.1');
    expect(() => decimalConstant('1e5')).toThrow(/invalid decimal constant/);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly, where floats drift', () => {
    expect(add(d('0.1'), d('0.2'))).toBe('0.3');
    expect(sub(d('0.3'), d('0.1'))).toBe('0.2');
    expect(sub(d('1'), d('1.00000001'))).toBe('-0.00000001');
    expect(add(d('99999999999999999999.99999999'), d('0.00000001'))).toBe('100000000000000000000');
  });

  it('rounds products and quotients only as asked', () => {
    expect(mul(d('1.005'), d('3'), { scale: 2, rounding: 'down' })).toBe('3.01');
    expect(mul(d('1.005'), d('3'), { scale: 2, rounding: 'up' })).toBe('3.02');
    expect(mul(d('0.125'), d('1'), { scale: 2, rounding: 'half-even' })).toBe('0.12');
    expect(mul(d('0.125'), d('1'), { scale: 2, rounding: 'half-up' })).toBe('0.13');
    expect(mul(d('-1.555'), d('1'), { scale: 2, rounding: 'down' })).toBe('-1.55');
    expect(div(d('1'), d('3'), { scale: 8, rounding: 'down' })).toBe('0.33333333');
    expect(div(d('2'), d('3'), { scale: 8, rounding: 'half-up' })).toBe('0.66666667');
    expect(() => div(d('1'), d('0'), { scale: 8, rounding: 'down' })).toThrow(RangeError);
  });

  it('multiplies the largest amounts exactly before the one rounding', () => {
    const largest = d(`${'9'.repeat(integerDigitsMax)}.99999999`);
    const product = mul(largest, largest, { scale: 16, rounding: 'down' });
    expect(product).toBe(new Decimal(largest).times(largest).toFixed());
  });

  it('compares, and answers zero, sign, min and max', () => {
    expect(compare(d('1.10'), d('1.1'))).toBe(0);
    expect(compare(d('-2'), d('1'))).toBe(-1);
    expect(compare(d('0.00000002'), d('0.00000001'))).toBe(1);
    expect(isZero(d('0.000'))).toBe(true);
    expect(isZero(d('0.00000001'))).toBe(false);
    expect(isNegative(d('-0.00000001'))).toBe(true);
    expect(isNegative(d('0'))).toBe(false);
    expect(min(d('2'), d('10'))).toBe('2');
    expect(max(d('2'), d('10'))).toBe('10');
  });
});

describe('display truncation', () => {
  it('truncates to 4 places by default and percentages to 2, never rounding', () => {
    expect(truncateDecimal(d('1.99999'))).toBe('1.9999');
    expect(truncateDecimal(d('5'))).toBe('5.0000');
    expect(truncateDecimal(d('-1.23999'), 2)).toBe('-1.23');
    expect(truncateDecimal(d('-0.004'), 2)).toBe('0.00');
    expect(truncatePercent(d('12.3499'))).toBe('12.34');
  });
});

/** A random canonical-or-not decimal text: up to 20 integer digits, up to 8 places, sometimes negative. */
function randomDecimalText(random: () => number): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(Math.floor(random() * 10))).join('');
  const integerPart = digits(1 + Math.floor(random() * 20));
  const places = Math.floor(random() * 9);
  const sign = random() < 0.3 ? '-' : '';
  return `${sign}${integerPart}${places > 0 ? `.${digits(places)}` : ''}`;
}

describe('properties (seeded)', () => {
  const samples = 2000;

  it('parse(format(x)) returns x, and parsing is idempotent', () => {
    const random = seededRandom(20261123);
    for (let index = 0; index < samples; index += 1) {
      const parsed = parseDecimal(randomDecimalText(random), { signed: true });
      if (!parsed.ok) throw new Error(`a generated decimal was refused: ${parsed.error}`);
      const again = parseDecimal(formatDecimal(parsed.value), { signed: true });
      expect(again).toEqual({ ok: true, value: parsed.value });
      expect(parsed.value).not.toMatch(/e|^-?0\d|\.\d*0$|^-0$/i);
    }
  });

  it('truncation never exceeds the input in magnitude and loses less than one unit of the last place', () => {
    const random = seededRandom(7);
    for (let index = 0; index < samples; index += 1) {
      const value = d(randomDecimalText(random));
      const places = Math.floor(random() * 9);
      const shown = new Decimal(truncateDecimal(value, places));
      const exact = new Decimal(value);
      expect(shown.abs().lte(exact.abs())).toBe(true);
      expect(exact.abs().minus(shown.abs()).lt(new Decimal(10).pow(-places))).toBe(true);
      expect(truncateDecimal(value, places).split('.')[1]?.length ?? 0).toBe(places);
    }
  });

  it('a + b - b = a, and rounding down never exceeds rounding up', () => {
    const random = seededRandom(42);
    for (let index = 0; index < samples; index += 1) {
      const a = d(randomDecimalText(random));
      const b = d(randomDecimalText(random));
      expect(sub(add(a, b), b)).toBe(a);
      expect(compare(add(a, b), add(b, a))).toBe(0);
      const down = mul(a, b, { scale: 8, rounding: 'down' });
      const up = mul(a, b, { scale: 8, rounding: 'up' });
      expect(compare(min(down, up), max(down, up))).toBeLessThanOrEqual(0);
      expect(new Decimal(up).abs().gte(new Decimal(down).abs())).toBe(true);
    }
  });
});
