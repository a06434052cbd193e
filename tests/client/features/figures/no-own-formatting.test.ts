// Proves no screen formats a figure or a date on its own: outside the number-format and time-format policy (src/common/number-format.ts, time-format.ts), src/client uses none of the tools that would (toFixed, toLocaleString, Intl number and date formats, Lingui's date and number, the policy's own cutting and grouping), save the named uses that compute a value rather than show one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../../..');
const clientDir = join(root, 'src/client');

/** Formatting tools a screen must not call itself. */
const forbidden: readonly RegExp[] = [
  /\.toFixed\(/,
  /\.toLocaleString\(/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /Intl\.NumberFormat/,
  /Intl\.DateTimeFormat/,
  /i18n\.(date|number)\(/,
  /\bgroupThousands\(/,
  /\btruncate\(/,
  /\btruncateDecimal\(/,
  /\btruncatePercent\(/,
];

/** Uses that compute a value (a field's text, a parsed price), not a figure on screen, each with its reason. */
const allowed: Record<string, RegExp> = {
  // The price a tapped book level hands to the order form: plain digits the field accepts.
  'src/client/components/market/book-row.tsx': /\btruncate\(row\.price, precision\)/,
  // The feed's number turned into a decimal string at the pair's precision, for arithmetic.
  'src/client/lib/market-data/live-prices.ts': /\btruncate\(value, precision\)/,
  // The last price put into the untouched price field: plain digits at the pair's precision, as a tapped level.
  'src/client/features/spot/use-price-fill.ts': /\btruncate\(lastPrice, precision\)/,
  // "All": the balance cut to the 8 places an amount may be typed with, put into the field.
  'src/client/features/exchange/exchange-amount.ts': /\btruncateDecimal\(parsed\.value, moneyScale\)/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('figures and dates come from the one policy', () => {
  it('no client file formats a number or a date itself', () => {
    const offences: string[] = [];
    for (const path of sourceFiles(clientDir)) {
      const file = relative(root, path);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          const allowance = allowed[file];
          if (allowance?.test(line)) return;
          if (forbidden.some((pattern) => pattern.test(line)))
            offences.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });

  it('catches a screen that would', () => {
    const line = 'const text = price.toFixed(2);';
    expect(forbidden.some((pattern) => pattern.test(line))).toBe(true);
  });
});
