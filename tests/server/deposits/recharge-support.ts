/** Helpers of the deposit tests: submit the recharge form as the app does, and count what submissions stored. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { adminPaths, fundingPaths } from '../../../src/common/api-paths';
import { deposits, uploads } from '../../../src/server/db/schema';
import { multipart, type MultipartFile } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { testOperatorToken, type TestApp } from '../support/test-app';

export const proofOf = (bytes: Buffer = samplePng(7)): MultipartFile => ({
  field: 'proof',
  filename: 'transfer.png',
  contentType: 'image/png',
  bytes,
});

export const usdtRecharge = { currency: 'USDT', network: 'TRC20', amount: '25.5' };

export function submitRecharge(
  t: TestApp,
  token: string,
  fields: Record<string, string> = usdtRecharge,
  files: readonly MultipartFile[] = [proofOf()],
  options: { language?: string; idempotencyKey?: string } = {},
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: fundingPaths.rechargeSubmit,
    headers: {
      'content-type': body.contentType,
      token,
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: body.payload,
  });
}

/** Submits a valid recharge and answers the new deposit's id. */
export async function submittedDeposit(
  t: TestApp,
  token: string,
  fields: Record<string, string> = usdtRecharge,
): Promise<number> {
  const response = await submitRecharge(t, token, fields);
  const body = response.json();
  if (body.code !== 1) throw new Error(`recharge failed: ${response.body}`);
  return body.data.id as number;
}

/**
 * What deposit submissions have left behind: deposit rows, upload rows, and files (committed or temporary). Count
 * them for users registered unverified (registerUnverifiedUser): a verified user's KYC photos are uploads too.
 */
export async function storedDeposits(t: TestApp, userId: number) {
  const db = t.database.handle.db;
  const [depositRows] = await db.select({ n: count() }).from(deposits).where(eq(deposits.userId, userId));
  const [uploadRows] = await db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, userId));
  const files = await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
  return { deposits: depositRows?.n ?? 0, uploads: uploadRows?.n ?? 0, files: files.length };
}

/** A call of the operator API with the test token. */
export function operatorCall(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export const approveUrl = (id: number) => adminPaths.depositApprove.replace(':id', String(id));
export const rejectUrl = (id: number) => adminPaths.depositReject.replace(':id', String(id));
