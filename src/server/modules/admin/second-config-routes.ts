/**
 * Operator routes for the second-contract durations (`npm run ops -- second config …`): the list as getConfig
 * shows it, and PUT to add a duration or change one (an upsert keyed by its seconds, so repeating it is harmless).
 * Each answers the whole list, shortest first.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { SecondContractService } from '../second-contract/second-contract-service';
import { actOf, asAdmin, asReviewer } from './route-roles';

const configBody = z.object({
  second: z.unknown().optional(),
  incomeRate: z.unknown().optional(),
  openAmountMin: z.unknown().optional(),
});

export function registerSecondConfigRoutes(
  app: FastifyInstance,
  secondContract: SecondContractService,
): void {
  app.get(adminPaths.secondConfig, asReviewer, async () => codeSuccess(await secondContract.getConfig()));

  app.put(adminPaths.secondConfig, asAdmin, async (request) => {
    const input = parseInput(configBody, request.body);
    const list = await secondContract.setConfig(input, actOf(request));
    request.log.info(input, 'operator set a second-contract duration');
    return codeSuccess(list);
  });
}
