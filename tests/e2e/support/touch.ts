/**
 * Real touch input through the Chrome DevTools Protocol. Playwright's page.touchscreen only taps; a drag or a
 * pinch needs Input.dispatchTouchEvent, which goes through the browser's input pipeline (touch-action, pointer
 * events, gesture detection) as a finger on a phone's screen would.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface TouchPoint {
  x: number;
  y: number;
}

/** Moves are split into steps of about this many CSS px, as a finger's touchmove events come. */
const stepPx = 10;

export class Finger {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  private send(
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: readonly TouchPoint[],
  ): Promise<unknown> {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
    });
  }

  down(...points: TouchPoint[]): Promise<unknown> {
    return this.send('touchStart', points);
  }

  up(): Promise<unknown> {
    return this.send('touchEnd', []);
  }

  /** Moves every finger in a straight line from `from[i]` to `to[i]`, in small steps. */
  async move(from: readonly TouchPoint[], to: readonly TouchPoint[]): Promise<void> {
    const distancePx = Math.max(...from.map((p, i) => Math.hypot(to[i]!.x - p.x, to[i]!.y - p.y)));
    const steps = Math.max(1, Math.ceil(distancePx / stepPx));
    for (let step = 1; step <= steps; step++) {
      const share = step / steps;
      await this.send(
        'touchMove',
        from.map((p, i) => ({ x: p.x + (to[i]!.x - p.x) * share, y: p.y + (to[i]!.y - p.y) * share })),
      );
    }
  }

  async drag(from: TouchPoint, to: TouchPoint): Promise<void> {
    await this.down(from);
    await this.move([from], [to]);
    await this.up();
  }

  async pinch(centre: TouchPoint, fromGapPx: number, toGapPx: number): Promise<void> {
    const at = (gap: number): TouchPoint[] => [
      { x: centre.x - gap / 2, y: centre.y },
      { x: centre.x + gap / 2, y: centre.y },
    ];
    await this.down(...at(fromGapPx));
    await this.move(at(fromGapPx), at(toGapPx));
    await this.up();
  }

  async tap(point: TouchPoint): Promise<void> {
    await this.down(point);
    await this.up();
  }

  async detach(): Promise<void> {
    await this.cdp.detach();
  }
}
