/** The k-line chart's two heights: the full chart screen, and the compact one inside Trade. */
export type ChartSize = 'regular' | 'compact';
