// Proves the mouse wheel zooms by the same factor per notch whether the device reports pixels, lines or pages, and that scrolling up and down by the same amount cancel out.
import { describe, expect, it } from 'vitest';
import { wheelZoomPerNotch, zoomFactorOfDelta } from '../../../../src/client/lib/chart/wheel-zoom';

describe('zoomFactorOfDelta', () => {
  it('zooms out by one step for a 100 px notch down and in by its inverse for a notch up', () => {
    expect(zoomFactorOfDelta(100, 0)).toBeCloseTo(wheelZoomPerNotch);
    expect(zoomFactorOfDelta(-100, 0)).toBeCloseTo(1 / wheelZoomPerNotch);
    expect(zoomFactorOfDelta(100, 0) * zoomFactorOfDelta(-100, 0)).toBeCloseTo(1);
  });

  it('counts a page as a notch and a line as a third of one', () => {
    expect(zoomFactorOfDelta(1, 2)).toBeCloseTo(wheelZoomPerNotch);
    expect(zoomFactorOfDelta(3, 1)).toBeCloseTo(wheelZoomPerNotch ** 0.99);
  });

  it('leaves the view alone for a sideways-only scroll', () => {
    expect(zoomFactorOfDelta(0, 0)).toBe(1);
  });
});
