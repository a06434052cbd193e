/**
 * `npm run verify-prices -- DAY [--pair SYMBOL] [--check SYMBOL@TIMEMS=PRICE ...] [--server URL]`: recomputes a
 * revealed day's simulated prices from public data only (src/server/market/fairness/verify-prices.ts).
 */
import { verifyPricesMain } from '../src/server/market/fairness/verify-prices';

verifyPricesMain(process.argv.slice(2), {
  fetch,
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
