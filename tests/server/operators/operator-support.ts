/** Named operators for the tests: added by root over the admin API, with their tokens and auth headers. */
import { adminPaths } from '../../../src/common/api-paths';
import type { OperatorAct } from '../../../src/server/modules/operators';
import { testOperatorToken, type TestApp } from '../support/test-app';

export const rootHeaders = { authorization: `Bearer ${testOperatorToken}` };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds an operator as root and answers its token. */
export async function addOperator(t: TestApp, name: string, role: 'reviewer' | 'admin'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: adminPaths.operators,
    headers: rootHeaders,
    payload: { name, role },
  });
  if (response.statusCode !== 200) throw new Error(`adding ${name}: ${response.body}`);
  return response.json().data.token as string;
}

export async function revokeOperator(t: TestApp, name: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: adminPaths.operatorRevoke.replace(':name', name),
    headers: rootHeaders,
  });
  if (response.statusCode !== 200) throw new Error(`revoking ${name}: ${response.body}`);
}

/** The bootstrap operator acting without a reason, for the tests that call an operator's service directly. */
export const rootAct: OperatorAct = { actor: { name: 'root', role: 'admin' }, reason: '' };
