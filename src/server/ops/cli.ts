/**
 * `npm run ops -- <command>`: the operator's command line. It talks to the running server's operator API with the
 * token from DATA_DIR/operator-token (acting as root), or with a named operator's from OPERATOR_TOKEN, and never
 * opens the database itself (PGlite allows one process only), so it needs the server's own DATA_DIR and PORT (see
 * ops-target.ts).
 */
import fs from 'node:fs';
import { loadConfig } from '../config';
import { opsCommands, printUsage } from './commands';
import { createOperatorClient } from './operator-client';
import { opsCredential, opsTarget } from './ops-target';

function readTokenFile(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

async function main(argv: readonly string[]): Promise<number> {
  const target = opsTarget(loadConfig(process.env, { marketSourceRequired: false }));
  const credential = opsCredential(target, process.env, readTokenFile);
  if ('problem' in credential) {
    process.stderr.write(credential.problem);
    return 1;
  }
  const client = createOperatorClient(target, credential.token, credential.source);
  const command = opsCommands.find((candidate) => candidate.matches(argv));
  if (!command) {
    printUsage();
    return argv.length === 0 || argv[0] === 'help' ? 0 : 2;
  }
  return command.run(client, argv);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
