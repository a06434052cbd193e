// Proves that a day's prices can be verified from public data alone: the reveals fetched through the public call
// hash to their commitments, the one-minute candles recomputed from them equal the server's own, a timed order's
// open and settle prices equal the recomputed prices of their seconds (also through POST /fairness/price), and the
// verify-prices command end to end (its main with a fetch that goes through app.inject) passes, and fails on a
// wrong price, a tampered secret or a day not revealed yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessPaths } from '../../../src/common/api-paths';
import type { FairnessDays, FairnessPrice } from '../../../src/common/fairness-types';
import type { Candle } from '../../../src/common/market-types';
import { findPair, type PairInfo } from '../../../src/common/pairs';
import type { SecondContractOrder } from '../../../src/common/trading-types';
import { commitmentOf, dayIndexOfIso, isoDayOf } from '../../../src/server/market/fairness/day-keys';
import { dayMs } from '../../../src/common/constants';
import {
  keyLookbackDays,
  recomputePairDay,
  recomputePrice,
} from '../../../src/server/market/fairness/recompute-day';
import { verifyExit, verifyPricesMain } from '../../../src/server/market/fairness/verify-prices';
import { registerUser } from '../support/accounts';
import { createTestApp, postForm, testStartMs, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderById, orderForm } from '../second-contract/second-support';

const hourMs = 3_600_000;
const day = Math.floor(testStartMs / dayMs);
const btc = findPair('btcusdt')!;
const ethbtc = findPair('ethbtc')!;

let t: TestApp;
let opened: SecondContractOrder;
let settled: SecondContractOrder;
const serverCandles = new Map<string, Candle[]>();
let days: FairnessDays;
let revealed: Map<number, Buffer>;

/** The server's own one-minute candles of `day`, read after the day has ended. */
async function serverDayCandles(pair: PairInfo): Promise<Candle[]> {
  const candles = await t.feed.candles(pair, '1min', 1_600);
  return candles.filter((candle) => Math.floor((candle.id * 1000) / dayMs) === day);
}

/** A fetch for the verifier that answers from the test app, as a server would over HTTP. */
function fetchFrom(app: TestApp['app'], tamper?: (body: string) => string): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const response = await app.inject({
      method: 'POST',
      url: new URL(String(url)).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: String(init?.body ?? ''),
    });
    return new Response(tamper ? tamper(response.body) : response.body, { status: response.statusCode });
  }) as typeof fetch;
}

async function runVerifier(argv: string[], fetchImpl = fetchFrom(t.app)) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await verifyPricesMain(argv, {
    fetch: fetchImpl,
    env: { PETREL_URL: 'http://petrel.test' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await registerUser(t);
  await fundContract(t, user.userId, '1000');
  opened = (await createOrder(t, user.token, orderForm())).json().result;
  t.clock.advance(61_000);
  await t.app.engines.runDue();
  settled = (await orderById(t, user.token, opened.id)).json().result;
  t.clock.nowMs = (day + 1) * dayMs + hourMs;
  for (const pair of [btc, ethbtc]) serverCandles.set(pair.symbol, await serverDayCandles(pair));
  // A day's last minute closes at the next midnight, which may belong to the next day's key: the reveals are read
  // once that day has ended too.
  t.clock.nowMs = (day + 2) * dayMs + hourMs;
  const answer = await postForm(t.app, fairnessPaths.days, {
    from: isoDayOf(day - keyLookbackDays),
    to: isoDayOf(day + 1),
  });
  days = answer.json().data;
  revealed = new Map(
    days.list
      .filter((listed) => listed.secret !== null)
      .map((listed) => [dayIndexOfIso(listed.day)!, Buffer.from(listed.secret!, 'hex')] as const),
  );
}, 120_000);
afterAll(() => t.close());

describe('the public reveals', () => {
  it('list every day of the lookback with secrets that hash to their commitments', () => {
    // The lookback, the day itself and tomorrow (whose commitment is out already).
    expect(days.list).toHaveLength(keyLookbackDays + 2);
    expect(days.list[0]!.day).toBe(isoDayOf(day + 1));
    expect(revealed.size).toBe(keyLookbackDays + 2);
    for (const listed of days.list)
      expect(commitmentOf(Buffer.from(listed.secret!, 'hex'))).toBe(listed.commitment);
  });
});

describe('the recomputation of a revealed day', () => {
  it('equals the server’s own one-minute candles, on a USDT pair and a cross pair', async () => {
    for (const pair of [btc, ethbtc]) {
      const recomputed = await recomputePairDay(pair, day, revealed);
      expect(serverCandles.get(pair.symbol)).toHaveLength(1_440);
      expect(recomputed.candles).toEqual(serverCandles.get(pair.symbol));
    }
  });

  it('gives a timed order’s open and settle prices, at the seconds of its open and settle times', async () => {
    expect(settled.settlePrice).not.toBeNull();
    expect(opened.openDay).toBe(isoDayOf(day));
    expect(settled.settleDay).toBe(isoDayOf(day));
    expect(await recomputePrice(btc, settled.openTime, revealed)).toBe(settled.openPrice);
    expect(await recomputePrice(btc, settled.settleTime, revealed)).toBe(settled.settlePrice);
  });

  it('is what POST /fairness/price answers for those seconds', async () => {
    for (const [time, price] of [
      [settled.openTime, settled.openPrice],
      [settled.settleTime, settled.settlePrice],
    ] as const) {
      const answer = await postForm(t.app, fairnessPaths.price, { symbol: 'btcusdt', time: String(time) });
      const data: FairnessPrice = answer.json().data;
      expect(data).toMatchObject({ symbol: 'btcusdt', day: isoDayOf(day), price });
      expect(data.time).toBe(Math.floor(time / 1000) * 1000);
      expect(data.commitment).toBe(commitmentOf(revealed.get(day)!));
    }
  });
});

describe('npm run verify-prices', () => {
  it('verifies the day and the trade’s prices, printing the minute-close digest', async () => {
    const checks = [
      `btcusdt@${settled.openTime}=${settled.openPrice}`,
      `btcusdt@${settled.settleTime}=${settled.settlePrice}`,
    ];
    const result = await runVerifier([isoDayOf(day), '--pair', 'btcusdt', '--check', ...checks]);
    expect(result.err).toBe('');
    expect(result.code).toBe(verifyExit.ok);
    const digest = (await recomputePairDay(btc, day, revealed)).minuteClosesSha256;
    expect(result.out).toContain(`btcusdt open`);
    expect(result.out).toContain(digest);
    expect(result.out.match(/^OK /gm)).toHaveLength(2);
  });

  it('exits 1 on a price that is not the recomputed one', async () => {
    const result = await runVerifier([
      isoDayOf(day),
      '--pair',
      'btcusdt',
      '--check',
      `btcusdt@${settled.openTime}=1.23`,
    ]);
    expect(result.code).toBe(verifyExit.mismatch);
    expect(result.out).toMatch(/^MISMATCH btcusdt@/m);
  });

  it('exits 1 when a published secret does not hash to its commitment', async () => {
    // The first listed secret gets another first digit: it no longer hashes to its commitment.
    const flipped = fetchFrom(t.app, (body) =>
      body.replace(/"secret":"([0-9a-f])/, (_m, digit: string) => `"secret":"${digit === 'a' ? 'b' : 'a'}`),
    );
    const flippedResult = await runVerifier([isoDayOf(day), '--pair', 'btcusdt'], flipped);
    expect(flippedResult.code).toBe(verifyExit.mismatch);
    expect(flippedResult.err).toMatch(/does not hash to its commitment/);
  });

  it('exits 2 on a day not revealed yet and on bad usage', async () => {
    const today = await runVerifier([isoDayOf(day + 2)]);
    expect(today.code).toBe(verifyExit.unusable);
    expect(today.err).toMatch(/not revealed yet/);
    expect((await runVerifier(['2026-02-31'])).code).toBe(verifyExit.unusable);
    expect((await runVerifier([isoDayOf(day), '--pair', 'nosuchpair'])).code).toBe(verifyExit.unusable);
    const outside = await runVerifier([isoDayOf(day), '--check', `btcusdt@${(day + 1) * dayMs}=1`]);
    expect(outside.code).toBe(verifyExit.unusable);
  });
});
