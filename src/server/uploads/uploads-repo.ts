/**
 * Reads and writes the uploads table: one row per stored file, naming its owner and its type. Every module that
 * stores a file (KYC photos, deposit proofs) inserts its row here, in the transaction of the rows that reference
 * it; the start-up sweep and the file routes read it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { uploads } from '../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export interface NewUpload {
  id: string;
  mimeType: string;
  sizeBytes: number;
}

export function createUploadsRepo(db: Database) {
  return {
    async insert(
      ownerId: number,
      files: readonly NewUpload[],
      createdAt: Date,
      tx: Queryable,
    ): Promise<void> {
      if (files.length === 0) return;
      await tx.insert(uploads).values(files.map((file) => ({ ...file, ownerId, createdAt })));
    },

    async find(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    /** The ids among these that an upload row references (the start-up sweep keeps exactly those files). */
    async idsAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
