/** The wire shapes of the market-fairness calls (docs/api.md "Market fairness"). */

/** One UTC day of the simulated market. */
export interface FairnessDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** SHA-256 of the day's key, 64 hex digits: published before the day begins. */
  commitment: string;
  /** The day's key, 64 hex digits, once the day has ended; null until then. */
  secret: string | null;
}

export interface FairnessDays {
  /** The server's current UTC day. */
  today: string;
  /** Newest first. */
  list: FairnessDay[];
}

export interface FairnessPrice {
  symbol: string;
  /** The whole-second instant (epoch ms) the price stands for. */
  time: number;
  day: string;
  commitment: string;
  secret: string | null;
  /** The price recomputed from revealed keys only, at the pair's precision; null until the day is revealed. */
  price: string | null;
}

/** How long a hex digest of SHA-256 is: 32 bytes, 64 hex digits. */
export const sha256HexLength = 64;
