// Proves mail goes to the outbox in the recipient's language, logs its body only when told to (development), and over SMTP (a real SMTP conversation with a local sink) records when it was sent or why it failed.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths } from '../../../src/common/api-paths';
import { outbox } from '../../../src/server/db/schema';
import { composeMail } from '../../../src/server/mail/mail-templates';
import {
  createMailer,
  createOutboxMailer,
  createSmtpMailer,
  maskEmail,
} from '../../../src/server/mail/mailer';
import { createOutboxRepo } from '../../../src/server/mail/outbox-repo';
import { latestMail, registerUser, uniqueEmail } from '../support/accounts';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, stream) };
}

const clock = () => t.clock.nowMs;
const mail = () =>
  composeMail(
    'registerCode',
    { email: uniqueEmail('mail'), locale: 'en-US', antiPhishingCode: null },
    { code: '424242', minutes: 10 },
  );
const rowOf = async (id: number) =>
  (await t.database.handle.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('the outbox mailer', () => {
  it('stores the mail and logs a line without the body in production', async () => {
    const { lines, log } = capturingLog();
    const mailer = createOutboxMailer({
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log,
      logBodies: false,
    });
    const message = mail();
    const receipt = await mailer.send(message);
    await receipt.delivered;
    expect(await rowOf(receipt.outboxId)).toMatchObject({
      toEmail: message.to,
      subject: 'Your Petrel verification code',
      transport: 'outbox',
      sentAt: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: maskEmail(message.to) });
    // Where the body is left out, the line says where the code can be read.
    expect(String(lines[0]?.msg)).toContain('npm run ops -- outbox');
    expect(JSON.stringify(lines)).not.toContain('424242');
    expect(JSON.stringify(lines)).not.toContain(message.to);
  });

  it('logs the body, code included, in development', async () => {
    const { lines, log } = capturingLog();
    const mailer = createOutboxMailer({
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log,
      logBodies: true,
    });
    await mailer.send(mail());
    expect(String(lines[0]?.body)).toContain('424242');
  });
});

describe('the SMTP mailer', () => {
  it('records the time a mail was sent', async () => {
    const { log } = capturingLog();
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createSmtpMailer({
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log,
      logBodies: false,
      transporter,
      from: 'Petrel <no-reply@petrel.exchange>',
    });
    const receipt = await mailer.send(mail());
    await receipt.delivered;
    const row = await rowOf(receipt.outboxId);
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt?.getTime()).toBe(t.clock.nowMs);
  });

  it('records why a mail failed, and the request that sent it does not fail', async () => {
    const { lines, log } = capturingLog();
    const transporter = nodemailer.createTransport({
      name: 'failing',
      version: '1',
      send: (_mail: unknown, callback: (error: Error | null, info: unknown) => void) =>
        callback(new Error('550 mailbox unavailable'), undefined),
    });
    const mailer = createSmtpMailer({
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log,
      logBodies: false,
      transporter,
      from: 'Petrel <no-reply@petrel.exchange>',
    });
    const receipt = await mailer.send(mail());
    await expect(receipt.delivered).resolves.toBeUndefined();
    expect(await rowOf(receipt.outboxId)).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' });
    expect(lines.some((line) => line.msg === 'mail delivery failed')).toBe(true);
  });

  /** The mailer `SMTP_URL=smtp://127.0.0.1:<port>` makes. */
  const smtpMailerTo = (port: number) =>
    createMailer({
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log: capturingLog().log,
      logBodies: false,
      from: 'Petrel <no-reply@petrel.exchange>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });

  it('delivers over SMTP to the configured server, nodemailer loaded with the first mail', async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = smtpMailerTo(sink.port);
      const message = mail();
      const receipt = await mailer.send(message);
      await receipt.delivered;
      expect(await rowOf(receipt.outboxId)).toMatchObject({ transport: 'smtp', error: null });
      expect((await rowOf(receipt.outboxId))?.sentAt?.getTime()).toBe(t.clock.nowMs);
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toContain(`To: ${message.to}`);
      expect(sink.messages[0]).toContain('Subject: Your Petrel verification code');
      expect(sink.messages[0]).toContain('424242');
    } finally {
      await sink.close();
    }
  });

  it('records the failure when the SMTP server cannot be reached', async () => {
    const sink = await startSmtpSink();
    const closedPort = sink.port;
    await sink.close();
    const mailer = smtpMailerTo(closedPort);
    const receipt = await mailer.send(mail());
    await expect(receipt.delivered).resolves.toBeUndefined();
    const row = await rowOf(receipt.outboxId);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });

  it('is chosen when an SMTP URL is configured', () => {
    const { log } = capturingLog();
    const options = {
      outbox: createOutboxRepo(t.database.handle.db),
      clock,
      log,
      logBodies: false,
      from: 'x@y.z',
    };
    expect(createMailer(options).transport).toBe('outbox');
    expect(createMailer({ ...options, smtpUrl: 'smtp://user:pass@127.0.0.1:2525' }).transport).toBe('smtp');
  });
});

describe('the language of a mail', () => {
  it('is the request language for a registration code', async () => {
    const email = uniqueEmail('zh');
    await postForm(t.app, userPaths.sendEmailCode, { email }, 'zh-CN');
    const stored = await latestMail(t, email);
    expect(stored?.locale).toBe('zh-CN');
    expect(stored?.subject).toBe(
      composeMail('registerCode', { email, locale: 'zh-CN', antiPhishingCode: null }).subject,
    );
  });

  it("is the account's language for a reset code, whoever asks", async () => {
    const user = await registerUser(t);
    await t.app.inject({
      method: 'POST',
      url: userPaths.login,
      payload: { account: user.email, password: 'Secret123' },
      headers: { 'accept-language': 'ja-JP' },
    });
    t.clock.advance(61_000);
    await postForm(t.app, userPaths.sendEmailCodeForget, { email: user.email }, 'en-US');
    const stored = await latestMail(t, user.email);
    expect(stored?.locale).toBe('ja-JP');
    expect(stored?.body).toMatch(/\b\d{6}\b/);
  });
});
