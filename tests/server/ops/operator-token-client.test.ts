// Proves how the ops command line acts as a named operator: with OPERATOR_TOKEN set it presents that token (DATA_DIR's
// token file is then not needed), a refused role names the operator who acts, a revoked OPERATOR_TOKEN is reported
// as such (not as another server's DATA_DIR), and without OPERATOR_TOKEN it acts as root with the token file.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paramNames } from '../../../src/common/api-paths';
import { createOperatorClient } from '../../../src/server/ops/operator-client';
import { opsCredential, type OpsTarget } from '../../../src/server/ops/ops-target';
import { addOperator, revokeOperator } from '../operators/operator-support';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';

let t: TestApp;
let target: OpsTarget;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  target = {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: t.dataDir,
    tokenFile: `${t.dataDir}/operator-token`,
  };
});
afterAll(() => t.close());

const paramUrl = adminPaths.param.replace(':name', paramNames.customerServiceEmail);

describe('OPERATOR_TOKEN', () => {
  it('is the token presented when set, and DATA_DIR’s token file is not read', () => {
    const unread = () => {
      throw new Error('the token file was read');
    };
    expect(opsCredential(target, { OPERATOR_TOKEN: ' abc \n' }, unread)).toEqual({
      source: 'env',
      token: 'abc',
    });
    expect(opsCredential(target, { OPERATOR_TOKEN: '  ' }, () => 'root-token\n')).toEqual({
      source: 'token-file',
      token: 'root-token',
    });
    const missing = opsCredential(target, {}, () => undefined);
    expect(missing).toHaveProperty('problem');
    expect((missing as { problem: string }).problem).toContain(`No operator token at ${target.tokenFile}`);
  });

  it('acts as the named operator, and a refused role names that operator', async () => {
    const client = createOperatorClient(target, await addOperator(t, 'rita', 'reviewer'), 'env');
    expect(await client.get(adminPaths.whoami)).toEqual({ name: 'rita', role: 'reviewer' });
    const refusal = await client.put(paramUrl, { value: 'desk@example.com' }).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
    expect(refusal).toBe(
      'Your operator role (reviewer) may not do this; it needs the role admin.\n' +
        'Acting as operator rita (reviewer), with the token in OPERATOR_TOKEN; unset it to act as root.',
    );
    const root = createOperatorClient(target, testOperatorToken);
    const params = await root.get<Array<{ paramName: string; valueName: string }>>(adminPaths.params);
    expect(params.find((entry) => entry.paramName === paramNames.customerServiceEmail)?.valueName).not.toBe(
      'desk@example.com',
    );
  });

  it('says a revoked OPERATOR_TOKEN was refused, and root with the token file still acts', async () => {
    const token = await addOperator(t, 'vera', 'admin');
    await revokeOperator(t, 'vera');
    await expect(createOperatorClient(target, token, 'env').get(adminPaths.params)).rejects.toThrow(
      /refused the token in OPERATOR_TOKEN: no operator has it, or it has been revoked/,
    );
    const root = createOperatorClient(target, testOperatorToken, 'token-file');
    expect(await root.get(adminPaths.whoami)).toEqual({ name: 'root', role: 'admin' });
  });
});
