// Proves that server-secret and operator-token appear whole or not at all (mode 600, no temporary file left,
// two processes starting together agree), and that an empty or short one stops the start naming its own path.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boot, serverSecretFileName } from '../../../src/server/boot';
import { loadConfig } from '../../../src/server/config';
import { ensureSecretFile } from '../../../src/server/lib/secret-file';
import { operatorTokenFileName } from '../../../src/server/modules/admin/operator-token';

const secretBytes = 32;
/** What a full secret file of secretBytes holds: its base64url text. */
const secretLength = 43;

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petrel-secret-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const configFor = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...env });

describe('ensureSecretFile', () => {
  it('writes a full secret, private to the user, and leaves no temporary file', async () => {
    const file = path.join(dataDir, 'nested', 'secret');
    const secret = await ensureSecretFile(file, secretBytes);
    expect(secret).toHaveLength(secretLength);
    expect((await fs.readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(['secret']);
    expect(await ensureSecretFile(file, secretBytes)).toBe(secret);
  });

  it('gives every process starting at the same moment the same secret', async () => {
    const file = path.join(dataDir, 'secret');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => ensureSecretFile(file, secretBytes)));
    expect(new Set(secrets).size).toBe(1);
    expect(await fs.readdir(dataDir)).toEqual(['secret']);
  });

  it('ignores the temporary file of a write that was cut short', async () => {
    const file = path.join(dataDir, 'secret');
    await fs.writeFile(`${file}.0123456789ab.tmp`, 'half');
    expect(await ensureSecretFile(file, secretBytes)).toHaveLength(secretLength);
  });
});

describe('a start with a damaged secret file', () => {
  it('names an empty server-secret', async () => {
    const file = path.join(dataDir, serverSecretFileName);
    await fs.writeFile(file, '', { mode: 0o600 });
    await expect(boot(configFor())).rejects.toThrow(`${file} is empty`);
  });

  it('names a short server-secret', async () => {
    const file = path.join(dataDir, serverSecretFileName);
    await fs.writeFile(file, 'abc\n', { mode: 0o600 });
    await expect(boot(configFor())).rejects.toThrow(`${file} holds only 3 characters`);
  });

  it('names an empty operator-token', async () => {
    const file = path.join(dataDir, operatorTokenFileName);
    await fs.writeFile(file, '\n', { mode: 0o600 });
    await expect(boot(configFor({ SERVER_SECRET: 'x'.repeat(40) }))).rejects.toThrow(`${file} is empty`);
  });

  it('names a short operator-token, before the database is opened', async () => {
    const file = path.join(dataDir, operatorTokenFileName);
    await fs.writeFile(file, 'short-token', { mode: 0o600 });
    await expect(boot(configFor())).rejects.toThrow(`${file} holds only 11 characters`);
    expect(await fs.readdir(dataDir)).not.toContain('pglite');
  });
});
