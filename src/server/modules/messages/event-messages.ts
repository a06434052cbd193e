/**
 * Writes an event message into a user's inbox inside the caller's transaction, so the message exists exactly when
 * the event does: a rolled-back approval sends nothing, and an engine that replays an event writes its message once
 * (the reference is unique per user). The text is written in the user's stored language.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../common/locales';
import type { EventMessageKind } from '../../../common/message-types';
import type { Queryable } from '../../db/client';
import { messages, users } from '../../db/schema';
import { translate, type MessageValues } from '../../i18n/translate';
import { eventMessageTemplates } from './message-templates';

export interface EventMessage {
  userId: number;
  kind: EventMessageKind;
  /** Names the event (`settle:<order id>`, `deposit:<id>:approve`…); a second message with it is not written. */
  reference: string;
  values?: MessageValues;
  at: Date;
}

export function renderEventMessage(
  kind: EventMessageKind,
  locale: Locale,
  values: MessageValues = {},
): { title: string; body: string } {
  const template = eventMessageTemplates[kind];
  return { title: translate(locale, template.title, values), body: translate(locale, template.body, values) };
}

export async function recordEventMessage(tx: Queryable, event: EventMessage): Promise<void> {
  const [user] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, event.userId));
  if (!user) return;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'en-US';
  const text = renderEventMessage(event.kind, locale, event.values);
  await tx
    .insert(messages)
    .values({
      userId: event.userId,
      kind: event.kind,
      reference: event.reference,
      createdAt: event.at,
      ...text,
    })
    .onConflictDoNothing({ target: [messages.userId, messages.reference] });
}

/** Unread messages of a user: the Me tab's badge (user info carries it, so it costs no request of its own). */
export async function unreadMessageCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`${messages.readAt} is null`));
  return row?.count ?? 0;
}
