/** The spec's parameter calls: the list by key name (GET) and one setting by name (POST, form-encoded). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paramPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { ParamsService } from './params-service';

const listQuery = z.object({ keyName: z.string().trim().min(1).optional() });
const byNameBody = z.object({ paramName: z.string().trim().min(1) });

export async function paramRoutes(app: FastifyInstance, options: { params: ParamsService }): Promise<void> {
  const { params } = options;

  app.get(paramPaths.list, async (request) => {
    const query = parseInput(listQuery, request.query);
    return codeSuccess(await params.list(query.keyName));
  });

  app.post(paramPaths.byName, async (request) => {
    const body = parseInput(byNameBody, request.body);
    const entry = await params.get(body.paramName);
    return codeSuccess({ paramName: entry.paramName, valueName: entry.valueName });
  });
}
