// Proves the wallet's money operations against a plain reference model (wallet-reference-model.ts), 2 seeds × 1,000
// random operations on PGlite (5 seeds under `npm run test:deep`). Each operation goes to the real server and to the model of balances, available AND
// frozen, per user × account type × currency, in bigint minor units:
// - operator credits, and transfers between the coin and contract accounts (POST transfer);
// - withdrawals: submit (POST withdraw, freezes the amount; refused below the currency's withdrawMin, above its
//   withdrawMax, not above the fee, or above the available balance), then the operator approves (the frozen amount
//   leaves; at or above the seeded four-eyes threshold the first approval leaves it under review and a second
//   operator's pays it) or rejects (frozen back to available) through the admin API; a second decision is refused
//   and moves nothing;
// - deposits: submit with a proof (multipart, nothing moves; refused below the recharge minimum), then the operator
//   approves (the coin account is credited) or rejects (nothing moves) through the admin API; a second decision is
//   refused;
// - flash exchange at fixed feed prices: quote (refused below the minimum amount, above the available balance, or
//   when nothing would be received) and submit, at once or after other operations (refused when the balance has
//   fallen below the amount meanwhile); the model computes receive and fee with the rule of docs/ledger.md.
// After every step the server's answer (accepted or refused, and the error code) and every user's balances (the
// ledger's, both accounts) agree with the model, and each seed must reach every outcome the model predicts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, fundingPaths, walletPaths } from '../../../src/common/api-paths';
import { accountTypes } from '../../../src/server/ledger/ledger-types';
import { approvalsRequired, fourEyesThresholdsDefault } from '../../../src/common/four-eyes-thresholds';
import type { DecimalString } from '../../../src/common/decimal';
import { addOperator } from '../operators/operator-support';
import { submitRecharge } from '../deposits/recharge-support';
import { requestQuote, submitQuote } from '../support/exchange';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import {
  createTestApp,
  postAs,
  postForm,
  servicesOf,
  testOperatorToken,
  type TestApp,
} from '../support/test-app';
import { sampleAddresses, saveAddress, testTradePassword, withdrawingUser } from '../support/withdrawals';
import { minorPerUnit, toDecimal, toMinor } from '../../support/minor-units';
import { seededRandom } from '../../support/seeded-random';
import { BalanceModel, exchangeOf, ledgerBalancesOf, limitsOf } from './wallet-reference-model';
import { byDepth } from '../../support/test-depth';

/** Five seeds under `npm run test:deep`, two in the everyday run; each runs all 1,000 operations. */
const seeds = byDepth([1, 2], [1, 2, 3, 4, 5]);
const operationsPerSeed = 1000;
const currencies = ['USDT', 'BTC', 'ETH'] as const;
type Currency = (typeof currencies)[number];
const userCount = 3;
const amountMinMinor = toMinor('0.00001'); // transfers and exchanges
/** USDT prices of the fixed feed, with cents so that cross rates have endless places and get truncated. */
const prices: Record<Currency, string> = { USDT: '1', BTC: '60000.12', ETH: '3000.01' };
const networkOf: Record<Currency, keyof typeof sampleAddresses> = { USDT: 'TRC20', BTC: 'BTC', ETH: 'ERC20' };

/**
 * What one seed of 1,000 operations reaches: each operation's success and each refusal the model predicts. Not
 * WITHDRAW_BELOW_FEE: valid limits keep the fee below the minimum (checkLimits), so the minimum already refuses
 * every amount at or under the fee.
 */
const everyOutcome = [
  'transfer: ok',
  'transfer: TRANSFER_AMOUNT',
  'transfer: INSUFFICIENT_BALANCE',
  'withdraw: ok',
  'withdraw: WITHDRAW_AMOUNT',
  'withdraw: INSUFFICIENT_BALANCE',
  'withdrawal approve: ok',
  'withdrawal reject: ok',
  'withdrawal decided twice: WITHDRAWAL_ALREADY_APPROVED',
  'withdrawal decided twice: WITHDRAWAL_ALREADY_REJECTED',
  'recharge: ok',
  'recharge: RECHARGE_BELOW_MINIMUM',
  'deposit approve: ok',
  'deposit reject: ok',
  'deposit decided twice: DEPOSIT_ALREADY_APPROVED',
  'deposit decided twice: DEPOSIT_ALREADY_REJECTED',
  'exchange quote: ok',
  'exchange quote: EXCHANGE_AMOUNT',
  'exchange quote: INSUFFICIENT_BALANCE',
  'exchange quote: EXCHANGE_RECEIVE_TOO_SMALL',
  'exchange submit: ok',
  'exchange submit: INSUFFICIENT_BALANCE',
];

let t: TestApp;
/** The second operator of four-eyes withdrawals (the first is root). */
let secondOperatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12, ETH: 3000.01 }) });
  secondOperatorToken = await addOperator(t, 'vera', 'reviewer');
});
afterAll(() => t.close());

function operator(url: string, id: number, payload?: object, token = testOperatorToken) {
  return t.app.inject({
    method: 'POST',
    url: url.replace(':id', String(id)),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** Verified users with a trade password and a saved address per currency. */
async function modelUsers() {
  const users = [];
  for (let index = 0; index < userCount; index += 1) {
    const user = await withdrawingUser(t);
    const addresses = new Map<Currency, string>();
    for (const currency of currencies) {
      const network = networkOf[currency];
      const saved = await saveAddress(t, user.token, {
        currency,
        network,
        address: sampleAddresses[network],
      });
      addresses.set(currency, saved.id);
    }
    users.push({ ...user, addresses });
  }
  return users;
}
type ModelUser = Awaited<ReturnType<typeof modelUsers>>[number];
type Answer = { code: number; error?: string; data?: Record<string, string> };
/** A review decision's answer: the withdrawal, whose status is a number. */
type Reviewed = { code: number; error?: string; data?: { status: number } };

/** A request under review (withdrawal or deposit) and what it is for. */
interface Pending {
  id: number;
  userId: number;
  currency: Currency;
  amount: bigint;
}
interface Decided {
  id: number;
  approved: boolean;
}
interface OpenQuote {
  quoteId: string;
  user: ModelUser;
  from: Currency;
  to: Currency;
  amount: bigint;
}

describe('the wallet against its reference model', () => {
  it.each(seeds)(
    'agrees after every one of 1,000 random money operations (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const takeRandom = <T>(items: T[]): T => items.splice(Math.floor(random() * items.length), 1)[0]!;
      /** A random amount in [low, high], in minor units. */
      const between = (low: bigint, high: bigint) =>
        high <= low ? low : low + BigInt(Math.floor(random() * Number(high - low + 1n)));
      const { wallet } = servicesOf(t);
      const users = await modelUsers();
      const model = new BalanceModel();
      const coin = accountTypes.coin;
      const pendingWithdrawals: Pending[] = [];
      const decidedWithdrawals: Decided[] = [];
      const pendingDeposits: Pending[] = [];
      const decidedDeposits: Decided[] = [];
      const openQuotes: OpenQuote[] = [];
      const seen = new Set<string>();
      let step = 0;

      function answerIs(operation: string, body: Pick<Answer, 'code' | 'error'>, expected: string) {
        expect([step, operation, body.code === 1 ? 'ok' : body.error]).toEqual([step, operation, expected]);
        seen.add(`${operation}: ${expected}`);
      }

      async function credit(user: ModelUser, currency: Currency) {
        const amount = BigInt(Math.floor(random() * 5_000_000_000)) + amountMinMinor;
        await wallet.credit({
          userId: user.id,
          currency,
          amount: toDecimal(amount),
          reason: 'model',
          reference: `model:${seed}:${step}`,
        });
        model.add(user.id, coin, currency, 'available', amount);
      }

      async function transfer(user: ModelUser, currency: Currency) {
        const direction = random() < 0.6 ? 1 : 2;
        const [from, to] = direction === 1 ? [coin, accountTypes.contract] : [accountTypes.contract, coin];
        const held = model.get(user.id, from, currency);
        // Mostly affordable amounts, sometimes more than held, sometimes below the minimum or the whole balance.
        const kind = random();
        const amount =
          kind < 0.1
            ? between(0n, amountMinMinor - 1n)
            : kind < 0.2
              ? held
              : between(0n, held + 2n * amountMinMinor);
        const form = { amount: toDecimal(amount), currency, type: String(direction) };
        const answer: Answer = (await postAs(t.app, walletPaths.transfer, user.token, form)).json();
        const expected =
          amount < amountMinMinor ? 'TRANSFER_AMOUNT' : amount > held ? 'INSUFFICIENT_BALANCE' : 'ok';
        answerIs('transfer', answer, expected);
        if (expected !== 'ok') return;
        model.add(user.id, from, currency, 'available', -amount);
        model.add(user.id, to, currency, 'available', amount);
      }

      async function withdraw(user: ModelUser, currency: Currency) {
        const limits = limitsOf(currency);
        const available = model.get(user.id, coin, currency);
        // Below the minimum, above the maximum, the whole balance, more than held, or within the limits.
        const kind = random();
        const amount =
          kind < 0.1
            ? between(1n, limits.withdrawMin - 1n)
            : kind < 0.2
              ? between(limits.withdrawMax + 1n, limits.withdrawMax + limits.withdrawMax / 10n)
              : kind < 0.3
                ? available
                : kind < 0.4
                  ? between(available + 1n, available + limits.withdrawMin)
                  : between(
                      limits.withdrawMin,
                      available < limits.withdrawMax ? available : limits.withdrawMax,
                    );
        const form = {
          addressId: user.addresses.get(currency)!,
          amount: toDecimal(amount),
          tradePwd: testTradePassword,
        };
        const answer: Answer = (
          await postForm(t.app, fundingPaths.withdrawSubmit, form, undefined, { token: user.token })
        ).json();
        const expected =
          amount < limits.withdrawMin || amount > limits.withdrawMax
            ? 'WITHDRAW_AMOUNT'
            : amount <= limits.withdrawFee
              ? 'WITHDRAW_BELOW_FEE'
              : amount > available
                ? 'INSUFFICIENT_BALANCE'
                : 'ok';
        answerIs('withdraw', answer, expected);
        if (expected !== 'ok') return;
        expect([step, answer.data?.fee, answer.data?.realarrive]).toEqual([
          step,
          toDecimal(limits.withdrawFee),
          toDecimal(amount - limits.withdrawFee),
        ]);
        pendingWithdrawals.push({ id: Number(answer.data?.id), userId: user.id, currency, amount });
        model.add(user.id, coin, currency, 'available', -amount);
        model.add(user.id, coin, currency, 'frozen', amount);
      }

      async function decideWithdrawal() {
        if (decidedWithdrawals.length > 0 && (pendingWithdrawals.length === 0 || random() < 0.1)) {
          // A second decision of a decided withdrawal is refused and moves nothing.
          const decided = pick(decidedWithdrawals);
          const answer: Answer = (await operator(adminPaths.withdrawalApprove, decided.id)).json();
          const expected = decided.approved ? 'WITHDRAWAL_ALREADY_APPROVED' : 'WITHDRAWAL_ALREADY_REJECTED';
          answerIs('withdrawal decided twice', answer, expected);
          return;
        }
        const pending = takeRandom(pendingWithdrawals);
        const approved = random() < 0.5;
        const answer: Reviewed = (
          approved
            ? await operator(adminPaths.withdrawalApprove, pending.id)
            : await operator(adminPaths.withdrawalReject, pending.id, { reason: 'model' })
        ).json();
        answerIs(approved ? 'withdrawal approve' : 'withdrawal reject', answer, 'ok');
        const amount = toDecimal(pending.amount) as DecimalString;
        if (approved && approvalsRequired(fourEyesThresholdsDefault, pending.currency, amount) === 2) {
          // The first of two approvals moves nothing; the second operator's pays.
          expect([step, answer.data?.status]).toEqual([step, 0]);
          const second: Reviewed = (
            await operator(adminPaths.withdrawalApprove, pending.id, undefined, secondOperatorToken)
          ).json();
          answerIs('withdrawal approve', second, 'ok');
          expect([step, second.data?.status]).toEqual([step, 1]);
        }
        model.add(pending.userId, coin, pending.currency, 'frozen', -pending.amount);
        if (!approved) model.add(pending.userId, coin, pending.currency, 'available', pending.amount);
        decidedWithdrawals.push({ id: pending.id, approved });
      }

      async function recharge(user: ModelUser, currency: Currency) {
        const { rechargeMin } = limitsOf(currency);
        const amount =
          random() < 0.15
            ? between(1n, rechargeMin - 1n)
            : between(rechargeMin, rechargeMin + 50n * minorPerUnit);
        const form = { currency, network: networkOf[currency], amount: toDecimal(amount) };
        const answer: Answer = (await submitRecharge(t, user.token, form)).json();
        const expected = amount < rechargeMin ? 'RECHARGE_BELOW_MINIMUM' : 'ok';
        answerIs('recharge', answer, expected);
        if (expected === 'ok') {
          pendingDeposits.push({ id: Number(answer.data?.id), userId: user.id, currency, amount });
        }
      }

      async function decideDeposit() {
        if (decidedDeposits.length > 0 && (pendingDeposits.length === 0 || random() < 0.1)) {
          const decided = pick(decidedDeposits);
          const answer: Answer = (
            await operator(adminPaths.depositReject, decided.id, { reason: 'model' })
          ).json();
          const expected = decided.approved ? 'DEPOSIT_ALREADY_APPROVED' : 'DEPOSIT_ALREADY_REJECTED';
          answerIs('deposit decided twice', answer, expected);
          return;
        }
        const pending = takeRandom(pendingDeposits);
        const approved = random() < 0.6;
        const answer: Answer = (
          approved
            ? await operator(adminPaths.depositApprove, pending.id)
            : await operator(adminPaths.depositReject, pending.id, { reason: 'model' })
        ).json();
        answerIs(approved ? 'deposit approve' : 'deposit reject', answer, 'ok');
        if (approved) model.add(pending.userId, coin, pending.currency, 'available', pending.amount);
        decidedDeposits.push({ id: pending.id, approved });
      }

      async function quote(user: ModelUser, from: Currency) {
        const to = pick(currencies.filter((other) => other !== from));
        const available = model.get(user.id, coin, from);
        // Below the minimum, dust that may buy nothing, the whole balance, more than held, or affordable.
        const kind = random();
        const amount =
          kind < 0.08
            ? between(0n, amountMinMinor - 1n)
            : kind < 0.16
              ? between(amountMinMinor, 10n * amountMinMinor)
              : kind < 0.26
                ? available
                : kind < 0.36
                  ? between(available + 1n, available + minorPerUnit)
                  : between(amountMinMinor, available);
        const form = { fromCurrency: from, toCurrency: to, amount: toDecimal(amount) };
        const answer: Answer = (await requestQuote(t, user.token, form)).json();
        const { receive, fee } = exchangeOf(prices[from], prices[to], amount);
        const expected =
          amount < amountMinMinor
            ? 'EXCHANGE_AMOUNT'
            : amount > available
              ? 'INSUFFICIENT_BALANCE'
              : receive <= 0n
                ? 'EXCHANGE_RECEIVE_TOO_SMALL'
                : 'ok';
        answerIs('exchange quote', answer, expected);
        if (expected !== 'ok') return;
        expect([step, answer.data?.receive, answer.data?.fee]).toEqual([
          step,
          toDecimal(receive),
          toDecimal(fee),
        ]);
        const open = { quoteId: answer.data!.quoteId!, user, from, to, amount };
        // Most quotes are taken at once; the others wait while other operations change the balance.
        if (random() < 0.7) await submitExchange(open);
        else openQuotes.push(open);
      }

      async function submitExchange(open: OpenQuote) {
        const answer: Answer = (await submitQuote(t, open.user.token, open.quoteId)).json();
        const expected =
          open.amount > model.get(open.user.id, coin, open.from) ? 'INSUFFICIENT_BALANCE' : 'ok';
        answerIs('exchange submit', answer, expected);
        if (expected !== 'ok') return;
        const { receive, fee } = exchangeOf(prices[open.from], prices[open.to], open.amount);
        expect([step, answer.data?.receive, answer.data?.fee]).toEqual([
          step,
          toDecimal(receive),
          toDecimal(fee),
        ]);
        model.add(open.user.id, coin, open.from, 'available', -open.amount);
        model.add(open.user.id, coin, open.to, 'available', receive);
      }

      async function balancesAgree() {
        const balancesOf = await ledgerBalancesOf(
          t.database.handle.db,
          users.map((user) => user.id),
        );
        for (const user of users) {
          for (const type of [coin, accountTypes.contract]) {
            const actual = balancesOf(user.id, type);
            const expected = model.balancesOf(user.id, type, currencies);
            expect([step, user.id, type, actual]).toEqual([step, user.id, type, expected]);
          }
        }
      }

      for (; step < operationsPerSeed; step += 1) {
        const user = pick(users);
        const currency = pick(currencies);
        const roll = random();
        if (roll < 0.1) await credit(user, currency);
        else if (roll < 0.35) await transfer(user, currency);
        else if (roll < 0.5) await withdraw(user, currency);
        else if (roll < 0.6 && pendingWithdrawals.length + decidedWithdrawals.length > 0)
          await decideWithdrawal();
        else if (roll < 0.7) await recharge(user, currency);
        else if (roll < 0.78 && pendingDeposits.length + decidedDeposits.length > 0) await decideDeposit();
        else if (roll < 0.93 || openQuotes.length === 0) await quote(user, currency);
        else await submitExchange(takeRandom(openQuotes));
        await balancesAgree();
      }
      expect([...seen].sort()).toEqual([...everyOutcome].sort());
    },
    300_000,
  );
});
