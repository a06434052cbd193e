/**
 * Reads and writes kyc_submissions (its photos' rows through the shared uploads repo). The users table is auth's: locking a
 * user and reading their uid and email go through auth's user directory, never through a join here.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { kycSubmissions } from '../../db/schema';
import { createUploadsRepo } from '../../uploads/uploads-repo';

export type KycRow = typeof kycSubmissions.$inferSelect;

export interface NewSubmission {
  userId: number;
  realName: string;
  idNumber: string;
  status: number;
  createdAt: Date;
  reviewedAt: Date | null;
  files: ReadonlyArray<{ id: string; mimeType: string; sizeBytes: number }>;
}

export function createKycRepo(db: Database) {
  const files = createUploadsRepo(db);
  return {
    async latestOf(userId: number, tx: Queryable = db): Promise<KycRow | undefined> {
      const [row] = await tx
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(desc(kycSubmissions.id))
        .limit(1);
      return row;
    },

    async insertSubmission(submission: NewSubmission, tx: Queryable): Promise<number> {
      const [front, back] = submission.files;
      if (!front || !back) throw new Error('a submission needs two files');
      await files.insert(submission.userId, submission.files, submission.createdAt, tx);
      const [row] = await tx
        .insert(kycSubmissions)
        .values({
          userId: submission.userId,
          realName: submission.realName,
          idNumber: submission.idNumber,
          frontFileId: front.id,
          backFileId: back.id,
          status: submission.status,
          createdAt: submission.createdAt,
          reviewedAt: submission.reviewedAt,
        })
        .returning({ id: kycSubmissions.id });
      if (!row) throw new Error('submission insert returned no row');
      return row.id;
    },

    findUpload: files.find,

    /** The ids among these that an upload row references (the start-up sweep keeps exactly those files). */
    uploadIdsAmong: files.idsAmong,

    async list(status: number | undefined, limit: number) {
      const query = db
        .select({
          id: kycSubmissions.id,
          userId: kycSubmissions.userId,
          realName: kycSubmissions.realName,
          idNumber: kycSubmissions.idNumber,
          frontFileId: kycSubmissions.frontFileId,
          backFileId: kycSubmissions.backFileId,
          status: kycSubmissions.status,
          reason: kycSubmissions.reason,
          createdAt: kycSubmissions.createdAt,
          reviewedAt: kycSubmissions.reviewedAt,
        })
        .from(kycSubmissions)
        .orderBy(desc(kycSubmissions.id))
        .limit(limit);
      return status === undefined ? query : query.where(eq(kycSubmissions.status, status));
    },

    async findSubmission(id: number): Promise<KycRow | undefined> {
      const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
      return row;
    },

    /** Decides a pending submission; answers its user, or undefined when it was not pending (any more). */
    async decide(
      id: number,
      change: { fromStatus: number; toStatus: number; reason: string; at: Date },
      tx: Queryable = db,
    ): Promise<{ userId: number } | undefined> {
      const [row] = await tx
        .update(kycSubmissions)
        .set({ status: change.toStatus, reason: change.reason, reviewedAt: change.at })
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, change.fromStatus)))
        .returning({ userId: kycSubmissions.userId });
      return row;
    },
  };
}

export type KycRepo = ReturnType<typeof createKycRepo>;
