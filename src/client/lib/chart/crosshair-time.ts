/**
 * The crosshair's time label: the pressed or hovered candle's start, in a box over the time axis under the
 * crosshair's vertical line, as exchange charts show it. Without it the O/H/L/C/V read-out would not say which
 * candle it is for. It is numbers only (MM/DD HH:MM, or YYYY/MM/DD for daily candles), so it needs no translation.
 */
import { chartFontFamily, type ChartText, type TimeFormat } from './axis-format';
import type { ChartState } from './chart-state';

const labelPaddingPx = 4;
/** Text on the label's box, which takes the axis text colour: dark on the muted grey. */
const labelTextColor = '#0b0e14';

export interface CrosshairTime {
  /** Shows candle `index` centred at `x` (CSS px from the chart's left edge), or hides the label for null. */
  show(index: number | null, x: number): void;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

export function formatCrosshairTime(seconds: number, format: TimeFormat): string {
  const date = new Date(seconds * 1000);
  const day = `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}`;
  if (format === 'date') return `${date.getFullYear()}/${day}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

function labelElement(background: string, text: ChartText): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'petrel-crosshair-time';
  element.dataset['testid'] = 'chart-crosshair-time';
  Object.assign(element.style, {
    position: 'absolute',
    bottom: '0',
    height: `${text.lineHeightPx}px`,
    lineHeight: `${text.lineHeightPx}px`,
    padding: `0 ${labelPaddingPx}px`,
    borderRadius: '2px',
    background,
    color: labelTextColor,
    fontFamily: chartFontFamily,
    fontSize: `${text.fontSizePx}px`,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    visibility: 'hidden',
    zIndex: '1',
  });
  return element;
}

export function createCrosshairTime(
  parent: HTMLElement,
  state: ChartState,
  format: TimeFormat,
  textColor: string,
): CrosshairTime {
  const element = labelElement(textColor, state.text);
  parent.append(element);
  let shown = -1;
  return {
    show(index, x) {
      const cols = state.columns;
      if (index === null || index < 0 || index >= cols.length) {
        element.style.visibility = 'hidden';
        return;
      }
      if (index !== shown) {
        shown = index;
        element.textContent = formatCrosshairTime(cols.time[index]!, format);
      }
      // Centred on the line, but kept inside the chart so that it is never cut at either edge.
      const half = element.offsetWidth / 2;
      const left = Math.min(Math.max(x - half, 0), parent.clientWidth - 2 * half);
      element.style.transform = `translateX(${Math.round(left)}px)`;
      element.style.visibility = '';
    },
  };
}
