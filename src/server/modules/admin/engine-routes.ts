/**
 * Operator routes for the trading engines of THIS process (`npm run ops -- engines …`): every engine's state, and
 * resuming one that stopped on a broken ledger invariant (after the data was repaired). Resuming a running engine
 * changes nothing and answers its state, so repeating the command is harmless.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import type { EngineStatus } from '../../../common/engine-types';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { actOf, asAdmin, asReviewer } from './route-roles';
import type { OperatorsService } from '../operators';

const engineNameParams = z.object({ name: z.string() });

/**
 * What these routes need of the process's engine runner (src/server/engines/engine-loop.ts). app.ts passes the
 * runner in, so the admin module never imports an engine.
 */
export interface EngineControls {
  /** Every engine's state, in the order a tick runs them. */
  statuses(): EngineStatus[];
  /** Lets a stopped engine run again; answers its state, or undefined for a name no engine has. */
  resume(name: string): EngineStatus | undefined;
}

export function registerEngineRoutes(
  app: FastifyInstance,
  engines: EngineControls,
  operators: OperatorsService,
): void {
  app.get(adminPaths.engines, asReviewer, async () => codeSuccess(engines.statuses()));

  app.post(adminPaths.engineResume, asAdmin, async (request) => {
    const { name } = parseInput(engineNameParams, request.params);
    const before = engines.statuses().find((entry) => entry.name === name);
    const status = engines.resume(name);
    if (!status) {
      throw new ApiError('ENGINE_UNKNOWN', {
        name,
        names: engines
          .statuses()
          .map((entry) => entry.name)
          .join(', '),
      });
    }
    if (before && before.state !== status.state) {
      const target = { type: 'engine', id: name };
      const change = { action: 'engine.resume' as const, target, before: before.state, after: status.state };
      await operators.recordAction(actOf(request), change);
    }
    request.log.info({ engine: name }, 'operator resumed an engine');
    return codeSuccess(status);
  });
}
