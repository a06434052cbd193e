/**
 * Which server the ops command talks to, and what to tell the operator when that is not the running one. The
 * command finds the server the way the server finds itself: the operator token in DATA_DIR/operator-token, the
 * address from HOST and PORT (or PETREL_URL). A server started with another DATA_DIR or PORT is not found, so
 * every failure says which DATA_DIR and address were used and asks for the server's own.
 */
import type { AppConfig } from '../config';
import { operatorTokenPath } from '../modules/admin/operator-token';

export interface OpsTarget {
  tokenFile: string;
  baseUrl: string;
  dataDir: string;
}

export function opsTarget(config: AppConfig, env: NodeJS.ProcessEnv = process.env): OpsTarget {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return {
    tokenFile: operatorTokenPath(config.dataDir),
    baseUrl: env.PETREL_URL || `http://${host}:${config.port}`,
    dataDir: config.dataDir,
  };
}

const sameSettings =
  'Run the command with the same DATA_DIR and PORT (and HOST, or PETREL_URL) as the server, e.g.\n' +
  '  DATA_DIR=/srv/petrel PORT=9000 npm run ops -- params';

export function missingTokenMessage(target: OpsTarget): string {
  return (
    `No operator token at ${target.tokenFile} (DATA_DIR=${target.dataDir}).\n` +
    `${sameSettings}\n` +
    'If no server has ever started with this DATA_DIR, start it once (npm start) to create the token.\n'
  );
}

export function unreachableMessage(target: OpsTarget, cause: unknown): string {
  return (
    `Cannot reach the server at ${target.baseUrl} (${String(cause)}).\n` + `Is it running? ${sameSettings}`
  );
}

export function tokenRefusedMessage(target: OpsTarget): string {
  return (
    `The server at ${target.baseUrl} refused the operator token from ${target.tokenFile}: that server keeps ` +
    `its token in another DATA_DIR.\n${sameSettings}`
  );
}

/** The environment variable that makes the command act as a named operator instead of root. */
export const operatorTokenEnv = 'OPERATOR_TOKEN';

/**
 * Whose token the command presents: a named operator's from OPERATOR_TOKEN when it is set (two operators can then
 * work from one machine, and a named operator needs no access to DATA_DIR), otherwise root's from
 * DATA_DIR/operator-token.
 */
export type OpsCredential = { source: 'env'; token: string } | { source: 'token-file'; token: string };

/** The credential from the environment or the token file, or the message saying why there is none. */
export function opsCredential(
  target: OpsTarget,
  env: NodeJS.ProcessEnv,
  readTokenFile: (file: string) => string | undefined,
): OpsCredential | { problem: string } {
  const fromEnv = env[operatorTokenEnv]?.trim();
  if (fromEnv) return { source: 'env', token: fromEnv };
  const fromFile = readTokenFile(target.tokenFile)?.trim();
  if (fromFile === undefined) return { problem: missingTokenMessage(target) };
  return { source: 'token-file', token: fromFile };
}

/** Who acts, in words: "operator rita (reviewer), with the token in OPERATOR_TOKEN" or root with the file. */
export function actingAsMessage(
  target: OpsTarget,
  source: OpsCredential['source'],
  operator?: { name: string; role: string },
): string {
  if (source === 'token-file') return `Acting as root, with the token in ${target.tokenFile}.`;
  const who = operator ? `operator ${operator.name} (${operator.role})` : 'the operator';
  return `Acting as ${who}, with the token in ${operatorTokenEnv}; unset it to act as root.`;
}

export function envTokenRefusedMessage(target: OpsTarget): string {
  return (
    `The server at ${target.baseUrl} refused the token in ${operatorTokenEnv}: no operator has it, or it has been ` +
    'revoked (`npm run ops -- operators list` shows who is revoked). Ask root for a token ' +
    `(npm run ops -- operators add NAME --role reviewer|admin), or unset ${operatorTokenEnv} to act as root with ` +
    `${target.tokenFile}.`
  );
}
