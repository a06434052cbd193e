/**
 * The vocabulary of the ledger: who owns an account, which bucket of it a line moves, and a movement (one balanced
 * transaction). Plain types, no database: services describe a movement, the ledger checks and applies it.
 */

/** Account types (ARCHITECTURE.md §4): 1 = coin (spot), 2 = contract. */
export const accountTypes = { coin: 1, contract: 2 } as const;
export type AccountType = (typeof accountTypes)[keyof typeof accountTypes];

export function isAccountType(value: number): value is AccountType {
  return value === accountTypes.coin || value === accountTypes.contract;
}

/**
 * System accounts stand for the outside world; their balances may go negative (the deposits account is minus
 * everything ever deposited). `rounding` receives whatever a rounding rule leaves over, so that rounding never
 * creates or destroys money.
 */
export const systemAccounts = [
  'deposits',
  'withdrawals',
  'fees',
  'adjustments',
  'exchange',
  'counterparty',
  'launchpad',
  'rounding',
] as const;
export type SystemAccount = (typeof systemAccounts)[number];

/** System accounts hold every currency in one account type; users have one of each type per currency. */
export const systemAccountType: AccountType = accountTypes.coin;

export type AccountOwner = { userId: number; accountType: AccountType } | { system: SystemAccount };

export type Bucket = 'available' | 'frozen';

/** One line of a movement: a signed decimal string (never a float) added to one bucket of one account. */
export interface Leg {
  owner: AccountOwner;
  currency: string;
  bucket: Bucket;
  amount: string;
}

export interface Movement {
  /** What the movement is, for records and reports: 'transfer', 'recharge', 'freeze', ... */
  kind: string;
  /**
   * Unique across the whole ledger: an idempotency key (`idem:<user>:<key>`), an engine's deterministic id
   * (`settle:<order id>`) or an operator action's id. A second movement with the same reference is not applied.
   */
  reference: string;
  /** The user the movement concerns, for their records. */
  userId?: number;
  memo?: string;
  /** The transaction this movement reverses (reverse-transaction.ts only); unique in the journal. */
  reverses?: number;
  legs: readonly Leg[];
}

export interface PostResult {
  /** False when a movement with this reference was already applied: nothing changed this time. */
  applied: boolean;
  transactionId: number;
}

export interface Balance {
  currency: string;
  available: string;
  frozen: string;
}
