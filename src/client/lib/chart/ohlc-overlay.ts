/**
 * The O/H/L/C/V read-out over the top of the price plot, for the hovered candle or else the last one. It is a
 * handful of spans whose text is replaced on hover: no legend table, no re-rendering of markup.
 *
 * A field (label and figure) never breaks. When the five fields of the pair's widest figures do not fit the
 * chart's width on one line (a price of 0.000001593 takes eleven characters), the read-out takes the lines they
 * need (two on a phone at the default text size, up to three at 200 %) and the price plot reserves room for them,
 * so the figures never run past the edge or over a candle.
 */
import { chartFontFamily, formatPrice, formatVolume, widestTextPx, type ChartText } from './axis-format';
import type { CandleColumns } from './candle-columns';
import type { ChartState } from './chart-state';

/** Labels are dimmed so the figures, coloured by the candle's direction, stand out. */
const labelOpacity = '0.6';
/** Space between two fields on one line, at the default text size. */
const fieldGapPx = 6;
/** Space between the read-out and the chart's left and right edges. */
export const overlayInsetPx = 4;
/**
 * The fit is measured on a canvas, which may space digits slightly differently from the page's tabular figures;
 * a line counts as full when the estimate passes this share of the width.
 */
const fitShareMax = 0.95;

/** The read-out's field labels, in the user's language (the chart itself has no i18n of its own). */
export interface OhlcLabels {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

/** Used where no labels are passed (the benchmark, the warm-up): the one-letter labels of English charts. */
export const defaultOhlcLabels: OhlcLabels = { open: 'O', high: 'H', low: 'L', close: 'C', volume: 'V' };

export interface OhlcOverlay {
  /** Shows candle `index`, or the last candle when it is null. */
  show(index: number | null): void;
  /** Forgets what is shown, so the next show() rewrites it even for the same index (new data or colours). */
  invalidate(): void;
  /** Sets the number of lines the read-out takes (see overlayLineCount). */
  setLines(lines: number): void;
}

function maxOf(values: Float64Array): number {
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}

/**
 * Lines the read-out needs at `widthPx` of chart, filled in order as the browser wraps them: the widest figures are
 * those of the highest price and the largest volume (prices keep a fixed number of decimals, so more integer digits
 * is the only way to grow). A field wider than the chart still takes one line of its own.
 */
export function overlayLineCount(
  cols: CandleColumns,
  precision: number,
  widthPx: number,
  text: ChartText,
  labels: OhlcLabels = defaultOhlcLabels,
): number {
  const price = formatPrice(maxOf(cols.high), precision);
  const fields = [labels.open, labels.high, labels.low, labels.close].map((label) => `${label} ${price}`);
  fields.push(`${labels.volume} ${formatVolume(maxOf(cols.vol))}`);
  const roomPx = (widthPx - 2 * overlayInsetPx) * fitShareMax;
  const gapPx = text.px(fieldGapPx);
  let lines = 1;
  let lineWidthPx = 0;
  for (const field of fields) {
    const fieldWidthPx = widestTextPx([field], text.font);
    if (lineWidthPx > 0 && lineWidthPx + gapPx + fieldWidthPx > roomPx) {
      lines += 1;
      lineWidthPx = fieldWidthPx;
    } else {
      lineWidthPx += (lineWidthPx > 0 ? gapPx : 0) + fieldWidthPx;
    }
  }
  return lines;
}

function overlayElement(text: ChartText): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'petrel-ohlc';
  element.dataset['testid'] = 'chart-readout';
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: `${overlayInsetPx}px`,
    right: `${overlayInsetPx}px`,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: `${text.px(fieldGapPx)}px`,
    alignContent: 'flex-start',
    lineHeight: `${text.lineHeightPx}px`,
    fontFamily: chartFontFamily,
    fontSize: `${text.fontSizePx}px`,
    fontVariantNumeric: 'tabular-nums',
    overflow: 'hidden',
    pointerEvents: 'none',
    // Above the plots' cursor layers, which come later in the DOM.
    zIndex: '1',
  });
  return element;
}

/** One field, "O 0.000001593": a unit that wraps to the next line whole, never inside its figure. */
function addField(parent: HTMLElement, label: string, textColor: string): HTMLSpanElement {
  const field = document.createElement('span');
  field.style.whiteSpace = 'nowrap';
  const labelSpan = document.createElement('span');
  labelSpan.textContent = `${label} `;
  labelSpan.style.color = textColor;
  labelSpan.style.opacity = labelOpacity;
  const value = document.createElement('span');
  field.append(labelSpan, value);
  parent.append(field);
  return value;
}

export function createOhlcOverlay(
  parent: HTMLElement,
  state: ChartState,
  precision: number,
  textColor: string,
  labels: OhlcLabels = defaultOhlcLabels,
): OhlcOverlay {
  const element = overlayElement(state.text);
  const open = addField(element, labels.open, textColor);
  const high = addField(element, labels.high, textColor);
  const low = addField(element, labels.low, textColor);
  const close = addField(element, labels.close, textColor);
  const vol = addField(element, labels.volume, textColor);
  parent.append(element);
  let shown = -1;

  return {
    show(index) {
      const cols = state.columns;
      const i = index ?? cols.length - 1;
      element.style.visibility = i >= 0 && i < cols.length ? '' : 'hidden';
      if (i === shown || i < 0 || i >= cols.length) return;
      shown = i;
      // The shown candle's start time, for tests (and tools) that check which candle the figures belong to.
      element.dataset['time'] = String(cols.time[i]);
      // The figures inherit the candle's colour; the labels keep the text colour.
      element.style.color = cols.up[i] === 1 ? state.upColor : state.downColor;
      open.textContent = formatPrice(cols.open[i]!, precision);
      high.textContent = formatPrice(cols.high[i]!, precision);
      low.textContent = formatPrice(cols.low[i]!, precision);
      close.textContent = formatPrice(cols.close[i]!, precision);
      vol.textContent = formatVolume(cols.vol[i]!);
    },
    invalidate() {
      shown = -1;
    },
    setLines(lines) {
      element.style.height = `${lines * state.text.lineHeightPx}px`;
    },
  };
}
