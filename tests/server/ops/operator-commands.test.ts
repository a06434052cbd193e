// Proves the operators' ops commands over the operator API: `operators add` prints a working token once with its
// warning, `operators list` and `operators revoke` (the revoked token is refused at once), only root manages
// operators, bad words exit 2 before anything is sent, and `audit` prints the trail newest first, filtered by
// operator, action and time, with a bad --since refused with exit 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, paramNames } from '../../../src/common/api-paths';
import { parseSince } from '../../../src/server/ops/operator-commands';
import { bearer } from '../operators/operator-support';
import { runOps, runOpsAs } from '../support/ops';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const whoami = (token: string) =>
  t.app.inject({ method: 'GET', url: adminPaths.whoami, headers: bearer(token) });

async function addAndReadToken(name: string, role: string): Promise<string> {
  const added = await runOps(t, 'operators', 'add', name, '--role', role);
  expect(added.code).toBe(0);
  const token = /^token: (\S+)$/m.exec(added.output)?.[1];
  if (!token) throw new Error(`no token in ${added.output}`);
  return token;
}

describe('ops operators', () => {
  it('adds an operator, printing its token once with the warning, and the token acts as that operator', async () => {
    const added = await runOps(t, 'operators', 'add', 'rita', '--role', 'reviewer');
    expect(added.code).toBe(0);
    expect(added.output).toMatch(
      /^added operator rita \(reviewer\)\ntoken: [A-Za-z0-9_-]{43}\nThis token will not be shown again: /,
    );
    const token = /^token: (\S+)$/m.exec(added.output)?.[1] ?? '';
    const me = await whoami(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({ name: 'rita', role: 'reviewer' });

    const list = await runOps(t, 'operators', 'list');
    expect(list.output).not.toContain(token);
    expect(list.output).toMatch(/^name +role +created +revoked\n/);
    expect(list.output).toMatch(/\nrita +reviewer +2026-03-02T10:15:30\.000Z +- *\n/);
  });

  it('refuses bad words with exit 2 before sending anything, and the server refuses taken or reserved names', async () => {
    for (const words of [
      ['Big-Name', '--role', 'admin'],
      ['x', '--role', 'admin'],
      ['olga', '--role', 'boss'],
      ['olga', 'admin'],
    ]) {
      const refused = await runOpsAs(t, 'no-token-is-needed-to-refuse', 'operators', 'add', ...words);
      expect(refused.code, words.join(' ')).toBe(2);
      expect(refused.errors).toMatch(/^operators add: .+\.\nUsage: npm run ops -- operators add NAME/);
    }
    await addAndReadToken('olga', 'admin');
    await expect(runOps(t, 'operators', 'add', 'olga', '--role', 'reviewer')).rejects.toThrow(
      'An operator named “olga” already exists.',
    );
    await expect(runOps(t, 'operators', 'add', 'root', '--role', 'admin')).rejects.toThrow(
      'The operator name “root” is reserved.',
    );
    const list = (await runOps(t, 'operators', 'list')).output;
    expect(list).toMatch(/\nolga +admin /);
    expect(list).not.toMatch(/big-name|\nx /i);
  });

  it('lets only root add or revoke: an admin operator is refused and nothing changes', async () => {
    const adminToken = await addAndReadToken('adele', 'admin');
    await expect(runOpsAs(t, adminToken, 'operators', 'add', 'mallory', '--role', 'admin')).rejects.toThrow(
      /role \(admin\).*root/,
    );
    await expect(runOpsAs(t, adminToken, 'operators', 'revoke', 'rita')).rejects.toThrow(/role \(admin\)/);
    const list = (await runOpsAs(t, adminToken, 'operators', 'list')).output;
    expect(list).not.toContain('mallory');
    expect(list).toMatch(/\nrita +reviewer +\S+ +- *\n/);
  });

  it('revokes an operator: its token is refused at once, and the list shows when', async () => {
    const token = await addAndReadToken('vera', 'reviewer');
    expect((await whoami(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const revoked = await runOps(t, 'operators', 'revoke', 'vera');
    expect(revoked).toEqual({
      code: 0,
      output: 'operator vera is revoked (since 2026-03-02T10:16:30.000Z)\n',
    });
    expect((await whoami(token)).statusCode).toBe(401);
    // A name is never reused, so the trail's rows under it stay one person's.
    await expect(runOps(t, 'operators', 'add', 'vera', '--role', 'reviewer')).rejects.toThrow(
      'An operator named “vera” already exists.',
    );
    expect((await runOps(t, 'operators', 'list')).output).toMatch(
      /\nvera +reviewer +\S+ +2026-03-02T10:16:30\.000Z *\n/,
    );
    await expect(runOps(t, 'operators', 'revoke', 'nobody')).rejects.toThrow(
      'There is no operator named “nobody”.',
    );
    expect((await runOpsAs(t, 'x', 'operators', 'revoke')).code).toBe(2);
  });
});

/** The printed table's lines, without the padding after the last column. */
const tableLines = (output: string) =>
  output
    .trimEnd()
    .split('\n')
    .map((line) => line.trimEnd());

describe('ops audit', () => {
  it('prints the trail newest first, filtered by operator, action and time', async () => {
    const admin = await addAndReadToken('audra', 'admin');
    t.clock.advance(60_000);
    const changedAt = new Date(t.clock.nowMs).toISOString();
    await runOpsAs(t, admin, 'param', 'set', paramNames.customerServiceEmail, 'desk@example.com');

    const all = await runOps(t, 'audit');
    expect(all.code).toBe(0);
    const lines = tableLines(all.output);
    expect(lines[0]).toMatch(/^time +operator +action +target +reason +change$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${changedAt} +audra +param\\.set +param ${paramNames.customerServiceEmail} +- +".*" → "desk@example\\.com"$`,
      ),
    );
    expect(lines[2]).toMatch(
      /^\S+ +root +operator\.add +operator audra +- +- → \{"name":"audra","role":"admin"/,
    );
    const times = lines.slice(1).map((line) => line.split(' ')[0] ?? '');
    expect(times).toEqual([...times].sort().reverse());

    const byOperator = tableLines((await runOps(t, 'audit', '--operator', 'audra')).output);
    expect(byOperator.slice(1).map((line) => line.split(/ +/)[2])).toEqual(['param.set']);
    const byAction = tableLines((await runOps(t, 'audit', '--action', 'operator.revoke')).output);
    expect(byAction.slice(1).map((line) => line.split(/ +/)[3])).toEqual(['operator']);
    expect(byAction).toHaveLength(2);
    const since = (await runOps(t, 'audit', '--since', changedAt, '--operator', 'root')).output;
    expect(since).toBe('(none)\n');
    expect((await runOps(t, 'audit', '--since', '2026-03-02', '--limit', '1')).output.split('\n')[1]).toMatch(
      /audra +param\.set/,
    );
  });

  it('refuses a bad --since, an unknown option or a missing value with exit 2 and a clear message', async () => {
    const bad = await runOpsAs(t, 'unused', 'audit', '--since', 'yesterday');
    expect(bad).toMatchObject({ code: 2, output: '' });
    expect(bad.errors).toContain('audit: --since "yesterday" is not an ISO 8601 time');
    expect(bad.errors).toContain('Usage: npm run ops -- audit [--operator NAME] [--since ISO]');
    expect((await runOpsAs(t, 'unused', 'audit', '--since', '2026-02-30T10:00:00')).code).toBe(2);
    expect((await runOpsAs(t, 'unused', 'audit', '--who', 'rita')).errors).toContain('no option "--who"');
    expect((await runOpsAs(t, 'unused', 'audit', '--operator')).errors).toContain('--operator needs a value');
    expect((await runOpsAs(t, 'unused', 'audit', '--limit', '0')).code).toBe(2);
  });

  it('reads --since as a date at midnight UTC or a time with its zone, and nothing else', () => {
    expect(parseSince('2026-11-28')).toBe('2026-11-28T00:00:00.000Z');
    expect(parseSince('2026-11-28T17:00+01:00')).toBe('2026-11-28T16:00:00.000Z');
    expect(parseSince('2026-11-28T17:00:05.5Z')).toBe('2026-11-28T17:00:05.500Z');
    for (const bad of ['2026-11-28T17:00', '28/11/2026', '2026-13-01', '2026-02-30', '2026-11-28T25:00Z', ''])
      expect(parseSince(bad), bad).toBeUndefined();
  });
});
