/** The operator's view of the outbox: the latest mails, newest first, with their delivery state. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OutboxRepo } from '../../mail/outbox-repo';
import { asReviewer } from './route-roles';

export const outboxListLimitMax = 100;

const outboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(outboxListLimitMax).default(20) });

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  locale: string;
  transport: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export function registerOutboxRoutes(app: FastifyInstance, outbox: OutboxRepo): void {
  app.get(adminPaths.outbox, asReviewer, async (request) => {
    const { limit } = parseInput(outboxQuery, request.query);
    const mails: OutboxMail[] = (await outbox.latest(limit)).map((entry) => ({
      id: entry.id,
      to: entry.toEmail,
      subject: entry.subject,
      body: entry.body,
      locale: entry.locale,
      transport: entry.transport,
      createdAt: entry.createdAt.toISOString(),
      sentAt: entry.sentAt?.toISOString() ?? null,
      error: entry.error,
    }));
    return codeSuccess(mails);
  });
}
