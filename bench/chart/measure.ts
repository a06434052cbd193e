/**
 * Timing helpers of the chart benchmark, and what "painted" means in it.
 *
 * uPlot draws into its canvases synchronously (the chart wraps creation and updates in uPlot.batch), but Chromium
 * records 2D canvas commands and rasterises them later, when a frame is produced or pixels are read back.
 * forcePaint therefore forces style and layout of the chart (offsetHeight) and reads one pixel of each canvas,
 * which makes Chromium rasterise everything drawn so far. A measurement "until painted" thus includes: building
 * the columns, uPlot's layout, the path building, the canvas raster, and the page's style and layout. It excludes
 * the wait for the next display frame and its compositing, which nextFrame measures separately.
 */

export function forcePaint(container: HTMLElement): void {
  void container.offsetHeight;
  for (const canvas of container.querySelectorAll('canvas')) {
    canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
  }
}

/** Resolves after the next frame has been produced: a task queued from requestAnimationFrame runs after its paint. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The value below which `share` (0 to 1) of the values lie, by the nearest-rank method. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** performance.now() is clamped to 0.1 ms or coarser; two decimals are more than it can tell. */
export function roundMs(value: number): number {
  return Math.round(value * 100) / 100;
}

export function freshContainer(stage: HTMLElement): HTMLDivElement {
  const container = document.createElement('div');
  stage.append(container);
  return container;
}
