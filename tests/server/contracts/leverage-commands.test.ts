// Proves `npm run ops -- leverage` and `leverage set` over the operator API: the list is shown, a valid list is
// stored ascending and changes at once what the open call accepts and what the config call offers; every invalid
// list (a bad entry, a duplicate, too many, none) is refused with a message saying what is wrong and changes
// nothing, and the generic `param set` is held to the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths } from '../../../src/common/api-paths';
import { contractUser, openForm, openPosition } from '../support/contracts';
import { createFixedPriceFeed } from '../support/fixed-price-feed';
import { runOps } from '../support/ops';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: createFixedPriceFeed({ BTC: 60000 }) });
});
afterAll(() => t.close());

async function offeredMultiples(): Promise<number[]> {
  return (await postForm(t.app, contractPaths.config, {})).json().data.multiples;
}

describe('ops leverage', () => {
  it('shows the seeded list', async () => {
    expect(await runOps(t, 'leverage')).toEqual({
      code: 0,
      output: 'leverage multiples: 5, 10, 20, 50, 100\n',
    });
  });

  it('sets a list, stored ascending, and the open call accepts exactly its multiples from then on', async () => {
    const user = await contractUser(t);
    expect((await openPosition(t, user.token, openForm({ multiple: '3' }))).json().error).toBe(
      'CONTRACT_MULTIPLE_NOT_CONFIGURED',
    );
    expect(await runOps(t, 'leverage', 'set', '125, 3,25')).toEqual({
      code: 0,
      output: 'leverage multiples: 3, 25, 125\n',
    });
    expect(await offeredMultiples()).toEqual([3, 25, 125]);
    const opened = (await openPosition(t, user.token, openForm({ multiple: '3' }))).json();
    expect(opened.data).toMatchObject({ multiple: 3, size: '300' });
    const refused = (
      await openPosition(t, user.token, openForm({ multiple: '10' }), { language: 'en-US' })
    ).json();
    expect(refused).toMatchObject({
      error: 'CONTRACT_MULTIPLE_NOT_CONFIGURED',
      msg: 'Please choose one of the offered multiples: 3, 25, 125.',
    });
    expect((await runOps(t, 'leverage')).output).toBe('leverage multiples: 3, 25, 125\n');
    await runOps(t, 'leverage', 'set', '5,10,20,50,100');
    expect(await offeredMultiples()).toEqual([5, 10, 20, 50, 100]);
  });

  const invalid: [string, string, string][] = [
    ['a multiple of zero', '0,5', '“0” is not a valid multiple: each must be a whole number from 1 to 125.'],
    [
      'a multiple above the maximum',
      '5,126',
      '“126” is not a valid multiple: each must be a whole number from 1 to 125.',
    ],
    ['a fraction', '2.5', '“2.5” is not a valid multiple: each must be a whole number from 1 to 125.'],
    ['a word', '5,ten', '“ten” is not a valid multiple: each must be a whole number from 1 to 125.'],
    ['an empty entry', '5,,10', '“” is not a valid multiple: each must be a whole number from 1 to 125.'],
    ['a duplicate', '5,10,5', 'The multiple 5 appears more than once in the leverage list.'],
    [
      'eleven multiples',
      '1,2,3,4,5,6,7,8,9,10,11',
      'The leverage list needs from 1 to 10 multiples, separated by commas, such as 5,10,20,50,100.',
    ],
    [
      'nothing',
      ' ',
      'The leverage list needs from 1 to 10 multiples, separated by commas, such as 5,10,20,50,100.',
    ],
  ];

  it.each(invalid)('refuses %s with a clear message and keeps the list', async (_label, list, message) => {
    await expect(runOps(t, 'leverage', 'set', list)).rejects.toThrow(message);
    expect(await offeredMultiples()).toEqual([5, 10, 20, 50, 100]);
  });

  it('holds the generic param set to the same rule, and stores its list ascending too', async () => {
    await expect(runOps(t, 'param', 'set', 'contract_leverage_list', '5,x')).rejects.toThrow(
      '“x” is not a valid multiple',
    );
    expect(await runOps(t, 'param', 'set', 'contract_leverage_list', '100,50,20,10,5')).toEqual({
      code: 0,
      output: 'contract_leverage_list = 5,10,20,50,100\n',
    });
  });
});
