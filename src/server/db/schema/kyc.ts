import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Uploaded files: stored under a server-made name in DATA_DIR/uploads, served only to their owner and operators. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId)],
);

/**
 * Identity verifications. A user's latest submission decides their status: 1 under review, 2 verified,
 * 3 rejected (with the operator's reason); none means unverified.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    realName: text('real_name').notNull(),
    idNumber: text('id_number').notNull(),
    frontFileId: text('front_file_id')
      .notNull()
      .references(() => uploads.id),
    backFileId: text('back_file_id')
      .notNull()
      .references(() => uploads.id),
    status: integer('status').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('kyc_submissions_user_idx').on(table.userId, table.createdAt),
    index('kyc_submissions_status_idx').on(table.status),
  ],
);

/** Help-centre articles, one row per article and language, seeded on first start. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').notNull(),
    locale: text('locale').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.locale] }),
    index('help_articles_locale_idx').on(table.locale, table.position),
  ],
);
