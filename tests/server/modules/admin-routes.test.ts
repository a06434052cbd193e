// Proves the operator API needs the operator token, and that a parameter change is validated (decimal numbers,
// whole seconds) and then served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramNames, paramPaths } from '../../../src/common/api-paths';
import { createTestApp, postForm, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = { authorization: `Bearer ${testOperatorToken}` };

describe('operator API', () => {
  it('refuses requests without the token or with a wrong one, with a 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/admin/params' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: 'OPERATOR_TOKEN_INVALID' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/admin/params',
      headers: { authorization: 'Bearer x' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('lists parameters and changes one, which the public call then serves', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/admin/params', headers: auth });
    expect(list.json().data.length).toBeGreaterThanOrEqual(3);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/admin/params/${paramNames.customerServiceEmail}`,
      headers: auth,
      payload: { value: 'help@example.com' },
    });
    expect(change.statusCode).toBe(200);
    const read = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.customerServiceEmail })
    ).json();
    expect(read.data.valueName).toBe('help@example.com');
  });

  it('refuses a non-numeric fee rate and an unknown name, changing nothing', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/admin/params/${paramNames.secondContractFeeRate}`,
      headers: auth,
      payload: { value: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('FIELD_INVALID');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/admin/params/nope',
      headers: auth,
      payload: { value: '1' },
    });
    expect(unknown.statusCode).toBe(404);
    const fee = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.secondContractFeeRate })
    ).json();
    expect(fee.data.valueName).toBe('0');
  });

  it('refuses a flash-exchange quote life that is not whole seconds from 1 to an hour, changing nothing', async () => {
    const before = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.exchangeQuoteSeconds })
    ).json().data.valueName;
    for (const value of ['0', '1.5', '3601', '-5', '015']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/admin/params/${paramNames.exchangeQuoteSeconds}`,
        headers: auth,
        payload: { value },
      });
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().error).toBe('FIELD_INVALID');
    }
    const after = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.exchangeQuoteSeconds })
    ).json().data.valueName;
    expect(after).toBe(before);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/admin/params/${paramNames.exchangeQuoteSeconds}`,
      headers: auth,
      payload: { value: '30' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
