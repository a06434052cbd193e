/**
 * Configuration from the environment (ARCHITECTURE section 9). Everything is optional; a bad value stops the
 * process at start with a clear message rather than running with a surprise.
 */
import path from 'node:path';
import { z } from 'zod';
import { buildDatabaseImageDir } from './db/database-image';
import { defaultDataDir, pgliteDirIn } from './data-dir';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // No default here: production must choose (loadConfig); elsewhere unset means the simulator.
  MARKET_SOURCE: z.enum(['sim', 'htx']).optional(),
  HTX_BASE_URL: z.url().default('https://api.huobi.pro'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Petrel <no-reply@petrel.exchange>'),
  SERVER_SECRET: z
    .string()
    .min(32, 'SERVER_SECRET must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/,\s-]+)?$/, 'TRUST_PROXY must be a hop count or a list of addresses')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  CLIENT_DIST_DIR: z.string().min(1).default('./dist'),
});

/** Every environment variable the server reads; README.md and docs/operations.md list each of them. */
export const configVariableNames = Object.keys(environmentSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where the database lives: a PGlite directory, PGlite in memory (tests), or a Postgres URL. */
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  marketSource: 'sim' | 'htx';
  htxBaseUrl: string;
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /**
   * Keys the hashes of emailed codes and throttle keys. Unset, the server keeps one in DATA_DIR/server-secret;
   * several servers sharing one Postgres must share it (same DATA_DIR or the same SERVER_SECRET).
   */
  serverSecret: string | undefined;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For to believe when deciding a request's client address (the key of
   * the per-address limits). false (default): the socket's peer; a number: that many proxy hops; a string: a
   * comma-separated list of proxy addresses or CIDRs.
   */
  trustProxy: boolean | number | string;
  seedDemo: boolean;
  logLevel: string;
  production: boolean;
  clientDistDir: string;
  /**
   * The database image `npm run build` makes (db/database-image.ts): a first start on PGlite copies it instead of
   * initialising a database. Beside the build like CLIENT_DIST_DIR; not a setting, since only the build writes it.
   */
  databaseImageDir: string;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10);
  return trimmed;
}

/**
 * Production never runs on simulated prices by accident: a public server showing made-up prices must say so on
 * purpose, with MARKET_SOURCE=sim (or choose live prices with MARKET_SOURCE=htx).
 */
export const marketSourceRequiredMessage =
  'MARKET_SOURCE must be set in production: "sim" for simulated (provably fair) prices, or "htx" for live prices';

export interface LoadConfigOptions {
  /** False for the ops command line, which only talks to the server and shows no prices. */
  marketSourceRequired?: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const marketSourceRequired = options.marketSourceRequired ?? true;
  if (
    marketSourceRequired &&
    parsed.success &&
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.MARKET_SOURCE === undefined
  )
    problems.push(`MARKET_SOURCE: ${marketSourceRequiredMessage}`);
  if (!parsed.success || problems.length > 0)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: pgliteDirIn(dataDir) },
    marketSource: values.MARKET_SOURCE ?? 'sim',
    htxBaseUrl: values.HTX_BASE_URL,
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    serverSecret: values.SERVER_SECRET,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    seedDemo: values.SEED_DEMO ?? !production,
    logLevel: values.LOG_LEVEL,
    production,
    clientDistDir: path.resolve(values.CLIENT_DIST_DIR),
    databaseImageDir: buildDatabaseImageDir(),
  };
}
