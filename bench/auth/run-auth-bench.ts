/**
 * The cost of a password: argon2id hash time with the production parameters, and how many logins per second one
 * process completes through the real login call (in-process injects, so the HTTP-level rate limits, which would
 * cap a load generator at a few dozen a minute, do not hide the hashing cost being measured).
 */
import path from 'node:path';
import { createPasswordHashing } from '../../src/server/modules/auth/password-hashing';
import { startBenchApp } from '../support/bench-app';
import { median } from '../support/median';

/** Production's cost: the bench measures what a real login pays. */
const passwords = createPasswordHashing();

const hashSamples = 12;
const loginDurationMs = 6000;
/** Two logins in flight: argon2 runs on libuv's threads, and this machine has two cores. */
const loginConcurrency = 2;

async function hashTimeMs(): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < hashSamples; sample += 1) {
    const started = performance.now();
    await passwords.hash(`Benchmark${sample}pass`);
    samples.push(performance.now() - started);
  }
  return Math.round(median(samples) * 10) / 10;
}

async function loginsPerSecond(): Promise<number> {
  const bench = await startBenchApp({ seedDemo: true });
  try {
    const deadline = performance.now() + loginDurationMs;
    let completed = 0;
    const worker = async () => {
      while (performance.now() < deadline) {
        const response = await bench.app.inject({
          method: 'POST',
          url: '/user/login',
          payload: { account: 'demo@petrel.exchange', password: 'Petrel2026' },
        });
        if (response.json().code !== 1) throw new Error(`login failed: ${response.body}`);
        completed += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: loginConcurrency }, worker));
    return Math.round((completed / ((performance.now() - started) / 1000)) * 10) / 10;
  } finally {
    await bench.close();
  }
}

export async function runAuthBench(): Promise<Record<string, number>> {
  return { passwordHashMs: await hashTimeMs(), loginsPerSecond: await loginsPerSecond() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.table(await runAuthBench());
}
