/**
 * The operator token: 256 random bits written to DATA_DIR/operator-token (mode 600) on first start. Whoever can
 * read that file on the server's machine is the bootstrap operator "root" (src/server/modules/operators/), who
 * adds the named operators.
 */
import path from 'node:path';
import { ensureSecretFile } from '../../lib/secret-file';

export const operatorTokenFileName = 'operator-token';
const operatorTokenBytes = 32;

export function operatorTokenPath(dataDir: string): string {
  return path.join(dataDir, operatorTokenFileName);
}

export function ensureOperatorToken(dataDir: string): Promise<string> {
  return ensureSecretFile(operatorTokenPath(dataDir), operatorTokenBytes);
}
