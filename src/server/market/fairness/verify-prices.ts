/**
 * `npm run verify-prices -- DAY [--pair SYMBOL] [--check SYMBOL@TIMEMS=PRICE ...] [--server URL]`: what anyone
 * can check with public data alone. It fetches the published commitments and secrets (POST /fairness/days), checks
 * that every secret hashes to its commitment, recomputes each pair's one-minute candles of DAY from the revealed
 * secrets through the server's own simulator code, prints each pair's day and a digest of its minute closes, and
 * compares any prices given with --check (e.g. from a trade record). It never reads the operator token or the
 * database. Exit codes: 0 all verified, 1 a mismatch, 2 bad usage, an unrevealed day or an unreachable server.
 */
import { fairnessPaths } from '../../../common/api-paths';
import { compare, parseDecimal, type DecimalString } from '../../../common/decimal';
import type { FairnessDays } from '../../../common/fairness-types';
import { findPair, pairs, type PairInfo } from '../../../common/pairs';
import { DayKeyUnavailableError, commitmentOf, dayIndexOf, dayIndexOfIso, isoDayOf } from './day-keys';
import { keyLookbackDays, recomputePairDay, recomputePrice } from './recompute-day';

export const verifyExit = { ok: 0, mismatch: 1, unusable: 2 } as const;

export interface VerifyDeps {
  fetch: typeof fetch;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

interface PriceCheck {
  pair: PairInfo;
  timeMs: number;
  price: DecimalString;
  text: string;
}

interface VerifyRequest {
  dayIndex: number;
  pairs: readonly PairInfo[];
  checks: PriceCheck[];
  serverUrl: string | undefined;
}

export const verifyUsage =
  'Usage: npm run verify-prices -- DAY [--pair SYMBOL] [--check SYMBOL@TIMEMS=PRICE ...] [--server URL]\n' +
  '  DAY is a UTC date (YYYY-MM-DD) that has ended; the server is PETREL_URL, or http://HOST:PORT.';

class UsageError extends Error {}

/** More places than any pair's precision, so a price written with trailing zeros still reads. */
const checkPriceDecimalsMax = 24;

function parseCheck(text: string): PriceCheck {
  const match = /^([a-z0-9]+)@(\d{1,15})=(.+)$/i.exec(text);
  const pair = match ? findPair(match[1]!.toLowerCase()) : undefined;
  const price = match ? parseDecimal(match[3]!, { scaleMax: checkPriceDecimalsMax }) : undefined;
  if (!match || !pair || !price?.ok) throw new UsageError(`--check ${text}: expected SYMBOL@TIMEMS=PRICE`);
  return { pair, timeMs: Number(match[2]), price: price.value, text };
}

/** Reads the arguments; a mistake throws UsageError naming it. */
export function parseVerifyArgs(argv: readonly string[]): VerifyRequest {
  let day: string | undefined;
  let pairSymbol: string | undefined;
  let serverUrl: string | undefined;
  const checks: PriceCheck[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--pair') pairSymbol = value().toLowerCase();
    else if (arg === '--server') serverUrl = value();
    else if (arg === '--check') {
      checks.push(parseCheck(value()));
      // Further checks may follow one --check without repeating it.
      while (argv[index + 1] !== undefined && !argv[index + 1]!.startsWith('--'))
        checks.push(parseCheck(argv[++index]!));
    } else if (!arg.startsWith('--') && day === undefined) day = arg;
    else throw new UsageError(`unexpected argument ${arg}`);
  }
  const dayIndex = day === undefined ? undefined : dayIndexOfIso(day);
  if (dayIndex === undefined) throw new UsageError('DAY must be a date written YYYY-MM-DD');
  const pair = pairSymbol === undefined ? undefined : findPair(pairSymbol);
  if (pairSymbol !== undefined && !pair) throw new UsageError(`there is no pair ${pairSymbol}`);
  for (const check of checks)
    if (dayIndexOf(check.timeMs) !== dayIndex)
      throw new UsageError(`--check ${check.text}: not a moment of ${day}`);
  return { dayIndex, pairs: pair ? [pair] : pairs, checks, serverUrl };
}

/** The server's address as the ops command finds it (src/server/ops/ops-target.ts), without reading DATA_DIR. */
export function verifyServerUrl(env: NodeJS.ProcessEnv, explicit: string | undefined): string {
  if (explicit) return explicit.replace(/\/+$/, '');
  if (env.PETREL_URL) return env.PETREL_URL.replace(/\/+$/, '');
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  return `http://${host}:${env.PORT || '8080'}`;
}

async function fetchDays(deps: VerifyDeps, baseUrl: string, dayIndex: number): Promise<FairnessDays> {
  const body = new URLSearchParams({
    from: isoDayOf(dayIndex - keyLookbackDays),
    to: isoDayOf(dayIndex + 1),
  });
  const response = await deps.fetch(`${baseUrl}${fairnessPaths.days}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const envelope = (await response.json()) as { code: number; data: FairnessDays | null; msg: string };
  if (envelope.code !== 1 || !envelope.data) throw new UsageError(`the server refused: ${envelope.msg}`);
  return envelope.data;
}

/** Every revealed secret, checked against its commitment; answers the keys and the days that did not match. */
function revealedKeys(days: FairnessDays): { revealed: Map<number, Buffer>; mismatched: string[] } {
  const revealed = new Map<number, Buffer>();
  const mismatched: string[] = [];
  for (const listed of days.list) {
    if (listed.secret === null) continue;
    const key = Buffer.from(listed.secret, 'hex');
    const dayIndex = dayIndexOfIso(listed.day);
    if (
      !/^[0-9a-f]{64}$/.test(listed.secret) ||
      commitmentOf(key) !== listed.commitment ||
      dayIndex === undefined
    )
      mismatched.push(listed.day);
    else revealed.set(dayIndex, key);
  }
  return { revealed, mismatched };
}

async function verify(request: VerifyRequest, deps: VerifyDeps): Promise<number> {
  const baseUrl = verifyServerUrl(deps.env, request.serverUrl);
  const day = isoDayOf(request.dayIndex);
  const { revealed, mismatched } = revealedKeys(await fetchDays(deps, baseUrl, request.dayIndex));
  for (const bad of mismatched)
    deps.err(`MISMATCH ${bad}: the published secret does not hash to its commitment`);
  if (mismatched.length > 0) return verifyExit.mismatch;
  if (!revealed.has(request.dayIndex)) {
    deps.err(`${day} is not revealed yet: its secret is published once the day has ended (UTC)`);
    return verifyExit.unusable;
  }
  deps.out(`${day}: ${revealed.size} revealed secrets match their commitments (${baseUrl})`);
  for (const pair of request.pairs) {
    const result = await recomputePairDay(pair, request.dayIndex, revealed);
    deps.out(
      `${pair.symbol} open ${result.open} high ${result.high} low ${result.low} close ${result.close} ` +
        `minute-closes-sha256 ${result.minuteClosesSha256}`,
    );
  }
  let failures = 0;
  for (const check of request.checks) {
    const recomputed = await recomputePrice(check.pair, check.timeMs, revealed);
    const same = compare(recomputed, check.price) === 0;
    if (!same) failures++;
    deps.out(`${same ? 'OK' : 'MISMATCH'} ${check.text} (recomputed ${recomputed})`);
  }
  return failures > 0 ? verifyExit.mismatch : verifyExit.ok;
}

/** The command line's whole work; answers the exit code. */
export async function verifyPricesMain(argv: readonly string[], deps: VerifyDeps): Promise<number> {
  try {
    return await verify(parseVerifyArgs(argv), deps);
  } catch (error) {
    if (error instanceof UsageError) {
      deps.err(`${error.message}\n${verifyUsage}`);
      return verifyExit.unusable;
    }
    if (error instanceof DayKeyUnavailableError) {
      deps.err(`${error.message}: try again once that day has ended`);
      return verifyExit.unusable;
    }
    if (error instanceof TypeError) {
      deps.err(`cannot reach the server: ${error.message}`);
      return verifyExit.unusable;
    }
    throw error;
  }
}
