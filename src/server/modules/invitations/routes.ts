/** The invitation records call (docs/api.md "Invitations"), signed in, in the `{code: 1, data, msg}` envelope. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invitePaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { pagingFields } from '../../http/paging';
import { requireUser, userIdOf } from '../../http/require-user';
import { parseInput } from '../../http/validate';
import { commonMessages } from '../../i18n/common-messages';
import { translate } from '../../i18n/translate';
import type { SessionStore } from '../auth';
import type { InvitationsService } from './invitations-service';

export interface InvitationRouteOptions {
  invitations: InvitationsService;
  sessions: SessionStore;
}

const recordsBody = z.object(pagingFields);

export async function invitationRoutes(
  app: FastifyInstance,
  { invitations, sessions }: InvitationRouteOptions,
) {
  app.post(invitePaths.records, { preHandler: requireUser(sessions) }, async (request) => {
    const page = parseInput(recordsBody, request.body);
    const data = await invitations.records(userIdOf(request), page);
    return codeSuccess(data, translate(request.locale, commonMessages.success));
  });
}
