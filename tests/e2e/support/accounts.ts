/**
 * What the account specs need beside the browser: the server's main API (the demo account's invite code), the
 * mail outbox (registration codes) through the operator API, and the ops CLI run the way an operator runs it.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminPaths, fundingPaths, userPaths } from '../../../src/common/api-paths';
import { drawPng } from '../../../src/server/lib/png';
import { createOperatorClient, type OperatorClient } from '../../../src/server/ops/operator-client';
import type { E2eServer } from './e2e-workers';
import { workerServer } from './worker-server';
import { projectRoot } from './server-process';

const execFileAsync = promisify(execFile);

export const demoAccount = { email: 'demo@petrel.exchange', password: 'Petrel2026' } as const;
/** The mail is written to the outbox in the same request, so a few polls are plenty; 40 × 250 ms is 10 s. */
const codePollAttemptsMax = 40;
const codePollIntervalMs = 250;

interface CodeEnvelope<T> {
  code: number;
  data: T;
  msg: string;
  error?: string;
}

/** The server a helper talks to: its worker's (sharedServer) unless a spec started its own (server-process.ts). */
export type ServerTarget = E2eServer;

/** The server the suite started for this spec's worker (e2e-workers.ts). */
export function sharedServer(): ServerTarget {
  return workerServer();
}

export async function postMain<T>(
  route: string,
  body: Record<string, string>,
  token?: string,
  server: ServerTarget = sharedServer(),
): Promise<CodeEnvelope<T>> {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as CodeEnvelope<T>;
}

/** The demo account's invitation code, read as the app reads it: log in, then /user/info. */
export async function demoInvitationCode(): Promise<string> {
  const login = await postMain<{ userId: string; token: string }>('/user/login', {
    account: demoAccount.email,
    password: demoAccount.password,
  });
  if (login.code !== 1) throw new Error(`The demo login failed: ${login.msg}`);
  const info = await postMain<{ invitationCode: string }>('/user/info', {}, login.data.token);
  if (info.code !== 1) throw new Error(`/user/info failed: ${info.msg}`);
  await postMain('/user/logout', {}, login.data.token);
  return info.data.invitationCode;
}

interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** The newest 6-digit code mailed to `email`, or undefined while none has arrived. */
export async function latestMailedCode(
  email: string,
  server: ServerTarget = sharedServer(),
): Promise<string | undefined> {
  const token = fs.readFileSync(path.join(server.dataDir, 'operator-token'), 'utf8').trim();
  const response = await fetch(`${server.baseUrl}/admin/outbox?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: OutboxMail[] };
  const mail = data.find((candidate) => candidate.to === email);
  return mail?.body.match(/\b(\d{6})\b/)?.[1];
}

/** A new address on every call, so a spec never meets an account an earlier run registered. */
export function freshEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Registers a new account through the API, as the register screen does (code mailed to the outbox, then
 * register), for specs whose subject is not registration itself.
 */
export async function registerFreshAccount(
  server: ServerTarget = sharedServer(),
): Promise<{ email: string; password: string }> {
  const account = { email: freshEmail(), password: 'Kestrel2026' };
  const sent = await postMain('/user/sendEmailCode', { email: account.email }, undefined, server);
  if (sent.code !== 1) throw new Error(`sendEmailCode failed: ${sent.msg}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < codePollAttemptsMax && code === undefined; attempt += 1) {
    code = await latestMailedCode(account.email, server);
    if (code === undefined) await new Promise((resolve) => setTimeout(resolve, codePollIntervalMs));
  }
  if (code === undefined) throw new Error(`No registration code reached the outbox for ${account.email}`);
  const registered = await postMain(
    '/user/register',
    { email: account.email, code, password: account.password, confirmPassword: account.password, agree: '1' },
    undefined,
    server,
  );
  if (registered.code !== 1) throw new Error(`register failed: ${registered.msg}`);
  return account;
}

/**
 * Runs the operator's command line (`npm run ops -- …`: src/server/ops/cli.ts through tsx) against the e2e server
 * and its data directory; throws on a non-zero exit. It runs the script as `npm run ops` does, without npm's own
 * process around it (about two seconds of a loaded runner per command, and a funded account takes five).
 */
export function runOps(...args: string[]): string {
  const result = spawnSync(process.execPath, opsArgs(args), {
    cwd: projectRoot,
    env: opsEnv(sharedServer()),
    ...opsOptions,
  });
  if (result.status !== 0) {
    throw new Error(`ops ${args.join(' ')} exited with ${result.status}: ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/**
 * `runOps` without blocking the spec's event loop, against the shared server or one the spec started. A blocked
 * loop (spawnSync takes seconds) keeps fetch from noticing that the server closed an idle kept-alive connection,
 * so the next call would go out on the dead socket and fail with "other side closed"; specs that call the API
 * around ops commands use this one.
 */
export async function runOpsAsync(server: ServerTarget, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(process.execPath, opsArgs(args), {
      cwd: projectRoot,
      env: opsEnv(server),
      ...opsOptions,
    });
    return stdout;
  } catch (error) {
    const failed = error as { code?: number; stderr?: string; stdout?: string };
    throw new Error(`ops ${args.join(' ')} exited with ${failed.code}: ${failed.stderr}${failed.stdout}`);
  }
}

const opsOptions = { encoding: 'utf8', timeout: 60_000 } as const;

/** What `npm run ops` runs (package.json), as Node arguments. */
function opsArgs(args: string[]): string[] {
  return ['--import', 'tsx', 'src/server/ops/cli.ts', ...args];
}

function opsEnv(server: ServerTarget): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: server.dataDir, PETREL_URL: server.baseUrl };
}

/** The demo account's opening balances (coin account), given to each fresh funded account. */
const openingBalances = [
  ['USDT', '10000'],
  ['BTC', '0.5'],
  ['ETH', '5'],
] as const;

/** A small ID photo: a PNG the server's type check accepts. */
function idPhoto(seed: number): Blob {
  const png = drawPng(
    40,
    24,
    [200, 210, 220],
    [{ x: seed, y: 4, width: 10, height: 10, color: [20, 40, 60] }],
  );
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/**
 * The operator API with the server's operator token, through the client the ops command line uses
 * (src/server/ops/operator-client.ts), in this process. Setting up an account this way costs a few requests, where
 * each `ops` command cost a process that compiles the command line; the commands themselves are proved by the
 * server's ops tests and by the specs that run them (funding, trading, community, launchpad, accounts).
 */
function operatorClient(server: ServerTarget): OperatorClient {
  const tokenFile = path.join(server.dataDir, 'operator-token');
  const target = { tokenFile, baseUrl: server.baseUrl, dataDir: server.dataDir };
  return createOperatorClient(target, fs.readFileSync(tokenFile, 'utf8').trim());
}

/** Logs the account in and submits the KYC form with two ID photos, as the app does; answers the session token. */
export async function submitIdentity(
  server: ServerTarget,
  account: { email: string; password: string },
): Promise<string> {
  const login = await postMain<{ token: string }>(
    '/user/login',
    { account: account.email, password: account.password },
    undefined,
    server,
  );
  if (login.code !== 1) throw new Error(`login failed: ${login.msg}`);
  const form = new FormData();
  form.set('realName', 'Erin Trader');
  form.set('idNumber', '110101199003074512');
  form.set('front', idPhoto(1), 'front.png');
  form.set('back', idPhoto(2), 'back.png');
  const response = await fetch(`${server.baseUrl}${userPaths.kycSubmit}`, {
    method: 'POST',
    headers: { token: login.data.token },
    body: form,
  });
  const submitted = (await response.json()) as { code: number; msg?: string };
  if (submitted.code !== 1) throw new Error(`KYC submit failed: ${submitted.msg}`);
  return login.data.token;
}

/** Submits a recharge with a proof image, as the app's recharge screen does; answers the deposit's id. */
export async function submitRecharge(
  server: ServerTarget,
  token: string,
  fields: { currency: string; network: string; amount: string },
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('proof', idPhoto(3), 'transfer.png');
  const response = await fetch(`${server.baseUrl}${fundingPaths.rechargeSubmit}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const submitted = (await response.json()) as { code: number; msg?: string; data?: { id: number } };
  if (submitted.code !== 1 || !submitted.data) throw new Error(`recharge failed: ${submitted.msg}`);
  return submitted.data.id;
}

/**
 * Verifies the account's identity as a user and an operator would: the KYC form through the API, then the
 * operator's approval of the submission (what `ops kyc list` and `ops kyc approve` send). Every operation that
 * moves money needs it (spec section 6).
 */
async function verifyIdentity(
  server: ServerTarget,
  account: { email: string; password: string },
): Promise<void> {
  const token = await submitIdentity(server, account);
  const operator = operatorClient(server);
  const queue = await operator.get<{ id: number; email: string }[]>(
    `${adminPaths.kycList}?status=1&limit=100`,
  );
  const entry = queue.find((candidate) => candidate.email === account.email);
  if (!entry) throw new Error(`no KYC submission for ${account.email} in the review queue`);
  await operator.post(adminPaths.kycApprove.replace(':id', String(entry.id)), {});
  // The approval's inbox message is read at once, so each spec starts from an inbox with nothing unread, as before
  // accounts had to verify.
  const read = await postMain('/message/readAll', {}, token, server);
  if (read.code !== 1) throw new Error(`reading the approval message failed: ${read.msg}`);
}

/**
 * A fresh account credited like the demo account, through the operator's credit (what `ops credit` sends), and
 * verified like it: money specs each get their own, so that one spec's transfers and swaps never change the
 * balances another spec expects.
 */
export async function registerFundedAccount(
  server: ServerTarget = sharedServer(),
): Promise<{ email: string; password: string }> {
  const account = await registerFreshAccount(server);
  await verifyIdentity(server, account);
  const operator = operatorClient(server);
  for (const [currency, amount] of openingBalances) {
    await operator.post(adminPaths.ledgerCredit, {
      email: account.email,
      currency,
      amount,
      reason: 'e2e opening balance',
      reference: randomUUID(),
    });
  }
  return account;
}
