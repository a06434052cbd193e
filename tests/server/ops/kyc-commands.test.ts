// Proves the ops commands for KYC review and the outbox match their words and drive the operator API end to end: list, save a photo, approve, reject, latest mails.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idPhotos, registerUnverifiedUser, submitKyc } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { opsCommands } from '../../../src/server/ops/commands';
import { runOps } from '../support/ops';
import { createTestApp, postAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ops kyc and outbox', () => {
  it('lists, saves a photo, approves and rejects', async () => {
    const a = await registerUnverifiedUser(t);
    const b = await registerUnverifiedUser(t);
    const front = samplePng(9);
    await submitKyc(t, a.token, { realName: 'Ada Lovelace', idNumber: 'AL18151210' }, idPhotos(front));
    await submitKyc(t, b.token, { realName: 'Alan Turing', idNumber: 'AT19120623' }, idPhotos());

    const listed = await runOps(t, 'kyc', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('Ada Lovelace');
    expect(listed.output).toContain(a.email);
    const idOf = (email: string) =>
      listed.output
        .split('\n')
        .find((line) => line.includes(email))
        ?.split(/\s+/)[0] ?? '';

    const kycA = (await postAs(t.app, '/user/kyc/info', a.token)).json().data;
    const target = path.join(t.dataDir, 'front-copy.png');
    expect((await runOps(t, 'kyc', 'file', kycA.frontFileId, target)).code).toBe(0);
    expect((await fs.readFile(target)).equals(front)).toBe(true);

    expect((await runOps(t, 'kyc', 'approve', idOf(a.email))).output).toContain('approved');
    expect((await runOps(t, 'kyc', 'reject', idOf(b.email), 'Photo unreadable')).output).toContain(
      'Photo unreadable',
    );
    expect((await postAs(t.app, '/user/info', a.token)).json().data.auth).toBe(2);
    expect((await postAs(t.app, '/user/kyc/info', b.token)).json().data).toMatchObject({
      status: 3,
      reason: 'Photo unreadable',
    });
    expect((await runOps(t, 'kyc', 'list')).output).not.toContain('Ada Lovelace');
    expect((await runOps(t, 'kyc', 'list', 'verified')).output).toContain('Ada Lovelace');
  });

  it('shows the latest mails with time, recipient, subject and body', async () => {
    const user = await registerUnverifiedUser(t);
    const shown = await runOps(t, 'outbox', '3');
    expect(shown.code).toBe(0);
    expect(shown.output).toContain(`to ${user.email}`);
    expect(shown.output).toContain('Your Petrel verification code');
    expect(shown.output).toMatch(/Your verification code is \d{6}\./);
  });

  it('does not match malformed commands', () => {
    for (const argv of [
      ['kyc', 'approve'],
      ['kyc', 'approve', 'x'],
      ['kyc', 'reject', '1'],
      ['outbox', 'x'],
    ]) {
      expect(opsCommands.some((command) => command.matches(argv))).toBe(false);
    }
  });
});
