// Proves the parameter calls answer the spec's shapes from the seeded reference data, and refuse bad names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramNames, paramPaths } from '../../../src/common/api-paths';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('get config by name', () => {
  it('answers {code: 1, data: {valueName}} for each seeded parameter', async () => {
    const email = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.customerServiceEmail })
    ).json();
    expect(email).toMatchObject({ code: 1, data: { valueName: expect.stringContaining('@') } });
    expect(email.msg).toEqual(expect.any(String));
    const ws = (await postForm(t.app, paramPaths.byName, { paramName: paramNames.customerServiceWs })).json();
    expect(ws.data.valueName).toMatch(/^https:\/\//);
    const fee = (
      await postForm(t.app, paramPaths.byName, { paramName: paramNames.secondContractFeeRate })
    ).json();
    expect(fee.data.valueName).toBe('0');
  });

  it('refuses an unknown or missing name with a translated message', async () => {
    const unknown = (await postForm(t.app, paramPaths.byName, { paramName: 'nope' }, 'ja-JP')).json();
    expect(unknown).toMatchObject({ code: 0, data: null, error: 'UNKNOWN_PARAM' });
    expect(unknown.msg).toContain('nope');
    const missing = (await postForm(t.app, paramPaths.byName, {})).json();
    expect(missing).toMatchObject({ code: 0, error: 'FIELD_MISSING' });
  });
});

describe('getParamListByKeyName', () => {
  it('lists every parameter, or one group by key name', async () => {
    const all = (await t.app.inject({ method: 'GET', url: paramPaths.list })).json();
    expect(all.code).toBe(1);
    expect(all.data.map((entry: { paramName: string }) => entry.paramName)).toEqual(
      expect.arrayContaining(Object.values(paramNames)),
    );
    const platform = (
      await t.app.inject({ method: 'GET', url: `${paramPaths.list}?keyName=platform` })
    ).json();
    expect(platform.data.length).toBe(3);
    for (const entry of platform.data) expect(entry.keyName).toBe('platform');
  });
});
