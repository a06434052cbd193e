/**
 * The one-line O/H/L/C/V read-out over the top of the price plot, for the hovered candle or else the last one.
 * It is a handful of spans whose text is replaced on hover: no legend table, no re-rendering of markup.
 */
import { axisFontSizePx, chartFontFamily, formatPrice, formatVolume } from './axis-format';
import type { ChartState } from './chart-state';
import { overlayHeightPx } from './price-chart';

/** Labels are dimmed so the figures, coloured by the candle's direction, stand out. */
const labelOpacity = '0.6';
const fieldGapPx = 6;
const insetPx = 4;

export interface OhlcOverlay {
  /** Shows candle `index`, or the last candle when it is null. */
  show(index: number | null): void;
  /** Forgets what is shown, so the next show() rewrites it even for the same index (new data or colours). */
  invalidate(): void;
}

function overlayElement(): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'petrel-ohlc';
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: `${insetPx}px`,
    right: `${insetPx}px`,
    height: `${overlayHeightPx}px`,
    lineHeight: `${overlayHeightPx}px`,
    fontFamily: chartFontFamily,
    fontSize: `${axisFontSizePx}px`,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    pointerEvents: 'none',
    // Above the plots' cursor layers, which come later in the DOM.
    zIndex: '1',
  });
  return element;
}

function addField(parent: HTMLElement, label: string, textColor: string): HTMLSpanElement {
  const labelSpan = document.createElement('span');
  labelSpan.textContent = `${label} `;
  labelSpan.style.color = textColor;
  labelSpan.style.opacity = labelOpacity;
  const value = document.createElement('span');
  value.style.marginRight = `${fieldGapPx}px`;
  parent.append(labelSpan, value);
  return value;
}

export function createOhlcOverlay(
  parent: HTMLElement,
  state: ChartState,
  precision: number,
  textColor: string,
): OhlcOverlay {
  const element = overlayElement();
  const open = addField(element, 'O', textColor);
  const high = addField(element, 'H', textColor);
  const low = addField(element, 'L', textColor);
  const close = addField(element, 'C', textColor);
  const vol = addField(element, 'V', textColor);
  parent.append(element);
  let shown = -1;

  return {
    show(index) {
      const cols = state.columns;
      const i = index ?? cols.length - 1;
      element.style.visibility = i >= 0 && i < cols.length ? '' : 'hidden';
      if (i === shown || i < 0 || i >= cols.length) return;
      shown = i;
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
  };
}
