// Proves the poster wraps its headline by measured width (at spaces, and at the phrase marks of Japanese and Chinese), keeps the QR code at least 240 px on a white card inside the poster, and draws the headline, code, hint and QR image in the user's words.
import { describe, expect, it } from 'vitest';
import {
  drawPoster,
  posterHeightPx,
  posterLayout,
  posterQrSidePx,
  posterWidthPx,
  wrapLines,
  type PosterContext,
  type PosterTexts,
} from '../../../../src/client/features/invite/poster-layout';

/** Every character 10 px wide: enough to check line breaking without a font. */
const measureByChars = (text: string) => text.length * 10;

const texts: PosterTexts = {
  appName: 'Petrel',
  headline: 'Join me on Petrel and start trading crypto',
  subline: 'Spot, contracts and new coins in one app. Register with my invite code.',
  codeLabel: 'My invite code',
  code: 'AB12CD',
  scanHint: 'Scan the QR code to register',
};

describe('wrapLines', () => {
  it('breaks English at spaces within the width', () => {
    expect(wrapLines('Join me on Petrel and start', 120, measureByChars)).toEqual([
      'Join me on',
      'Petrel and',
      'start',
    ]);
  });

  it("breaks Chinese at the catalogs' phrase marks, which are not drawn", () => {
    expect(wrapLines('和我\u200b一起\u200b加入\u200b交易', 50, measureByChars)).toEqual([
      '和我一起',
      '加入交易',
    ]);
  });

  it('keeps a word longer than the line on a line of its own', () => {
    expect(wrapLines('a verylongword b', 50, measureByChars)).toEqual(['a', 'verylongword', 'b']);
  });
});

describe('posterLayout', () => {
  it('keeps the code readable: at least 240 px, on a white card, inside the poster', () => {
    const layout = posterLayout(texts, (_font, text) => text.length * 26);
    expect(layout.qr.sidePx).toBe(posterQrSidePx);
    expect(posterQrSidePx).toBeGreaterThanOrEqual(240);
    expect(layout.card.x).toBeLessThan(layout.qr.x);
    expect(layout.card.x + layout.card.sidePx).toBeGreaterThan(layout.qr.x + layout.qr.sidePx);
    expect(layout.card.x + layout.card.sidePx).toBeLessThanOrEqual(posterWidthPx);
    expect(layout.hint.y).toBeLessThanOrEqual(posterHeightPx);
    expect(layout.headline.lines.length).toBeGreaterThan(1);
  });

  it('cuts a very long headline to three lines with an ellipsis', () => {
    const long = { ...texts, headline: 'word '.repeat(80) };
    const layout = posterLayout(long, (_font, text) => text.length * 26);
    expect(layout.headline.lines).toHaveLength(3);
    expect(layout.headline.lines[2]?.endsWith('…')).toBe(true);
  });
});

describe('drawPoster', () => {
  it('draws the texts, the card and the QR image', () => {
    const texts_: string[] = [];
    const images: Array<{ image: unknown; side: number }> = [];
    const ctx = {
      fillStyle: '',
      font: '',
      textAlign: 'left',
      textBaseline: 'alphabetic',
      fillRect: () => undefined,
      fillText: (text: string) => void texts_.push(text),
      drawImage: (image: unknown, _x: number, _y: number, width: number) =>
        void images.push({ image, side: width }),
      measureText: (text: string) => ({ width: text.length * 26 }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
      beginPath: () => undefined,
      roundRect: () => undefined,
      fill: () => undefined,
    } as unknown as PosterContext;
    const qr = { name: 'qr' } as unknown as CanvasImageSource;
    drawPoster(ctx, texts, { qr, logo: null });
    expect(texts_).toContain('Petrel');
    expect(texts_).toContain('AB12CD');
    expect(texts_).toContain('My invite code');
    expect(texts_).toContain('Scan the QR code to register');
    expect(texts_.join(' ')).toContain('Join me on Petrel');
    expect(images).toEqual([{ image: qr, side: posterQrSidePx }]);
  });
});
