/**
 * Wire shapes and numbers of trading (issue: trading; docs/api.md "Trading"): spot limit orders, leveraged
 * contract positions and timed second-contract orders. Amounts and prices are decimal strings, times are epoch
 * milliseconds. Spot orders spend the coin account (type 1); positions and timed orders the contract account (type 2).
 */

/** A page of records in the /bb style: `list` and `totalRow` (every matching row, over all pages). */
export interface RecordPage<T> {
  list: T[];
  totalRow: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Spot limit orders
// ---------------------------------------------------------------------------------------------------------------

/** `side` of a spot order. */
export const spotSides = { buy: 1, sell: 2 } as const;
export type SpotSide = (typeof spotSides)[keyof typeof spotSides];

/** Spot order states (spec section 4): unfinished, finished (filled), cancelled. */
export const spotOrderStatus = { unfinished: 0, finished: 1, cancelled: 2 } as const;
export type SpotOrderStatus = (typeof spotOrderStatus)[keyof typeof spotOrderStatus];

export interface SpotOrder {
  id: string;
  /** Lowercase base + quote, as the market calls take it: `btcusdt`. */
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
  /** The limit price, in the quote coin, at the pair's precision. */
  price: string;
  /** The amount of the base coin. */
  amount: string;
  /** price × amount in the quote coin: what a buy freezes. */
  total: string;
  /** The fee charged at the fill, in `feeCurrency` (the coin received); "0" until filled. */
  fee: string;
  feeCurrency: string;
  status: SpotOrderStatus;
  createdAt: number;
  /** When it filled or was cancelled; null while unfinished. */
  finishedAt: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Leveraged contract positions
// ---------------------------------------------------------------------------------------------------------------

/** `direction` of a position and of a timed order (`tradeType`): 1 = buy up, 2 = buy down. */
export const tradeDirections = { up: 1, down: 2 } as const;
export type TradeDirection = (typeof tradeDirections)[keyof typeof tradeDirections];

/** How a position opens: at the market price now, or when the market reaches a limit price. */
export const contractPriceTypes = { market: 1, limit: 2 } as const;
export type ContractPriceType = (typeof contractPriceTypes)[keyof typeof contractPriceTypes];

/**
 * Position states: the spec's holding, finished and liquidated, plus the two a limit entry needs (waiting for its
 * price, and cancelled before it was reached).
 */
export const contractStatus = { pending: 0, holding: 1, finished: 2, liquidated: 3, cancelled: 4 } as const;
export type ContractStatus = (typeof contractStatus)[keyof typeof contractStatus];

/** Why a position ended. */
export const contractCloseReasons = {
  manual: 1,
  takeProfit: 2,
  stopLoss: 3,
  liquidation: 4,
} as const;
export type ContractCloseReason = (typeof contractCloseReasons)[keyof typeof contractCloseReasons];

export interface ContractPosition {
  id: string;
  symbol: string;
  baseCoin: string;
  /** Positions are margined in the quote coin (USDT). */
  quoteCoin: string;
  direction: TradeDirection;
  priceType: ContractPriceType;
  /** The limit price of a limit entry; null for a market entry. */
  limitPrice: string | null;
  /** The margin frozen in the contract account. */
  margin: string;
  /** The leverage ("multiple"). */
  multiple: number;
  /** margin × multiple, in the quote coin. */
  size: string;
  /** Charged at opening: size × contract_fee_rate. */
  fee: string;
  /** The price it opened at; null while pending. */
  openPrice: string | null;
  stopLoss: string | null;
  takeProfit: string | null;
  /** The price at which the loss reaches margin − maintenance; null while pending. */
  liquidationPrice: string | null;
  status: ContractStatus;
  /** The price it closed at, the reason and the realised profit or loss (signed); null while open. */
  closePrice: string | null;
  closeReason: ContractCloseReason | null;
  profit: string | null;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
  /** The UTC day (YYYY-MM-DD) of openedAt, whose revealed market key verifies the opening price; null while pending. */
  openDay: string | null;
  /** The UTC day of closedAt, whose revealed key verifies the closing price; null until closed. */
  closeDay: string | null;
}

export interface ContractConfig {
  /** The multiples a user may choose, ascending (`npm run ops -- leverage set 5,10,20,50,100`). */
  multiples: number[];
  feeRate: string;
  maintenanceRate: string;
  /** Quote coins a position may be margined in. */
  quoteCoins: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Second contracts (timed up/down orders), spec section 7, base path /bb
// ---------------------------------------------------------------------------------------------------------------

export interface SecondContractConfigEntry {
  /** The hold duration in seconds. */
  second: number;
  /** The profit rate of a win, a fraction: "0.85" = 85 %. */
  incomeRate: string;
  /** The smallest stake, in the quote coin. */
  openAmountMin: string;
}

/** `entryStatus` (spec default 1): 1 = open, 2 = settled. */
export const secondEntryStatus = { open: 1, settled: 2 } as const;
export type SecondEntryStatus = (typeof secondEntryStatus)[keyof typeof secondEntryStatus];

/** The outcome of a settled timed order. */
export const secondResults = { win: 1, loss: 2, draw: 3 } as const;
export type SecondResult = (typeof secondResults)[keyof typeof secondResults];

export interface SecondContractOrder {
  id: string;
  baseCoin: string;
  quoteCoin: string;
  symbol: string;
  tradeType: TradeDirection;
  /** The stake, in the quote coin. */
  openAmount: string;
  /** contract_second_fee_rate × openAmount, charged at opening. */
  fee: string;
  positionTime: number;
  incomeRate: string;
  openPrice: string;
  openTime: number;
  /** openTime + positionTime × 1000: when it settles. */
  settleTime: number;
  /** The feed's price at settleTime, recorded by the engine; null while open. */
  settlePrice: string | null;
  /** The UTC day (YYYY-MM-DD) of openTime: the day whose revealed market key verifies openPrice (POST /fairness/price). */
  openDay: string;
  /** The UTC day of settleTime, whose key verifies settlePrice; null while open. */
  settleDay: string | null;
  /** When the engine settled it; null while open. */
  settledAt: number | null;
  /** Where the prices came from: `sim` or `htx`. */
  priceSource: string;
  entryStatus: SecondEntryStatus;
  result: SecondResult | null;
  /** Signed: +stake × incomeRate on a win, −stake on a loss, 0 on a draw; null while open. */
  profit: string | null;
}
