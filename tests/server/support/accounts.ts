/**
 * Account helpers for server tests: read the code a mail carried from the outbox, register a user the way the
 * app does (code, then register), build multipart uploads, and count what the uploads left on disk and in the
 * database.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { userPaths } from '../../../src/common/api-paths';
import type { LoginResult } from '../../../src/common/user-types';
import { kycSubmissions, outbox, uploads } from '../../../src/server/db/schema';
import { samplePng } from './sample-png';
import { postForm, servicesOf, type TestApp } from './test-app';

export const testPassword = 'Secret123';

let emailCounter = 0;
/** A fresh address per call, so tests in one file never share an account or a rate limit. */
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** The newest mail to an address, as the outbox holds it. */
export async function latestMail(t: TestApp, email: string) {
  const [mail] = await t.database.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.toEmail, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** The six-digit code of the newest mail to an address. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let registrationAddressCounter = 0;
const nextRegistrationAddress = () => {
  registrationAddressCounter += 1;
  return `10.9.${Math.floor(registrationAddressCounter / 250)}.${registrationAddressCounter % 250}`;
};

/** Requests a registration code (from its own client address, so no address limit is shared) and answers it. */
export async function requestRegisterCode(t: TestApp, email: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: userPaths.sendEmailCode,
    payload: { email },
    remoteAddress: nextRegistrationAddress(),
  });
  if (sent.json().code !== 1) throw new Error(`sendEmailCode failed: ${sent.body}`);
  return latestCode(t, email);
}

/**
 * Registers a user through the real calls. Every operation that moves money needs a verified identity (spec
 * section 6), so the user is verified by default through the real KYC service (verifyIdentityForTests); tests of
 * identity verification itself opt out with `{ verified: false }` or registerUnverifiedUser.
 */
export async function registerUser(
  t: TestApp,
  email = uniqueEmail(),
  password = testPassword,
  extra: Record<string, string> = {},
  options: { verified?: boolean } = {},
): Promise<LoginResult & { email: string }> {
  const code = await requestRegisterCode(t, email);
  const response = await postForm(t.app, userPaths.register, {
    email,
    code,
    password,
    confirmPassword: password,
    agree: '1',
    ...extra,
  });
  const body = response.json();
  if (body.code !== 1) throw new Error(`register failed: ${response.body}`);
  const registered = { ...(body.data as LoginResult), email };
  if (options.verified ?? true) await verifyIdentityForTests(t, Number(registered.userId));
  return registered;
}

/** A registered user who has not verified their identity: for the tests of verification and its gate. */
export function registerUnverifiedUser(t: TestApp, email = uniqueEmail()) {
  return registerUser(t, email, testPassword, {}, { verified: false });
}

/**
 * Test helper: marks the user's identity verified through the KYC service's own path for the demo account
 * (seedVerified: a verified submission with two small photos, without a review), as an operator's approval would.
 */
export async function verifyIdentityForTests(t: TestApp, userId: number): Promise<void> {
  await servicesOf(t).kyc.seedVerified(userId, {
    realName: 'Test Trader',
    idNumber: '110101199003074512',
    front: { bytes: samplePng(1), mimeType: 'image/png' },
    back: { bytes: samplePng(2), mimeType: 'image/png' },
  });
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body, byte for byte, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: readonly MultipartFile[]) {
  const boundary = `----petrel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `content-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function idPhotos(front = samplePng(1), back = samplePng(2)): MultipartFile[] {
  return [
    { field: 'front', filename: 'front.png', contentType: 'image/png', bytes: front },
    { field: 'back', filename: 'back.png', contentType: 'image/png', bytes: back },
  ];
}

export function submitKyc(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  files: readonly MultipartFile[],
  language?: string,
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: userPaths.kycSubmit,
    headers: {
      'content-type': body.contentType,
      token,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body.payload,
  });
}

/** What uploads have left behind: files in DATA_DIR/uploads and rows in uploads and kyc_submissions. */
export async function storedUploads(t: TestApp, userId?: number) {
  const directory = path.join(t.dataDir, 'uploads');
  const files = await fs.readdir(directory).catch(() => [] as string[]);
  const db = t.database.handle.db;
  const [uploadRows] = await db
    .select({ n: count() })
    .from(uploads)
    .where(userId === undefined ? undefined : eq(uploads.ownerId, userId));
  const [submissionRows] = await db
    .select({ n: count() })
    .from(kycSubmissions)
    .where(userId === undefined ? undefined : eq(kycSubmissions.userId, userId));
  return { files: files.length, uploads: uploadRows?.n ?? 0, submissions: submissionRows?.n ?? 0 };
}
