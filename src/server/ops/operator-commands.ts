/**
 * The ops commands of the operators (issue 25): adding one (its token is printed once), listing and revoking them
 * (root only, the server checks), and the audit trail. The words are checked here first, so a typo exits 2 with the
 * usage before anything is sent; the server checks again and its refusal is printed as it is.
 */
import { adminPaths } from '../../common/api-paths';
import type { AuditEntry } from '../modules/operators/audit-trail';
import { isOperatorRole, operatorNamePattern, operatorRoles } from '../modules/operators/operator-roles';
import type { OperatorListing } from '../modules/operators/operators-service';
import type { OpsCommand } from './ops-command';
import { printTable } from './print-table';

const nameRule = '2–32 of a–z 0–9 . _ -';

function refuse(command: OpsCommand, problem: string): number {
  process.stderr.write(`${problem}.\nUsage: npm run ops -- ${command.usage}\n`);
  return 2;
}

export const addOperator: OpsCommand = {
  usage: `operators add NAME --role ${operatorRoles.join('|')}  add an operator and print its token, once`,
  matches: (argv) => argv[0] === 'operators' && argv[1] === 'add',
  async run(client, argv) {
    const [, , name = '', flag, role] = argv;
    if (argv.length !== 5 || flag !== '--role')
      return refuse(addOperator, 'operators add: it takes NAME --role ROLE');
    if (!operatorNamePattern.test(name)) return refuse(addOperator, `operators add: a name is ${nameRule}`);
    if (!isOperatorRole(role)) {
      return refuse(addOperator, `operators add: no role "${role}" (roles: ${operatorRoles.join(', ')})`);
    }
    const added = await client.post<{ name: string; role: string; token: string }>(adminPaths.operators, {
      name,
      role,
    });
    process.stdout.write(
      `added operator ${added.name} (${added.role})\n` +
        `token: ${added.token}\n` +
        `This token will not be shown again: only its hash is kept. Hand it to ${added.name} now; they set it as ` +
        'OPERATOR_TOKEN to act as themselves.\n',
    );
    return 0;
  },
};

export const listOperators: OpsCommand = {
  usage: 'operators list                          the operators: name, role, created, revoked',
  matches: (argv) => argv.length === 2 && argv[0] === 'operators' && argv[1] === 'list',
  async run(client) {
    const operators = await client.get<OperatorListing[]>(adminPaths.operators);
    printTable(
      operators.map((operator) => ({
        name: operator.name,
        role: operator.role,
        created: operator.createdAt,
        revoked: operator.revokedAt ?? '-',
      })),
    );
    return 0;
  },
};

export const revokeOperator: OpsCommand = {
  usage: 'operators revoke NAME                   revoke an operator: its token is refused at once',
  matches: (argv) => argv[0] === 'operators' && argv[1] === 'revoke',
  async run(client, argv) {
    const [, , name = ''] = argv;
    if (argv.length !== 3) return refuse(revokeOperator, 'operators revoke: it takes one NAME');
    const revoked = await client.post<OperatorListing>(
      adminPaths.operatorRevoke.replace(':name', encodeURIComponent(name)),
      {},
    );
    process.stdout.write(`operator ${revoked.name} is revoked (since ${revoked.revokedAt ?? '?'})\n`);
    return 0;
  },
};

/** A date (midnight UTC) or a date and time with its zone, so a time never depends on the machine's zone. */
const isoTimePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Whether the date part names a real day: Date would read 2026-02-30 as 2 March. */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** --since as the full ISO time the server takes, or undefined when it is not a time. */
export function parseSince(value: string): string | undefined {
  if (!isoTimePattern.test(value) || !isCalendarDay(value)) return undefined;
  const time = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const auditFlags = ['--operator', '--since', '--action', '--limit'];

/** The flags of `audit` as the query they make, or the problem with them. */
function auditQuery(words: readonly string[]): URLSearchParams | string {
  const query = new URLSearchParams();
  for (let index = 0; index < words.length; index += 2) {
    const flag = words[index] ?? '';
    const value = words[index + 1];
    if (!auditFlags.includes(flag)) return `no option "${flag}"`;
    if (value === undefined) return `${flag} needs a value`;
    const key = flag.slice('--'.length);
    if (query.has(key)) return `${flag} is given twice`;
    if (flag === '--since') {
      const since = parseSince(value);
      if (!since) {
        return `--since "${value}" is not an ISO 8601 time: give a date (2026-11-28, midnight UTC) or a time with its zone (2026-11-28T17:00:00Z)`;
      }
      query.set(key, since);
    } else if (flag === '--limit' && !/^[1-9]\d*$/.test(value)) {
      // The server refuses one above its maximum, with its own message.
      return `--limit "${value}" is not a whole number above 0`;
    } else query.set(key, value);
  }
  return query;
}

/** A record's values before and after, on one line: `{"status":1} → {"status":2}`. */
function changeOf(entry: AuditEntry): string {
  const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));
  return `${json(entry.before)} → ${json(entry.after)}`;
}

export const listAuditTrail: OpsCommand = {
  usage:
    'audit [--operator NAME] [--since ISO] [--action NAME] [--limit N]  the audit trail, newest first (100 rows unless --limit)',
  matches: (argv) => argv[0] === 'audit',
  async run(client, argv) {
    const query = auditQuery(argv.slice(1));
    if (typeof query === 'string') return refuse(listAuditTrail, `audit: ${query}`);
    const search = query.toString();
    const entries = await client.get<AuditEntry[]>(`${adminPaths.audit}${search ? `?${search}` : ''}`);
    printTable(
      entries.map((entry) => ({
        time: entry.at,
        operator: entry.operator,
        action: entry.action,
        target: `${entry.targetType} ${entry.targetId}`,
        reason: entry.reason || '-',
        change: changeOf(entry),
      })),
    );
    return 0;
  },
};
