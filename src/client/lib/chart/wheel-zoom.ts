/**
 * Mouse-wheel zoom: each wheel notch scales the visible span by the same factor, whatever the device reports a
 * notch as (pixels, lines or pages), so a trackpad's many small steps and a wheel's few big ones zoom alike.
 */

/** Span factor of one 100 px notch scrolled down (zoom out); scrolling up zooms in by its inverse. */
export const wheelZoomPerNotch = 1.2;
const pxPerNotch = 100;
/** A line scroll is treated as about this many pixels, and a page scroll as a full notch per page. */
const pxPerLine = 33;

/** The span factor for a wheel event: above 1 zooms out, below 1 zooms in. */
export function zoomFactorOfDelta(deltaY: number, deltaMode: number): number {
  const px = deltaMode === 1 ? deltaY * pxPerLine : deltaMode === 2 ? deltaY * pxPerNotch : deltaY;
  return wheelZoomPerNotch ** (px / pxPerNotch);
}

export function zoomFactorOfWheel(event: WheelEvent): number {
  return zoomFactorOfDelta(event.deltaY, event.deltaMode);
}
