/**
 * The inbox (docs/api.md "Messages"): a user's pages with the unread count, reading one message (which marks it
 * read), marking all read, and the operator's posts to everyone or to one address. Event messages are written by
 * the areas whose events they report, inside their own transactions (event-messages.ts).
 */
import { isLocale, locales, type Locale } from '../../../common/locales';
import type { InboxMessage, MessagePage } from '../../../common/message-types';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import { publishLive } from '../../live/publish-live';
import { messagePublication, unreadMessageCount } from './event-messages';
import {
  createMessagesRepo,
  toInboxMessage,
  type MessagesRepo,
  type MessageText,
  type OperatorPost,
} from './messages-repo';
import { recordAudit, type OperatorAct } from '../operators';

export { pairLabel, recordEventMessage, recordEventMessages, type EventMessage } from './event-messages';

/** A title fits one line of the inbox; a body fits a screen or two. Counted in characters (code points). */
export const messageTitleLengthMax = 120;
export const messageBodyLengthMax = 4000;
/** The English text is the fallback of every language; the others are optional. */
const englishLocale: Locale = 'en-US';
const translatableLocales = locales.filter((locale) => locale !== englishLocale);

export interface MessagesDependencies {
  db: Queryable;
  clock: Clock;
  repo: MessagesRepo;
  /** Auth's lookup of an account by its email, for a post to one user. */
  findUserIdByEmail: (email: string) => Promise<number | undefined>;
}

export interface PostInput {
  /** Everyone, or the account with this email: exactly one of the two. */
  all: boolean;
  to?: string | undefined;
  title: string;
  body: string;
  texts: ReadonlyArray<{ locale: string; title: string; body: string }>;
  /**
   * The operator's own key for this post: a user who already has the post with this reference does not get it
   * again, so a post repeated after a lost answer reaches only those it had not reached.
   */
  reference?: string | undefined;
}

const characterCount = (text: string) => [...text].length;

/** The text trimmed, or the refusal naming its language and the limit it breaks. */
function checkedText(locale: string, raw: { title: string; body: string }): MessageText {
  const title = raw.title.trim();
  const body = raw.body.trim();
  if (title === '' || characterCount(title) > messageTitleLengthMax) {
    throw new ApiError('MESSAGE_TITLE_INVALID', { locale, max: messageTitleLengthMax });
  }
  if (body === '' || characterCount(body) > messageBodyLengthMax) {
    throw new ApiError('MESSAGE_BODY_INVALID', { locale, max: messageBodyLengthMax });
  }
  return { title, body };
}

function checkedTranslations(texts: PostInput['texts']): Map<Locale, MessageText> {
  const translations = new Map<Locale, MessageText>();
  for (const text of texts) {
    const locale = text.locale.trim();
    if (!isLocale(locale) || locale === englishLocale || translations.has(locale)) {
      throw new ApiError('MESSAGE_LOCALE_INVALID', { locale, locales: translatableLocales.join(', ') });
    }
    translations.set(locale, checkedText(locale, text));
  }
  return translations;
}

/** Operator posts' references are kept apart from the events' (`settle:<id>`…) by this prefix. */
const operatorPostReferencePrefix = 'ops-post:';

export function createMessagesService(deps: MessagesDependencies) {
  const { repo } = deps;

  async function recipientOf(input: PostInput): Promise<number | undefined> {
    const to = input.to?.trim() ?? '';
    if (input.all === (to !== '')) throw new ApiError('MESSAGE_RECIPIENTS_INVALID');
    if (input.all) return undefined;
    const userId = await deps.findUserIdByEmail(to);
    if (userId === undefined) throw new ApiError('MESSAGE_RECIPIENT_UNKNOWN', { email: to });
    return userId;
  }

  return {
    async list(userId: number, page: { pageNo: number; pageSize: number }): Promise<MessagePage> {
      const found = await repo.page(userId, {
        offset: (page.pageNo - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return { list: found.rows.map(toInboxMessage), totalRow: found.total, unread: found.unread };
    },

    /** The user's message, marked read; MESSAGE_NOT_FOUND for an unknown id or someone else's. */
    async detail(userId: number, id: number): Promise<InboxMessage> {
      const row = await repo.readOwn(id, userId, new Date(deps.clock()));
      if (!row) throw new ApiError('MESSAGE_NOT_FOUND');
      return toInboxMessage(row);
    },

    async readAll(userId: number): Promise<{ updated: number }> {
      return { updated: await repo.readAll(userId, new Date(deps.clock())) };
    },

    unreadCount: (userId: number): Promise<number> => unreadMessageCount(deps.db, userId),

    /** The operator's post; every text is checked before anyone gets anything. Answers how many users got it. */
    async post(input: PostInput, act: OperatorAct): Promise<{ sent: number }> {
      const english = checkedText(englishLocale, input);
      const translations = checkedTranslations(input.texts);
      const userId = await recipientOf(input);
      const post: OperatorPost = {
        english,
        translations,
        at: new Date(deps.clock()),
        ...(input.reference === undefined
          ? {}
          : { reference: `${operatorPostReferencePrefix}${input.reference}` }),
      };
      return deps.db.transaction(async (tx) => {
        const { sent, messageId } = await createMessagesRepo(tx).post(post, userId);
        // A post to one user is that user's event; a post to everyone publishes none (docs/api.md "Live stream:
        // private events" says why).
        if (userId !== undefined && messageId !== undefined) {
          await publishLive(tx, userId, messagePublication({ id: messageId, userId }).event);
        }
        const target = { type: 'message', id: input.all ? 'all' : (input.to ?? '') };
        const after = { title: english.title, locales: [...translations.keys()], sent };
        await recordAudit(tx, act, { action: 'message.post', target, before: null, after }, post.at);
        return { sent };
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
