/**
 * Touch and mouse gestures of the candle chart, on pointer events (uPlot has no touch zoom or pan of its own).
 *
 * The rules follow the exchange apps people already know (Binance, OKX):
 * - one finger dragged sideways pans; a vertical swipe is left to the page (touch-action: pan-y), so the screen
 *   still scrolls past the chart;
 * - two fingers pinch: the candle under their midpoint stays under it while the window grows or shrinks;
 * - a tap shows the crosshair on the tapped candle with its O/H/L/C/V read-out, and the next tap hides it;
 * - a long press shows the crosshair and then drags it, not the chart, from candle to candle. Lifting the finger
 *   keeps it (the finger covered the candle while it pressed), and while it shows a drag moves it. A tap hides
 *   it, and then a drag pans again;
 * - with a mouse, a drag pans, the wheel zooms about the pointer, and hovering shows uPlot's own crosshair.
 */
import { zoomFactorOfWheel } from './wheel-zoom';

/** What the gestures drive; implemented by the chart. Positions are client (CSS px) coordinates. */
export interface GestureTarget {
  /** Pans by a finger's horizontal movement: positive moves the content right, towards older candles. */
  panByPx(dxPx: number): void;
  /** Starts a pinch about the client x `anchorX`; later calls of pinchTo are relative to this start. */
  startPinch(anchorX: number): void;
  /** The pinch's fingers are `scale` times as far apart as at the start, their midpoint is at `anchorX`. */
  pinchTo(scale: number, anchorX: number): void;
  /** Zooms by `factor` of the span (below 1 zooms in) about the client x `anchorX`. */
  zoomAt(factor: number, anchorX: number): void;
  showCrosshair(clientX: number, clientY: number): void;
  hideCrosshair(): void;
  readonly crosshairShown: boolean;
}

/** Movement a finger may make and still count as a tap or a press; about a fingertip's wobble. */
export const touchSlopPx = 8;
/** Holding still this long turns a press into a long press (Android's own long-press timeout is 400-500 ms). */
export const longPressMs = 400;

type Mode = 'idle' | 'pending' | 'pan' | 'crosshair' | 'pinch';

interface Point {
  x: number;
  y: number;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export interface ChartGestures {
  /** The kind of the last pointer pressed: a double tap must not reset the zoom as a double click does. */
  readonly lastPointerType: string;
  detach(): void;
}

export function attachGestures(element: HTMLElement, target: GestureTarget): ChartGestures {
  const pointers = new Map<number, Point>();
  let mode: Mode = 'idle';
  let start: Point = { x: 0, y: 0 };
  let last: Point = { x: 0, y: 0 };
  let pinchStartPx = 0;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPointerType = 'mouse';

  const stopTimer = (): void => {
    clearTimeout(pressTimer);
    pressTimer = undefined;
  };

  const twoPointers = (): [Point, Point] | null => {
    const [a, b] = [...pointers.values()];
    return a && b ? [a, b] : null;
  };

  const beginPinch = (): void => {
    const pair = twoPointers();
    if (pair === null) return;
    stopTimer();
    mode = 'pinch';
    pinchStartPx = Math.max(1, distance(pair[0], pair[1]));
    target.startPinch((pair[0].x + pair[1].x) / 2);
  };

  /** One finger down, or one left after a pinch: a drag from here pans, or moves a crosshair that shows. */
  const beginSingle = (point: Point, pointerType: string): void => {
    mode = 'pending';
    start = point;
    last = point;
    stopTimer();
    if (pointerType === 'mouse') return;
    pressTimer = setTimeout(() => {
      pressTimer = undefined;
      if (mode !== 'pending') return;
      mode = 'crosshair';
      target.showCrosshair(last.x, last.y);
    }, longPressMs);
  };

  const onDown = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    lastPointerType = event.pointerType;
    // Without this a touch also sends emulated mouse events, which would move uPlot's own cursor.
    event.preventDefault();
    element.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) beginSingle({ x: event.clientX, y: event.clientY }, event.pointerType);
    else if (pointers.size === 2) beginPinch();
  };

  const onMove = (event: PointerEvent): void => {
    if (!pointers.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    if (mode === 'pinch') {
      const pair = twoPointers();
      if (pair) target.pinchTo(distance(pair[0], pair[1]) / pinchStartPx, (pair[0].x + pair[1].x) / 2);
      return;
    }
    if (mode === 'pending' && distance(point, start) > touchSlopPx) {
      stopTimer();
      mode = target.crosshairShown && event.pointerType !== 'mouse' ? 'crosshair' : 'pan';
    }
    if (mode === 'pan') target.panByPx(point.x - last.x);
    else if (mode === 'crosshair') target.showCrosshair(point.x, point.y);
    last = point;
  };

  const onUp = (event: PointerEvent): void => {
    if (!pointers.has(event.pointerId)) return;
    // The browser sends moves once a frame, so the finger's last stretch may arrive only with the lift.
    if (event.type === 'pointerup' && mode !== 'pinch') onMove(event);
    pointers.delete(event.pointerId);
    const wasTap = mode === 'pending' && event.type === 'pointerup' && event.pointerType !== 'mouse';
    stopTimer();
    if (wasTap) {
      if (target.crosshairShown) target.hideCrosshair();
      else target.showCrosshair(event.clientX, event.clientY);
    }
    const remaining = [...pointers.values()][0];
    // The finger left after a pinch pans from where it is, without a jump.
    if (remaining !== undefined && mode === 'pinch') {
      mode = 'pan';
      last = remaining;
    } else if (pointers.size === 0) mode = 'idle';
  };

  const onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    target.zoomAt(zoomFactorOfWheel(event), event.clientX);
  };

  /** A long press would otherwise open the browser's context menu (Android) over the chart. */
  const onContextMenu = (event: Event): void => event.preventDefault();

  /** Once the chart has taken a touch gesture, the browser must not start scrolling the page with it. */
  const onTouchMove = (event: TouchEvent): void => {
    if (mode === 'pan' || mode === 'pinch' || mode === 'crosshair') event.preventDefault();
  };

  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', onUp);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('contextmenu', onContextMenu);
  element.addEventListener('touchmove', onTouchMove, { passive: false });
  return {
    get lastPointerType() {
      return lastPointerType;
    },
    detach() {
      stopTimer();
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('contextmenu', onContextMenu);
      element.removeEventListener('touchmove', onTouchMove);
    },
  };
}
