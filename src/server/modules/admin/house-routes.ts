/**
 * Operator routes for the house (`npm run ops -- house …`): its book (open exposure and results per product and
 * pair), its limits, and PUT to set one limit (an upsert keyed by product, name and quote coin, so repeating it is
 * harmless), answering the whole list.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { HouseService } from '../house/house-service';
import { actOf, asAdmin, asReviewer } from './route-roles';

const limitBody = z.object({
  product: z.unknown().optional(),
  name: z.unknown().optional(),
  value: z.unknown().optional(),
  currency: z.unknown().optional(),
});

export function registerHouseRoutes(app: FastifyInstance, house: HouseService): void {
  app.get(adminPaths.house, asReviewer, async () => codeSuccess(await house.book()));
  app.get(adminPaths.houseLimits, asReviewer, async () => codeSuccess(await house.limits()));

  app.put(adminPaths.houseLimits, asAdmin, async (request) => {
    const input = parseInput(limitBody, request.body);
    const list = await house.setLimit(input, actOf(request));
    request.log.info(
      { product: input.product, name: input.name, value: input.value, currency: input.currency },
      'operator set a house limit',
    );
    return codeSuccess(list);
  });
}
