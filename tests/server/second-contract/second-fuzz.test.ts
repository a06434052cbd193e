// Proves that the four second-contract routes answer malformed and hostile requests (50 generic fuzz bodies per route,
// plus 100 order forms with one or more nasty field values, from a funded user; four times as many under `npm run
// test:deep`) without a 5xx, without internals in the body, always in the bb envelope, and without an error in the log;
// the ledger check that runs after the test shows that whatever was accepted moved money soundly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondContractPaths } from '../../../src/common/api-paths';
import { registerUser } from '../support/accounts';
import { createTestApp, postForm, type TestApp } from '../support/test-app';
import { bbEnvelope, injectFuzzBody, pick, problemList, seededRandom, type Random } from '../http/fuzz-cases';
import { captureLog, type CapturedLog } from '../http/log-capture';
import { fundContract, orderForm } from './second-support';
import { byDepth } from '../../support/test-depth';

const fuzzSeed = 0x5ec0_0d05;
/** Full size under `npm run test:deep`, a quarter in the everyday run. */
const requestsPerRoute = byDepth(50, 200);
const nastyOrderCount = byDepth(100, 400);

const nastyValues = [
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '1.000000001',
  '99999999999999999999999999',
  '10.5',
  '30',
  '3',
  '1',
  '2',
  'btc',
  'usdt',
  'ＢＴＣ',
  'a'.repeat(300),
  '💥',
  "' or 1=1 --",
  '[object Object]',
];

let t: TestApp;
let log: CapturedLog;
let token: string;

beforeAll(async () => {
  log = captureLog();
  t = await createTestApp({ logger: { level: 'warn', stream: log.stream } });
  const user = await registerUser(t);
  token = user.token;
  await fundContract(t, user.userId, '100000');
});
afterAll(() => t.close());

function nastyForm(random: Random): Record<string, string> {
  const form = orderForm();
  const fields = Object.keys(form);
  const changes = 1 + Math.floor(random() * 3);
  for (let change = 0; change < changes; change += 1) form[pick(random, fields)] = pick(random, nastyValues);
  return form;
}

describe('second-contract route fuzzing', () => {
  it('answers hostile requests without a 5xx, without internals, in the bb envelope', async () => {
    const random = seededRandom(fuzzSeed);
    const { problems, note } = problemList(bbEnvelope);
    for (const path of Object.values(secondContractPaths)) {
      for (let index = 0; index < requestsPerRoute; index += 1) {
        const response = await injectFuzzBody(t.app, random, path, token);
        note(`${path} #${index}`, response);
      }
    }
    let accepted = 0;
    for (let index = 0; index < nastyOrderCount; index += 1) {
      const response = await postForm(t.app, secondContractPaths.createOrder, nastyForm(random), undefined, {
        token,
      });
      note(`createOrder form #${index}`, response);
      if (response.json().code === 200) accepted += 1;
    }
    expect(problems).toEqual([]);
    // Some nasty forms are valid orders after all (e.g. a stake of 30 or a duration of 30): they opened soundly.
    expect(accepted).toBeGreaterThan(0);
    expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 120_000);
});
