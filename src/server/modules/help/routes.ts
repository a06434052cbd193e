/** The help centre's two calls, public, in the request's language. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { helpPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { HelpService } from './help-service';

const articleBody = z.object({ id: z.string().trim().min(1).max(64) });

export async function helpRoutes(app: FastifyInstance, options: { help: HelpService }): Promise<void> {
  const { help } = options;

  app.post(helpPaths.articles, async (request) => codeSuccess(await help.list(request.locale)));

  app.post(helpPaths.article, async (request) => {
    const { id } = parseInput(articleBody, request.body);
    return codeSuccess(await help.article(id, request.locale));
  });
}
