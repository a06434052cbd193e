/**
 * Writes an event message into a user's inbox inside the caller's transaction, so the message exists exactly when
 * the event does: a rolled-back approval sends nothing, and an engine that replays an event writes its message once
 * (the reference is unique per user). The text is written in the user's stored language, and each message written
 * publishes its owner's live `message` event in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '../../../common/locales';
import type { EventMessageKind } from '../../../common/message-types';
import type { Queryable, Transaction } from '../../db/client';
import { messages, users } from '../../db/schema';
import { translate, type MessageValues } from '../../i18n/translate';
import { publishLiveAll, type LivePublication } from '../../live/publish-live';
import { eventMessageTemplates } from './message-templates';

export interface EventMessage {
  userId: number;
  kind: EventMessageKind;
  /** Names the event (`settle:<order id>`, `deposit:<id>:approve`…); a second message with it is not written. */
  reference: string;
  values?: MessageValues;
  at: Date;
}

/** A pair as a person reads it: BTC/USDT. */
export const pairLabel = (baseCoin: string, quoteCoin: string) =>
  `${baseCoin.toUpperCase()}/${quoteCoin.toUpperCase()}`;

export function renderEventMessage(
  kind: EventMessageKind,
  locale: Locale,
  values: MessageValues = {},
): { title: string; body: string } {
  const template = eventMessageTemplates[kind];
  return { title: translate(locale, template.title, values), body: translate(locale, template.body, values) };
}

export async function recordEventMessage(tx: Transaction, event: EventMessage): Promise<void> {
  await recordEventMessages(tx, [event]);
}

/**
 * Writes a batch of event messages (an engine's batch) with one read of the users' languages and ONE multi-row
 * insert; a message whose (user, reference) exists already is skipped, so replaying a batch writes nothing twice.
 */
export async function recordEventMessages(tx: Transaction, events: readonly EventMessage[]): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((event) => event.userId))];
  const rows = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  const localeOf = new Map(rows.map((row) => [row.id, isLocale(row.locale) ? row.locale : defaultLocale]));
  const values = events.flatMap((event) => {
    const locale = localeOf.get(event.userId);
    if (locale === undefined) return [];
    const text = renderEventMessage(event.kind, locale, event.values);
    return [
      { userId: event.userId, kind: event.kind, reference: event.reference, createdAt: event.at, ...text },
    ];
  });
  if (values.length === 0) return;
  const written = await tx
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.userId, messages.reference] })
    .returning({ id: messages.id, userId: messages.userId });
  // Only the messages written now: a replay's skipped message was announced when it was first written.
  await publishLiveAll(tx, written.map(messagePublication));
}

/** The owner's live event of a new message in their inbox (docs/api.md "Live stream", "The private events"). */
export function messagePublication(message: { id: number; userId: number }): LivePublication {
  return { userId: message.userId, event: { type: 'message', messageId: String(message.id) } };
}

/** Unread messages of a user: the Me tab's badge (user info carries it, so it costs no request of its own). */
export async function unreadMessageCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`${messages.readAt} is null`));
  return row?.count ?? 0;
}
