/** The app draws coin icons inline; the files under public/coins (the API's `logo`) must draw the same icons. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coinIconColours, coinIconFontSize, coinIconLabel, coinIconPath } from '../../src/common/pairs';

const coinsDir = path.resolve(__dirname, '../../public/coins');

describe('coin icons', () => {
  it('has a file under public/coins for every coin with an icon, and no other', () => {
    const files = fs.readdirSync(coinsDir).sort();
    expect(files).toEqual(
      Object.keys(coinIconColours)
        .map((coin) => `${coin.toLowerCase()}.svg`)
        .sort(),
    );
    for (const coin of Object.keys(coinIconColours))
      expect(coinIconPath(coin)).toBe(`coins/${coin.toLowerCase()}.svg`);
  });

  it('draws each file with the disc colour and the letters the app draws inline', () => {
    for (const [coin, colour] of Object.entries(coinIconColours)) {
      const svg = fs.readFileSync(path.join(coinsDir, `${coin.toLowerCase()}.svg`), 'utf8');
      expect(svg.match(/<circle[^>]* r="32" fill="(#[0-9a-f]{6})"/)?.[1], coin).toBe(colour);
      expect(svg.match(/>([A-Z0-9]+)<\/text>/)?.[1], coin).toBe(coinIconLabel(coin));
      expect(svg.match(/font-size="(\d+)"/)?.[1], coin).toBe(String(coinIconFontSize(coinIconLabel(coin))));
    }
  });
});
