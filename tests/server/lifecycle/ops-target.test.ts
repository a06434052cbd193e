// Proves that `npm run ops` pointed at the wrong DATA_DIR or PORT says so and asks for the server's own (no
// token there, nobody listening, a token the server refuses), that with the server's settings it works, and that
// with OPERATOR_TOKEN it acts as that operator without DATA_DIR's token.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTokenFileName } from '../../../src/server/modules/admin/operator-token';
import { createTestApp, testOperatorToken, type TestApp } from '../support/test-app';
import { addOperator } from '../operators/operator-support';

/** tsx compiles the CLI on each start; on a loaded machine that takes a few seconds. */
const cliTimeoutMs = 30_000;
const advice = /same DATA_DIR and PORT/;

let t: TestApp;
let serverPort: number;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  serverPort = (t.app.server.address() as AddressInfo).port;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-ops-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function runOps(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { PETREL_URL: _url, HOST: _host, OPERATOR_TOKEN: _token, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/ops/cli.ts', 'params'], {
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const writeToken = (token: string) => fs.writeFile(path.join(dataDir, operatorTokenFileName), `${token}\n`);

describe('npm run ops', () => {
  it(
    'without a token in DATA_DIR, names the DATA_DIR it read and asks for the server’s',
    async () => {
      const result = await runOps({ DATA_DIR: dataDir, PORT: String(serverPort) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`DATA_DIR=${dataDir}`);
      expect(result.stderr).toMatch(advice);
    },
    cliTimeoutMs,
  );

  it(
    'with nobody listening on PORT, names the address it tried and asks for the server’s',
    async () => {
      await writeToken(testOperatorToken);
      const port = await closedPort();
      const result = await runOps({ DATA_DIR: dataDir, PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Cannot reach the server at http://127.0.0.1:${port}`);
      expect(result.stderr).toMatch(advice);
    },
    cliTimeoutMs,
  );

  it(
    'with another DATA_DIR’s token, says the server refused it and asks for the server’s DATA_DIR',
    async () => {
      await writeToken('a-token-from-another-data-dir-0123456789abcdef');
      const result = await runOps({ DATA_DIR: dataDir, PORT: String(serverPort) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('refused the operator token');
      expect(result.stderr).toMatch(advice);
    },
    cliTimeoutMs,
  );

  it(
    'with the server’s DATA_DIR and PORT, lists the parameters',
    async () => {
      await writeToken(testOperatorToken);
      const result = await runOps({ DATA_DIR: dataDir, PORT: String(serverPort) });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/name/);
    },
    cliTimeoutMs,
  );

  it(
    'with OPERATOR_TOKEN, acts as that operator and needs no token in DATA_DIR',
    async () => {
      const emptyDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-ops-'));
      try {
        const token = await addOperator(t, 'rita', 'reviewer');
        const result = await runOps({
          DATA_DIR: emptyDataDir,
          PORT: String(serverPort),
          OPERATOR_TOKEN: token,
        });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.stdout).toMatch(/name/);
      } finally {
        await fs.rm(emptyDataDir, { recursive: true, force: true });
      }
    },
    cliTimeoutMs,
  );
});
