/**
 * The invite poster, drawn on a canvas: the app's name and logo, a headline in the user's language, the QR code of
 * the invite link on a white card, and the invite code. The layout and the text wrapping are pure (tested without
 * pixels); `drawPoster` only issues the drawing calls.
 */
import { phraseBreak, withoutPhraseBreaks } from '../../../common/phrase-break';

/** Drawn at twice a phone's CSS width, so the saved image stays sharp on a high-density screen. */
export const posterWidthPx = 720;
export const posterHeightPx = 1280;
/** The QR code's side on the poster: far above 240 px, so a camera reads it from a printed or shared image. */
export const posterQrSidePx = 400;
/** White around the code inside its card, on top of the code's own quiet zone. */
const qrCardPaddingPx = 28;
const sideMarginPx = 60;
const headlineLineHeightPx = 66;
const sublineLineHeightPx = 40;
/** Longer headlines are cut to this many lines so the code never leaves the poster. */
const headlineLinesMax = 3;
const sublineLinesMax = 3;

export const posterColors = {
  backgroundTop: '#0f1420',
  backgroundBottom: '#1d2436',
  text: '#e8ecf4',
  muted: '#aab3c5',
  accent: '#f7b733',
  card: '#ffffff',
};

const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', sans-serif";
export const posterFonts = {
  appName: `700 44px ${fontStack}`,
  headline: `700 54px ${fontStack}`,
  subline: `400 30px ${fontStack}`,
  codeLabel: `400 28px ${fontStack}`,
  code: `700 56px ${fontStack}`,
  hint: `400 26px ${fontStack}`,
};

export interface PosterTexts {
  appName: string;
  headline: string;
  subline: string;
  codeLabel: string;
  code: string;
  scanHint: string;
}

/**
 * Where a line may break: at a space (English, Korean: words stay whole) and at the phrase marks the Japanese and
 * Chinese catalogs carry (common/phrase-break.ts), never inside a word or a phrase. The token is the text up to
 * and including its break opportunity.
 */
const tokenPattern = new RegExp(`[^\\s${phraseBreak}]+[\\s${phraseBreak}]*|[\\s${phraseBreak}]+`, 'g');
/** Chinese, Japanese and Korean characters: a phrase of them wider than the whole line is cut between them. */
const cjkCharacter = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** A token wider than the line: a CJK phrase cut between characters; a Latin word kept whole (it cannot break). */
function fitToken(token: string, maxWidthPx: number, measure: (text: string) => number): string[] {
  if (measure(token.trimEnd()) <= maxWidthPx || !cjkCharacter.test(token)) return [token];
  const pieces: string[] = [];
  let piece = '';
  for (const character of token) {
    if (piece !== '' && measure(piece + character) > maxWidthPx) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}

/** Greedy line breaking by measured width at the break opportunities above; the marks are not drawn. */
export function wrapLines(text: string, maxWidthPx: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = (text.match(tokenPattern) ?? []).flatMap((token) =>
    fitToken(withoutPhraseBreaks(token), maxWidthPx, measure),
  );
  for (const token of tokens) {
    const candidate = line + token;
    if (line.trim() !== '' && measure(candidate.trimEnd()) > maxWidthPx) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

/** At most `max` lines; the last kept one ends with an ellipsis when text was dropped. */
function clampLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

export interface PosterLayout {
  logo: { x: number; y: number; sidePx: number };
  appName: { x: number; y: number };
  headline: { lines: string[]; y: number };
  subline: { lines: string[]; y: number };
  card: { x: number; y: number; sidePx: number };
  qr: { x: number; y: number; sidePx: number };
  codeLabel: { y: number };
  code: { y: number };
  hint: { y: number };
}

/** Where everything goes; `measure(font, text)` is the canvas's text width in that font. */
export function posterLayout(
  texts: PosterTexts,
  measure: (font: string, text: string) => number,
): PosterLayout {
  const textWidthPx = posterWidthPx - 2 * sideMarginPx;
  const headline = clampLines(
    wrapLines(texts.headline, textWidthPx, (text) => measure(posterFonts.headline, text)),
    headlineLinesMax,
  );
  const subline = clampLines(
    wrapLines(texts.subline, textWidthPx, (text) => measure(posterFonts.subline, text)),
    sublineLinesMax,
  );
  const headlineY = 250;
  const sublineY = headlineY + headline.length * headlineLineHeightPx + 10;
  const cardSidePx = posterQrSidePx + 2 * qrCardPaddingPx;
  const cardX = (posterWidthPx - cardSidePx) / 2;
  const cardY = Math.max(sublineY + subline.length * sublineLineHeightPx + 20, 560);
  const codeLabelY = cardY + cardSidePx + 64;
  return {
    logo: { x: sideMarginPx, y: 70, sidePx: 88 },
    appName: { x: sideMarginPx + 110, y: 128 },
    headline: { lines: headline, y: headlineY },
    subline: { lines: subline, y: sublineY },
    card: { x: cardX, y: cardY, sidePx: cardSidePx },
    qr: { x: cardX + qrCardPaddingPx, y: cardY + qrCardPaddingPx, sidePx: posterQrSidePx },
    codeLabel: { y: codeLabelY },
    code: { y: codeLabelY + 70 },
    hint: { y: Math.min(codeLabelY + 140, posterHeightPx - 40) },
  };
}

export interface PosterImages {
  logo: CanvasImageSource | null;
  qr: CanvasImageSource;
}

/** The drawing calls the poster needs, so a test can record them without a real canvas. */
export type PosterContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'drawImage'
  | 'measureText'
  | 'createLinearGradient'
  | 'beginPath'
  | 'roundRect'
  | 'fill'
>;

function drawTextLines(ctx: PosterContext, lines: readonly string[], y: number, lineHeightPx: number): void {
  lines.forEach((line, index) => ctx.fillText(line, posterWidthPx / 2, y + index * lineHeightPx));
}

export function drawPoster(ctx: PosterContext, markedTexts: PosterTexts, images: PosterImages): PosterLayout {
  // The one-line texts, drawn without the phrase marks (the wrapped ones lose them in wrapLines).
  const texts = {
    ...markedTexts,
    codeLabel: withoutPhraseBreaks(markedTexts.codeLabel),
    scanHint: withoutPhraseBreaks(markedTexts.scanHint),
  };
  const layout = posterLayout(texts, (font, text) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  const background = ctx.createLinearGradient(0, 0, 0, posterHeightPx);
  background.addColorStop(0, posterColors.backgroundTop);
  background.addColorStop(1, posterColors.backgroundBottom);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, posterWidthPx, posterHeightPx);
  ctx.textBaseline = 'alphabetic';

  if (images.logo)
    ctx.drawImage(images.logo, layout.logo.x, layout.logo.y, layout.logo.sidePx, layout.logo.sidePx);
  ctx.textAlign = 'left';
  ctx.font = posterFonts.appName;
  ctx.fillStyle = posterColors.accent;
  ctx.fillText(texts.appName, layout.appName.x, layout.appName.y);

  ctx.textAlign = 'center';
  ctx.font = posterFonts.headline;
  ctx.fillStyle = posterColors.text;
  drawTextLines(ctx, layout.headline.lines, layout.headline.y, headlineLineHeightPx);
  ctx.font = posterFonts.subline;
  ctx.fillStyle = posterColors.muted;
  drawTextLines(ctx, layout.subline.lines, layout.subline.y, sublineLineHeightPx);

  const { card, qr } = layout;
  ctx.fillStyle = posterColors.card;
  ctx.beginPath();
  ctx.roundRect(card.x, card.y, card.sidePx, card.sidePx, 24);
  ctx.fill();
  ctx.drawImage(images.qr, qr.x, qr.y, qr.sidePx, qr.sidePx);

  ctx.font = posterFonts.codeLabel;
  ctx.fillStyle = posterColors.muted;
  ctx.fillText(texts.codeLabel, posterWidthPx / 2, layout.codeLabel.y);
  ctx.font = posterFonts.code;
  ctx.fillStyle = posterColors.accent;
  ctx.fillText(texts.code, posterWidthPx / 2, layout.code.y);
  ctx.font = posterFonts.hint;
  ctx.fillStyle = posterColors.muted;
  ctx.fillText(texts.scanHint, posterWidthPx / 2, layout.hint.y);
  return layout;
}
