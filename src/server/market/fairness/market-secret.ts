/**
 * The installation's master secret of the market (day-keys.ts), kept in the database so that every process of the
 * installation reads the same one. Each start offers a fresh random secret and keeps whichever row is there
 * first (`on conflict do nothing`), then reads the row: two processes starting together on a new database agree.
 * The secret never reaches a log line, an answer or the repository.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketSecret } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { dayKeyBytes } from './day-keys';

const marketSecretRowId = 1;

/** The master secret of this installation, created on the first call against a new database. */
export async function ensureMarketSecret(db: Database, clock: Clock): Promise<Buffer> {
  await db
    .insert(marketSecret)
    .values({ id: marketSecretRowId, secret: randomBytes(dayKeyBytes), createdAt: new Date(clock()) })
    .onConflictDoNothing({ target: marketSecret.id });
  const [row] = await db
    .select({ secret: marketSecret.secret })
    .from(marketSecret)
    .where(eq(marketSecret.id, marketSecretRowId));
  if (!row || row.secret.length !== dayKeyBytes)
    throw new Error('The market master secret could not be read from the database');
  return row.secret;
}
