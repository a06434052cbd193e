/**
 * Axis ticks and labels. Prices are truncated like everywhere else in the app, never rounded, and price ticks
 * never step finer than the pair's precision, because two ticks that truncate to the same text would be noise.
 */
import { compactNumber, priceText } from '../../../common/number-format';

export type TimeFormat = 'time' | 'date';

/**
 * The phone's own UI font (San Francisco on iOS, Roboto on Android). The chart's text lives outside the app's CSS,
 * so it is named here; a short list also keeps the browser from looking up fonts the device does not have.
 */
export const chartFontFamily = 'system-ui, sans-serif';
/** The chart's text and its line at the default text size, where the page's body text is 15 px. */
const axisFontSizeBasePx = 10;
const chartLineHeightBasePx = 16;
/** The root font size the chart's sizes are drawn for: 93.75 % of the browser's default 16 px (styles.css). */
const defaultRootFontPx = 15;

/**
 * The chart's text at the user's text size. Canvas text and the read-out are sized in px, outside the app's rem
 * sizes, so they follow the browser's text size setting through this: at "200 %" the axis labels, the read-out
 * and the crosshair's time are twice as large, and so is every size measured from them (the lines they take, the
 * room left between labels).
 */
export interface ChartText {
  readonly fontSizePx: number;
  /** The axes' canvas font, also what the read-out is measured with. */
  readonly font: string;
  /** One line of chart text: a line of the read-out, and the row of time labels. */
  readonly lineHeightPx: number;
  /** A size in CSS px at the default text size, at this one. */
  readonly px: (basePx: number) => number;
}

/** The chart's text at `scale` times the default size (2 at the browser's "200 %"). */
export function chartText(scale = 1): ChartText {
  const px = (basePx: number) => Math.round(basePx * scale);
  const fontSizePx = px(axisFontSizeBasePx);
  return {
    fontSizePx,
    font: `${fontSizePx}px ${chartFontFamily}`,
    lineHeightPx: px(chartLineHeightBasePx),
    px,
  };
}

/** The page's text size as a multiple of the default, read from the root element's font size (1 if unknown). */
export function pageTextScale(): number {
  const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? rootPx / defaultRootFontPx : 1;
}
/** Decimals of the compact volume figure (12.34K). */
export const volumeDecimals = 2;
/** The largest power of ten a price tick may step by; far beyond any traded price. */
const maxPriceExponent = 12;

const secondsPerMinute = 60;
const secondsPerHour = 3600;
const secondsPerDay = 86_400;
/** uPlot places ticks on calendar months and years when the increment is 30 or 365 days. */
const secondsPerMonth = 30 * secondsPerDay;
const secondsPerYear = 365 * secondsPerDay;

const intradayIncrementsSec = [1, 5, 10, 15, 30]
  .map((minutes) => minutes * secondsPerMinute)
  .concat([1, 2, 3, 4, 6, 8, 12].map((hours) => hours * secondsPerHour));
const dailyIncrementsSec = [1, 2, 3, 4, 5, 7, 10, 15]
  .map((days) => days * secondsPerDay)
  .concat(
    [1, 2, 3, 4, 6].map((months) => months * secondsPerMonth),
    [1, 2, 5, 10].map((years) => years * secondsPerYear),
  );

/** Intraday periods may tick every minute; the daily period never ticks finer than a day. */
export function timeIncrements(format: TimeFormat): number[] {
  return format === 'time' ? [...intradayIncrementsSec, ...dailyIncrementsSec] : [...dailyIncrementsSec];
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * HH:MM while ticks are less than a day apart, MM/DD up to a month apart, and YYYY/MM beyond: once the ticks are
 * days apart every HH:MM label would read 00:00, and once they are months apart every MM/DD would read xx/01.
 */
export function formatTimeTick(seconds: number, incrementSec: number): string {
  const date = new Date(seconds * 1000);
  if (incrementSec < secondsPerDay) return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
  if (incrementSec < secondsPerMonth) return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}`;
  return `${date.getFullYear()}/${pad2(date.getMonth() + 1)}`;
}

/** 1, 2 and 5 times each power of ten, from the pair's smallest price step upwards. */
export function priceIncrements(precision: number): number[] {
  const increments: number[] = [];
  for (let exponent = -precision; exponent <= maxPriceExponent; exponent++) {
    // Built from text so that 2e-5 is exactly the double nearest 0.00002, not 2 * 1e-5 with drift.
    for (const mantissa of [1, 2, 5]) increments.push(Number(`${mantissa}e${exponent}`));
  }
  return increments;
}

export function formatPrice(value: number, precision: number): string {
  return priceText(value, precision);
}

export function formatVolume(value: number): string {
  return compactNumber(value, volumeDecimals);
}

let measureContext: CanvasRenderingContext2D | null = null;

/** Width in CSS px of the widest text, measured on a detached canvas so no plot's drawing state is disturbed. */
export function widestTextPx(texts: readonly (string | null)[], font: string): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (measureContext === null) return 0;
  // Assigning a font makes the canvas parse it again even when it is unchanged, so it is only set when it differs.
  if (measureContext.font !== font) measureContext.font = font;
  let widest = 0;
  for (const text of texts) {
    if (text) widest = Math.max(widest, measureContext.measureText(text).width);
  }
  return Math.ceil(widest);
}
