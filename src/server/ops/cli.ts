/**
 * `npm run ops -- <command>`: the operator's command line. It talks to the running server's operator API with the
 * token from DATA_DIR/operator-token and never opens the database itself (PGlite allows one process only).
 */
import fs from 'node:fs';
import { loadConfig } from '../config';
import { operatorTokenPath } from '../modules/admin/operator-token';
import { opsCommands, printUsage } from './commands';
import { createOperatorClient } from './operator-client';

async function main(argv: readonly string[]): Promise<number> {
  const config = loadConfig();
  const tokenFile = operatorTokenPath(config.dataDir);
  if (!fs.existsSync(tokenFile)) {
    process.stderr.write(
      `No operator token at ${tokenFile}. Start the server once (npm start) to create it.\n`,
    );
    return 1;
  }
  const baseUrl =
    process.env.PETREL_URL ??
    `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  const client = createOperatorClient(baseUrl, fs.readFileSync(tokenFile, 'utf8').trim());
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
