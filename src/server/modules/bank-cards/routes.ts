/** The bank-card calls (docs/api.md "Bank cards"): list, add and delete; numbers are answered masked only. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fundingPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { requireUser, userIdOf } from '../../http/require-user';
import { rowIdField } from '../../http/row-id';
import { parseInput } from '../../http/validate';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import { bankCardMessages } from './bank-cards-messages';
import type { BankCardsService } from './bank-cards-service';

export interface BankCardRouteOptions {
  bankCards: BankCardsService;
  sessions: SessionStore;
}

/** Far above any real field; the service applies the real limits with their own messages. */
const fieldLengthMax = 1000;
const text = z.string().max(fieldLengthMax).default('');
const addBody = z.object({ bankName: text, holderName: text, cardNumber: text });
const deleteBody = z.object({ id: rowIdField });

export async function bankCardRoutes(app: FastifyInstance, { bankCards, sessions }: BankCardRouteOptions) {
  const preHandler = requireUser(sessions);

  app.post(fundingPaths.bankCardList, { preHandler }, async (request) => {
    const data = await bankCards.list(userIdOf(request));
    return codeSuccess(data, translate(request.locale, bankCardMessages.success));
  });

  app.post(fundingPaths.bankCardAdd, { preHandler }, async (request) => {
    const input = parseInput(addBody, request.body);
    const data = await bankCards.add(userIdOf(request), input);
    return codeSuccess(data, translate(request.locale, bankCardMessages.added));
  });

  app.post(fundingPaths.bankCardDelete, { preHandler }, async (request) => {
    const { id } = parseInput(deleteBody, request.body);
    await bankCards.remove(userIdOf(request), id);
    return codeSuccess({ id: String(id) }, translate(request.locale, bankCardMessages.deleted));
  });
}
