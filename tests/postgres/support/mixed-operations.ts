/**
 * The random mixed-operation run of tests/postgres/mixed-operations.test.ts: a seeded plan of operations (credits,
 * transfers both ways, deposits and withdrawals decided by the operator, flash exchanges, amounts often above the
 * balance), and a driver that sends each one through the real HTTP calls and keeps a tally built from the ANSWERS
 * only, in bigint minor units: what the operator credited, which deposits and withdrawals were approved, what each
 * exchange paid and received, and which withdrawals still wait for review.
 */
import { adminPaths, fundingPaths, walletPaths } from '../../../src/common/api-paths';
import { assetRecordStatus } from '../../../src/common/wallet-types';
import { submitRecharge, proofOf } from '../../server/deposits/recharge-support';
import { samplePng } from '../../server/support/sample-png';
import { postForm, testOperatorToken, type TestApp } from '../../server/support/test-app';
import { testTradePassword } from '../../server/support/withdrawals';
import { toDecimal, toMinor } from '../../support/minor-units';

export const mixedCurrencies = ['USDT', 'BTC', 'ETH'] as const;
export type MixedCurrency = (typeof mixedCurrencies)[number];

/** A typical amount per currency in minor units (100 USDT, 0.002 BTC, 0.05 ETH): draws scale from it. */
const amountMinMinor = 1000n;
const typicalMinor: Record<MixedCurrency, bigint> = { USDT: 10_000_000_000n, BTC: 200_000n, ETH: 5_000_000n };

export interface MixedUser {
  id: number;
  email: string;
  token: string;
  /** Saved withdrawal address ids per currency. */
  addressIds: Record<MixedCurrency, string>;
}

export type Operation =
  | { kind: 'credit'; user: number; currency: MixedCurrency; amount: string }
  | { kind: 'transfer'; user: number; currency: MixedCurrency; direction: '1' | '2'; amount: string }
  | { kind: 'deposit'; user: number; currency: MixedCurrency; amount: string; approve: boolean }
  | {
      kind: 'withdrawal';
      user: number;
      currency: MixedCurrency;
      amount: string;
      decision: 'approve' | 'reject' | 'later';
    }
  | { kind: 'review'; approve: boolean }
  | { kind: 'exchange'; user: number; from: MixedCurrency; to: MixedCurrency; amount: string };

/** Draws `count` operations for `userCount` users from a seeded generator: the same plan on every run. */
export function planOperations(random: () => number, userCount: number, count: number): Operation[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // From the smallest amount the calls take (0.00001) to `times` typical amounts, to the minor unit: small ones,
  // affordable ones, and many above the balance.
  const draw = (currency: MixedCurrency, times: number) =>
    toDecimal(BigInt(Math.floor(random() * times * Number(typicalMinor[currency]))) + amountMinMinor);
  const plan: Operation[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = Math.floor(random() * userCount);
    const currency = pick(mixedCurrencies);
    const roll = random();
    if (roll < 0.14) plan.push({ kind: 'credit', user, currency, amount: draw(currency, 4) });
    else if (roll < 0.38) {
      const direction = random() < 0.6 ? '1' : '2';
      plan.push({ kind: 'transfer', user, currency, direction, amount: draw(currency, 2) });
    } else if (roll < 0.52) {
      plan.push({ kind: 'deposit', user, currency, amount: draw(currency, 3), approve: random() < 0.6 });
    } else if (roll < 0.72) {
      const decision = pick(['approve', 'reject', 'later'] as const);
      plan.push({ kind: 'withdrawal', user, currency, amount: draw(currency, 3), decision });
    } else if (roll < 0.77) plan.push({ kind: 'review', approve: random() < 0.5 });
    else {
      const to = pick(mixedCurrencies.filter((other) => other !== currency));
      plan.push({ kind: 'exchange', user, from: currency, to, amount: draw(currency, 2) });
    }
  }
  return plan;
}

type PerCurrency = Record<MixedCurrency, bigint>;
const zeros = (): PerCurrency => ({ USDT: 0n, BTC: 0n, ETH: 0n });

export interface PendingWithdrawal {
  id: string;
  user: number;
  currency: MixedCurrency;
  amount: bigint;
  realarrive: bigint;
  fee: bigint;
}

/** What the answers said, summed. */
export function createTally() {
  return {
    credits: zeros(),
    approvedDeposits: zeros(),
    /** amount = realarrive + fee, as the submission answered it. */
    approvedWithdrawals: zeros(),
    withdrawalArrivals: zeros(),
    withdrawalFees: zeros(),
    exchangePaid: zeros(),
    exchangeReceived: zeros(),
    exchangeFees: zeros(),
    /** Submitted and not decided yet, oldest first; a `review` operation decides the oldest. */
    reviewing: [] as PendingWithdrawal[],
    /** Per operation kind, how many were accepted, and every refusal's error code with its count. */
    outcomes: {} as Record<string, { accepted: number; refused: Record<string, number> }>,
  };
}
export type Tally = ReturnType<typeof createTally>;

/** Refusals each kind may meet; anything else (a 500, a lockout, a malformed answer) stops the run. */
const expectedRefusals: Record<string, readonly string[]> = {
  transfer: ['INSUFFICIENT_BALANCE'],
  deposit: ['RECHARGE_BELOW_MINIMUM'],
  withdrawal: ['INSUFFICIENT_BALANCE', 'WITHDRAW_AMOUNT', 'WITHDRAW_BELOW_FEE'],
  exchange: ['INSUFFICIENT_BALANCE', 'EXCHANGE_RECEIVE_TOO_SMALL'],
};

interface Answer {
  statusCode: number;
  body: string;
  json(): { code?: number; error?: string; data?: Record<string, unknown> };
}

export function createMixedDriver(t: TestApp, users: readonly MixedUser[], tally: Tally) {
  const record = (kind: string, refusal?: string) => {
    const entry = (tally.outcomes[kind] ??= { accepted: 0, refused: {} });
    if (refusal === undefined) entry.accepted += 1;
    else entry.refused[refusal] = (entry.refused[refusal] ?? 0) + 1;
  };
  /** The answer's data when accepted, undefined when refused as expected; throws on anything else. */
  const outcome = (kind: string, answer: Answer) => {
    const body = answer.statusCode === 200 ? answer.json() : undefined;
    if (body?.code === 1 && body.data) return body.data as Record<string, string>;
    if (body?.error && expectedRefusals[kind]?.includes(body.error)) {
      record(kind, body.error);
      return undefined;
    }
    throw new Error(`${kind}: unexpected answer ${answer.statusCode} ${answer.body}`);
  };
  const operator = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      ...(payload ? { payload } : {}),
    });
  const decided = (kind: string, answer: Answer, status: number) => {
    const data = answer.statusCode === 200 ? answer.json().data : undefined;
    if (data?.status !== status)
      throw new Error(`${kind}: decision failed ${answer.statusCode} ${answer.body}`);
  };
  const decideWithdrawal = async (pending: PendingWithdrawal, approve: boolean) => {
    if (approve) {
      decided(
        'withdrawal approval',
        await operator(adminPaths.withdrawalApprove.replace(':id', pending.id)),
        1,
      );
      tally.approvedWithdrawals[pending.currency] += pending.amount;
      tally.withdrawalArrivals[pending.currency] += pending.realarrive;
      tally.withdrawalFees[pending.currency] += pending.fee;
    } else {
      const url = adminPaths.withdrawalReject.replace(':id', pending.id);
      decided(
        'withdrawal rejection',
        await operator(url, { reason: 'mixed run' }),
        assetRecordStatus.rejected,
      );
    }
  };

  let creditCount = 0;
  async function run(op: Operation): Promise<void> {
    if (op.kind === 'review') {
      const pending = tally.reviewing.shift();
      if (!pending) return record('review', 'NOTHING_TO_REVIEW');
      await decideWithdrawal(pending, op.approve);
      return record('review');
    }
    const user = users[op.user]!;
    switch (op.kind) {
      case 'credit': {
        creditCount += 1;
        const answer = await t.app.inject({
          method: 'POST',
          url: adminPaths.ledgerCredit,
          headers: { authorization: `Bearer ${testOperatorToken}` },
          payload: {
            email: user.email,
            currency: op.currency,
            amount: op.amount,
            reason: 'mixed run',
            reference: `mixed-run-${creditCount}`,
          },
        });
        const data = answer.statusCode === 200 ? answer.json().data : undefined;
        if (data?.applied !== true) throw new Error(`credit failed: ${answer.statusCode} ${answer.body}`);
        tally.credits[op.currency] += toMinor(String(data.amount));
        return record('credit');
      }
      case 'transfer': {
        const answer = await postForm(
          t.app,
          walletPaths.transfer,
          { amount: op.amount, currency: op.currency, type: op.direction },
          undefined,
          { token: user.token },
        );
        if (outcome('transfer', answer)) record('transfer');
        return;
      }
      case 'deposit': {
        const network = { USDT: 'TRC20', BTC: 'BTC', ETH: 'ERC20' }[op.currency];
        const fields = { currency: op.currency, network, amount: op.amount };
        const submitted = outcome(
          'deposit',
          await submitRecharge(t, user.token, fields, [proofOf(samplePng(3))]),
        );
        if (!submitted) return;
        const id = String(submitted.id);
        if (op.approve) {
          const answer = await operator(adminPaths.depositApprove.replace(':id', id));
          decided('deposit approval', answer, assetRecordStatus.finished);
          tally.approvedDeposits[op.currency] += toMinor(String(answer.json().data?.amount));
        } else {
          const answer = await operator(adminPaths.depositReject.replace(':id', id), { reason: 'mixed run' });
          decided('deposit rejection', answer, assetRecordStatus.rejected);
        }
        return record('deposit');
      }
      case 'withdrawal': {
        const form = {
          addressId: user.addressIds[op.currency],
          amount: op.amount,
          tradePwd: testTradePassword,
        };
        const answer = await postForm(t.app, fundingPaths.withdrawSubmit, form, undefined, {
          token: user.token,
        });
        const submitted = outcome('withdrawal', answer);
        if (!submitted) return;
        record('withdrawal');
        const amount = toMinor(submitted.amount!);
        const realarrive = toMinor(submitted.realarrive!);
        const fee = toMinor(submitted.fee!);
        if (realarrive + fee !== amount) throw new Error(`withdrawal answer does not add up: ${answer.body}`);
        const pending = { id: submitted.id!, user: op.user, currency: op.currency, amount, realarrive, fee };
        if (op.decision === 'later') tally.reviewing.push(pending);
        else await decideWithdrawal(pending, op.decision === 'approve');
        return;
      }
      case 'exchange': {
        const form = { fromCurrency: op.from, toCurrency: op.to, amount: op.amount };
        const quote = outcome(
          'exchange',
          await postForm(t.app, fundingPaths.exchangeQuote, form, undefined, { token: user.token }),
        );
        if (!quote) return;
        const answer = await postForm(
          t.app,
          fundingPaths.exchangeSubmit,
          { quoteId: quote.quoteId! },
          undefined,
          {
            token: user.token,
          },
        );
        const receipt = outcome('exchange', answer);
        if (!receipt) return;
        tally.exchangePaid[op.from] += toMinor(receipt.amount!);
        tally.exchangeReceived[op.to] += toMinor(receipt.receive!);
        tally.exchangeFees[op.to] += toMinor(receipt.fee!);
        return record('exchange');
      }
    }
  }
  return { run };
}
