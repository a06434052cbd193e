/**
 * Emailed verification codes: six random digits, stored as an HMAC under the server secret (a keyed hash, because
 * a million possible codes make any unkeyed hash, even argon2, reversible offline, and a keyed one costs
 * microseconds per request where argon2 would hand attackers a CPU lever). A code serves one purpose for one
 * address, lives ten minutes, allows five wrong tries, is used once, and the newest code replaces older ones.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { KeyedHasher } from '../../lib/keyed-hash';
import type { Clock } from '../../lib/clock';
import { emailCodeAttemptsMax, emailCodeTtlMs } from './auth-limits';

export const codePurposes = ['register', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

const codeSpace = 1_000_000;
/** Codes are kept a day after they expire (for an operator's questions), then deleted. */
const codeRetentionMs = 24 * 60 * 60 * 1000;

export function createEmailCodes(db: Database, clock: Clock, hasher: KeyedHasher) {
  const domain = (email: string, purpose: CodePurpose) => `email-code:${purpose}:${email}`;

  return {
    /** Makes a new code for the address, which supersedes every earlier one, and answers it for the mail. */
    async issue(email: string, purpose: CodePurpose, clientAddress: string): Promise<string> {
      const code = String(randomInt(codeSpace)).padStart(6, '0');
      const nowMs = clock();
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, new Date(nowMs - codeRetentionMs)));
      // Older codes stop working at once, even one already checked and about to be consumed.
      await db
        .update(emailCodes)
        .set({ consumedAt: new Date(nowMs) })
        .where(
          and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)),
        );
      await db.insert(emailCodes).values({
        email,
        purpose,
        codeHash: hasher.hash(domain(email, purpose), code),
        createdAt: new Date(nowMs),
        expiresAt: new Date(nowMs + emailCodeTtlMs),
        clientAddress,
      });
      return code;
    },

    /**
     * Checks a code without using it up and answers its id for `consume`. Only the newest code of the address
     * counts. A wrong code uses one of the five tries; the fifth wrong one, and anything after it, answers
     * CODE_ATTEMPTS_EXCEEDED, since only a new code can help then.
     */
    async check(email: string, purpose: CodePurpose, code: string): Promise<number> {
      const nowMs = clock();
      const [latest] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
        .orderBy(desc(emailCodes.id))
        .limit(1);
      if (!latest || latest.consumedAt || latest.expiresAt.getTime() <= nowMs)
        throw new ApiError('CODE_INVALID');
      if (latest.attempts >= emailCodeAttemptsMax) throw new ApiError('CODE_ATTEMPTS_EXCEEDED');
      if (hasher.matches(domain(email, purpose), code.trim(), latest.codeHash)) return latest.id;
      // Counted in one statement, so parallel guesses cannot share a try.
      const [counted] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, latest.id), lt(emailCodes.attempts, emailCodeAttemptsMax)))
        .returning({ attempts: emailCodes.attempts });
      if (!counted || counted.attempts >= emailCodeAttemptsMax) throw new ApiError('CODE_ATTEMPTS_EXCEEDED');
      throw new ApiError('CODE_INVALID');
    },

    /** Uses a checked code up; false when someone else used it first or it ran out meanwhile. */
    async consume(codeId: number, tx: Queryable = db): Promise<boolean> {
      const nowMs = clock();
      const rows = await tx
        .update(emailCodes)
        .set({ consumedAt: new Date(nowMs) })
        .where(
          and(
            eq(emailCodes.id, codeId),
            isNull(emailCodes.consumedAt),
            lt(emailCodes.attempts, emailCodeAttemptsMax),
            gt(emailCodes.expiresAt, new Date(nowMs)),
          ),
        )
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
