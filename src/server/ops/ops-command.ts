/** One operator command of `npm run ops` (commands.ts lists them all, each *-commands.ts file defines some). */
import type { OperatorClient } from './operator-client';

export interface OpsCommand {
  usage: string;
  matches(argv: readonly string[]): boolean;
  run(client: OperatorClient, argv: readonly string[]): Promise<number>;
}
