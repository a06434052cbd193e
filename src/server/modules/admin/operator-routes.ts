/**
 * Operator routes for the operators themselves (`npm run ops -- operators …`) and the audit trail
 * (`npm run ops -- audit`). Adding and revoking are for the bootstrap operator "root" only; the list and the trail
 * are readable by every operator.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { auditListLimitMax, type OperatorsService } from '../operators';
import { actOf, asReviewer, asRoot } from './route-roles';

const nameField = z.string().trim().max(100);
const addBody = z.object({ name: nameField, role: z.string().trim() });
const nameParams = z.object({ name: nameField });
const auditQuery = z.object({
  operator: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(auditListLimitMax).default(100),
});

export function registerOperatorRoutes(app: FastifyInstance, operators: OperatorsService): void {
  app.get(adminPaths.whoami, asReviewer, async (request) => {
    const { name, role } = actOf(request).actor;
    return codeSuccess({ name, role });
  });

  app.get(adminPaths.operators, asReviewer, async () => codeSuccess(await operators.list()));

  app.post(adminPaths.operators, asRoot, async (request) => {
    const input = parseInput(addBody, request.body);
    const added = await operators.add(input.name, input.role, actOf(request));
    request.log.info({ operator: added.name, role: added.role }, 'operator added an operator');
    return codeSuccess(added);
  });

  app.post(adminPaths.operatorRevoke, asRoot, async (request) => {
    const { name } = parseInput(nameParams, request.params);
    const revoked = await operators.revoke(name, actOf(request));
    request.log.info({ operator: name }, 'operator revoked an operator');
    return codeSuccess(revoked);
  });

  app.get(adminPaths.audit, asReviewer, async (request) => {
    const query = parseInput(auditQuery, request.query);
    const since = query.since === undefined ? undefined : new Date(query.since);
    return codeSuccess(await operators.trail({ ...query, since }));
  });
}
