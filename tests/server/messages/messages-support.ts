/**
 * Inbox helpers for server tests: the three message calls, user info, setting a user's stored language the way the
 * app does (its Accept-Language on /user/info), the operator's post, and a user's stored messages read back.
 */
import { asc, eq } from 'drizzle-orm';
import { adminPaths, messagePaths, userPaths } from '../../../src/common/api-paths';
import type { Database } from '../../../src/server/db/client';
import { messages, users } from '../../../src/server/db/schema';
import { postAs, testOperatorToken, type TestApp } from '../support/test-app';

export const listMessages = (t: TestApp, token: string, form: Record<string, string> = {}) =>
  postAs(t.app, messagePaths.list, token, form);

export const messageDetail = (t: TestApp, token: string, id: string, language?: string) =>
  postAs(t.app, messagePaths.detail, token, { id }, language);

export const readAllMessages = (t: TestApp, token: string) => postAs(t.app, messagePaths.readAll, token);

export const userInfo = async (t: TestApp, token: string, language?: string) =>
  (await postAs(t.app, userPaths.info, token, {}, language)).json().data;

/** Stores the user's language as the app does after a language change: /user/info in that language. */
export async function speak(t: TestApp, token: string, language: string): Promise<void> {
  await userInfo(t, token, language);
}

export async function storedLocale(t: TestApp, userId: number | string): Promise<string | undefined> {
  const [row] = await t.database.handle.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, Number(userId)));
  return row?.locale;
}

/** The user's stored messages, oldest first. */
export function storedMessages(t: TestApp, userId: number | string) {
  return t.database.handle.db
    .select({
      kind: messages.kind,
      reference: messages.reference,
      title: messages.title,
      body: messages.body,
    })
    .from(messages)
    .where(eq(messages.userId, Number(userId)))
    .orderBy(asc(messages.id));
}

export interface PostBody {
  all?: boolean;
  to?: string;
  title?: string;
  body?: string;
  texts?: Array<{ locale: string; title: string; body: string }>;
}

export const postMessage = (t: TestApp, payload: PostBody) =>
  t.app.inject({
    method: 'POST',
    url: adminPaths.messagePost,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    payload: payload as object,
  });

/** The same database, except that every transaction fails after its work, just before it would commit. */
export function crashingBeforeCommit(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('the process died before the commit');
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
