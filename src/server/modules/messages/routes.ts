/**
 * The inbox calls (docs/api.md "Messages"), signed in, in the `{code: 1, data, msg}` envelope: a page of the
 * caller's messages with the unread count, one message (marked read), and marking all read.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messagePaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { commonMessages } from '../../i18n/common-messages';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import type { MessagesService } from './messages-service';

export interface MessageRouteOptions {
  messages: MessagesService;
  sessions: SessionStore;
}

const listBody = z.object(pagingFields);
const detailBody = z.object({ id: rowIdField });

export async function messageRoutes(app: FastifyInstance, { messages, sessions }: MessageRouteOptions) {
  const preHandler = requireUser(sessions);
  const success = (locale: Parameters<typeof translate>[0]) => translate(locale, commonMessages.success);

  app.post(messagePaths.list, { preHandler }, async (request) => {
    const page = parseInput(listBody, request.body);
    return codeSuccess(await messages.list(userIdOf(request), page), success(request.locale));
  });

  app.post(messagePaths.detail, { preHandler }, async (request) => {
    const { id } = parseInput(detailBody, request.body);
    return codeSuccess(await messages.detail(userIdOf(request), id), success(request.locale));
  });

  app.post(messagePaths.readAll, { preHandler }, async (request) =>
    codeSuccess(await messages.readAll(userIdOf(request)), success(request.locale)),
  );
}
