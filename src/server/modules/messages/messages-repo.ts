/**
 * Reads and writes the inbox (`messages`): a user's pages and unread count, one own message, marking read, and
 * the operator's posts. A post to everyone is ONE `insert … select` over the users, its text chosen per row by the
 * user's stored language, so it costs one statement however many users there are.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { InboxMessage, MessageKind } from '../../../common/message-types';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { messages } from '../../db/schema';
import { wholeNumberOf } from '../../lib/row-values';

export type MessageRow = typeof messages.$inferSelect;

export interface MessageText {
  title: string;
  body: string;
}

/** An operator's post: the English text (also everyone's fallback) and texts for other stored languages. */
export interface OperatorPost {
  english: MessageText;
  translations: ReadonlyMap<Locale, MessageText>;
  at: Date;
  /** Written to each row; a user who has a message with this reference already is skipped. */
  reference?: string;
}

export function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: String(row.id),
    kind: row.kind as MessageKind,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/** `case users.locale when 'zh-CN' then … else <english> end` for one field of the post's texts. */
function textByLocale(post: OperatorPost, field: keyof MessageText): SQL {
  if (post.translations.size === 0) return sql`${post.english[field]}::text`;
  const branches = [...post.translations].map(
    ([locale, text]) => sql`when ${locale}::text then ${text[field]}::text`,
  );
  return sql`case u.locale ${sql.join(branches, sql` `)} else ${post.english[field]}::text end`;
}

const operatorKind: MessageKind = 'operator';

export function createMessagesRepo(db: Queryable) {
  return {
    /** One page of the user's messages, newest first (ids grow with time), the total and the unread count. */
    async page(userId: number, page: { offset: number; limit: number }) {
      const [totals] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int`,
        })
        .from(messages)
        .where(eq(messages.userId, userId));
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(desc(messages.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: wholeNumberOf(totals?.total ?? 0), unread: wholeNumberOf(totals?.unread ?? 0), rows };
    },

    /**
     * Marks the user's message read (once: a read message keeps its first read time) and answers it; undefined
     * for an id that does not exist or is someone else's.
     */
    async readOwn(id: number, userId: number, at: Date): Promise<MessageRow | undefined> {
      const own = and(eq(messages.id, id), eq(messages.userId, userId));
      const [marked] = await db
        .update(messages)
        .set({ readAt: at })
        .where(and(own, isNull(messages.readAt)))
        .returning();
      if (marked) return marked;
      const [row] = await db.select().from(messages).where(own);
      return row;
    },

    /** Marks every unread message of the user read; answers how many changed. */
    async readAll(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: at })
        .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /**
     * The post as one row per user (every user, or the one given) in ONE statement, each in the text of the
     * user's stored language, skipping users who have its reference already; answers how many users got it and,
     * for a post to one user who got it, the message's id.
     */
    async post(post: OperatorPost, onlyUserId?: number): Promise<{ sent: number; messageId?: number }> {
      const only = onlyUserId === undefined ? sql`` : sql`where u.id = ${onlyUserId}`;
      const [row] = await queryRows<{ sent: number; message_id: string | number | null }>(
        db,
        sql`with sent as (
              insert into messages (user_id, kind, title, body, reference, created_at)
              select u.id, ${operatorKind}, ${textByLocale(post, 'title')}, ${textByLocale(post, 'body')},
                ${post.reference ?? null}::text, ${post.at.toISOString()}::timestamptz
              from users u ${only}
              on conflict (user_id, reference) do nothing
              returning id
            )
            select count(*)::int as sent, max(id) as message_id from sent`,
      );
      const sent = wholeNumberOf(row?.sent ?? 0);
      const messageId = row?.message_id;
      return onlyUserId === undefined || messageId === null || messageId === undefined
        ? { sent }
        : { sent, messageId: wholeNumberOf(messageId) };
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
