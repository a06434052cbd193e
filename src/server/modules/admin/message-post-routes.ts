/**
 * The operator's message post (`npm run ops -- messages post …`): one message to every user or to one email
 * address, with the English text and optional texts in other languages; each user gets the text of their stored
 * language, else the English one. An optional `reference` (the operator's own key) makes a repeated post reach only
 * the users it had not reached. Answers how many users got it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { MessagesService } from '../messages/messages-service';
import { operatorReference } from './operator-reference';
import { actOf, asAdmin } from './route-roles';

/** Far above the service's own limits (which answer with their own messages); bounds what is parsed at all. */
const fieldLengthMax = 20_000;
/** One text per language at most; more is refused by the service with its message. */
const textsMax = 16;

const text = z.string().max(fieldLengthMax).default('');
const postBody = z.object({
  all: z.boolean().default(false),
  to: z.string().max(fieldLengthMax).optional(),
  title: text,
  body: text,
  texts: z
    .array(z.object({ locale: z.string().max(fieldLengthMax), title: text, body: text }))
    .max(textsMax)
    .default([]),
  reference: operatorReference.optional(),
});

export function registerMessagePostRoutes(app: FastifyInstance, messages: MessagesService): void {
  app.post(adminPaths.messagePost, asAdmin, async (request) => {
    const input = parseInput(postBody, request.body);
    const answer = await messages.post(input, actOf(request));
    request.log.info(
      { to: input.all ? 'all' : 'one', locales: input.texts.map((entry) => entry.locale), sent: answer.sent },
      'operator posted a message',
    );
    return codeSuccess(answer);
  });
}
