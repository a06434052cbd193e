/**
 * The answer of POST /fairness/price (form fields `symbol`, `time`): what anyone needs to check a recorded price
 * against the day's commitment. Until the day ends (00:00 UTC the next day) its secret and the recomputed price
 * are null; the commitment is there from before the day began.
 */
export interface FairnessPrice {
  /** The pair, lowercase: "btcusdt". */
  symbol: string;
  /** The whole-second instant the price is for, in epoch milliseconds. */
  time: number;
  /** The UTC day of `time`, "YYYY-MM-DD". */
  day: string;
  /** SHA-256 of the day's secret, 64 hex digits, published before the day began. */
  commitment: string;
  /** The day's secret, 64 hex digits, once the day has ended; null before. */
  secret: string | null;
  /** The price at `time` recomputed from the revealed secret (a decimal string); null until the secret is out. */
  price: string | null;
}

/** How long a hex digest of SHA-256 is: 32 bytes, 64 hex digits. */
export const sha256HexLength = 64;
