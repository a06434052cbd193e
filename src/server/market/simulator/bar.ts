/** A candle as the simulator computes it, before prices are rounded and volumes turned into coins. */
export interface Bar {
  startMs: number;
  open: number;
  close: number;
  high: number;
  low: number;
  /** Volume in integer units of 1 / volumeUnitsPerCoin of the base coin. */
  volumeUnits: number;
  tradeCount: number;
}
