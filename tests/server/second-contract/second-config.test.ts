// Proves the second-contract durations: getConfig is public and answers the seeded durations shortest first in the
// bb envelope; `ops second config` lists them and `ops second config set` adds or changes one (through PUT
// /admin/second/config), which orders then use; nonsense (seconds outside 1–86400, a rate not in (0, 10], a
// minimum below 0.00001 or with 9 places) is refused with a message naming the rule and changes nothing; seeding
// again never overwrites an operator's change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, secondContractPaths } from '../../../src/common/api-paths';
import { opsCommands } from '../../../src/server/ops/commands';
import { registerUser } from '../support/accounts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, postForm, servicesOf, testOperatorToken, type TestApp } from '../support/test-app';
import { createOrder, fundContract, orderForm } from './second-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000.12 }) });
});
afterAll(() => t.close());

async function getConfig(language?: string) {
  return (await postForm(t.app, secondContractPaths.getConfig, {}, language)).json();
}

const seeded = [
  { second: 30, incomeRate: '0.8', openAmountMin: '10' },
  { second: 60, incomeRate: '0.85', openAmountMin: '10' },
  { second: 120, incomeRate: '0.88', openAmountMin: '50' },
  { second: 300, incomeRate: '0.9', openAmountMin: '100' },
];

describe('getConfig', () => {
  it('answers the seeded durations to a visitor, shortest first, in the bb envelope', async () => {
    expect(await getConfig()).toEqual({ code: 200, result: seeded, message: 'Success' });
    expect((await getConfig('ko-KR')).result).toEqual(seeded);
  });
});

describe('ops second config', () => {
  it('lists the durations', async () => {
    const listed = await runOps(t, 'second', 'config');
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')[0]).toMatch(/^seconds\s+incomeRate\s+openAmountMin\s*$/);
    expect(listed.output).toMatch(/^120\s+0\.88\s+50\s*$/m);
    expect(opsCommands.some((command) => command.usage.startsWith('second config set'))).toBe(true);
  });

  it('adds a duration and changes one; orders use the new terms; a new seed keeps them', async () => {
    const added = await runOps(t, 'second', 'config', 'set', '5', '0.5', '0.00001');
    expect(added.code).toBe(0);
    expect(added.output).toMatch(/^Duration 5 s: a win pays 0\.5 × the stake; stakes from 0\.00001\.$/m);
    expect((await runOps(t, 'second', 'config', 'set', '60', '0.95', '20')).code).toBe(0);
    const config = (await getConfig()).result;
    expect(config[0]).toEqual({ second: 5, incomeRate: '0.5', openAmountMin: '0.00001' });
    expect(config).toContainEqual({ second: 60, incomeRate: '0.95', openAmountMin: '20' });

    await servicesOf(t).secondContract.seedConfig();
    expect((await getConfig()).result).toEqual(config);

    const user = await registerUser(t);
    await fundContract(t, user.userId, '100');
    const quick = (
      await createOrder(t, user.token, orderForm({ openAmount: '0.00001', positionTime: '5' }))
    ).json();
    expect(quick.result).toMatchObject({
      positionTime: 5,
      incomeRate: '0.5',
      settleTime: quick.result.openTime + 5000,
    });
    const belowNewMin = (
      await createOrder(t, user.token, orderForm({ openAmount: '15', positionTime: '60' }))
    ).json();
    expect(belowNewMin).toMatchObject({ error: 'SECOND_AMOUNT_BELOW_MIN' });
  });

  const nonsense: Array<[string, string[], RegExp]> = [
    ['zero seconds', ['0', '0.8', '10'], /whole number of seconds from 1 to 86400/],
    ['more than a day', ['86401', '0.8', '10'], /whole number of seconds from 1 to 86400/],
    ['fractional seconds', ['1.5', '0.8', '10'], /whole number of seconds/],
    ['seconds in words', ['ten', '0.8', '10'], /whole number of seconds/],
    ['a rate of 0', ['45', '0', '10'], /income rate must be a decimal number above 0 and at most 10/],
    ['a percentage for a rate', ['45', '85', '10'], /income rate/],
    ['a rate of 9 places', ['45', '0.123456789', '10'], /income rate/],
    ['a negative rate', ['45', '-0.5', '10'], /income rate/],
    [
      'a minimum below 0.00001',
      ['45', '0.8', '0.000009'],
      /minimum open amount must be .* at least 0\.00001/,
    ],
    ['a minimum of 9 places', ['45', '0.8', '1.123456789'], /minimum open amount/],
    ['a minimum in words', ['45', '0.8', 'ten'], /minimum open amount/],
  ];

  it.each(nonsense)('refuses %s with a clear message and changes nothing', async (_name, values, message) => {
    const before = (await getConfig()).result;
    await expect(runOps(t, 'second', 'config', 'set', ...values)).rejects.toThrow(message);
    expect((await getConfig()).result).toEqual(before);
  });
});

describe('the operator API', () => {
  it('takes JSON numbers for the seconds and needs the operator token', async () => {
    const put = (token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: adminPaths.secondConfig,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { second: 90, incomeRate: '0.87', openAmountMin: '15' },
      });
    const refused = await put();
    expect(refused.statusCode).toBe(401);
    expect((await getConfig()).result).not.toContainEqual(expect.objectContaining({ second: 90 }));
    const accepted = await put(testOperatorToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toContainEqual({ second: 90, incomeRate: '0.87', openAmountMin: '15' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: adminPaths.secondConfig,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      payload: { second: 90, incomeRate: '11', openAmountMin: '15' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 0, error: 'SECOND_CONFIG_RATE' });
  });
});
