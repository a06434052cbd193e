/**
 * The operator API, on the same server under /admin, for `npm run ops`. Every route needs an operator's token as
 * a bearer token (the bootstrap token of DATA_DIR, or a named operator's) and declares the role it asks for at its
 * registration (route-roles.ts); it answers the table's HTTP statuses, since no spec client reads it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { ApiError } from '../../http/api-error';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { Ledger } from '../../ledger/ledger';
import type { AuthService } from '../auth/auth-service';
import type { OutboxRepo } from '../../mail/outbox-repo';
import type { KycService } from '../kyc/kyc-service';
import type { ParamsService } from '../params/params-service';
import type { CurrencySettingsService } from '../wallet/currency-settings-service';
import type { WalletService } from '../wallet/wallet-service';
import type { DepositService } from '../deposits/deposit-service';
import { registerCurrencySettingsRoutes } from './currency-settings-routes';
import { registerDepositReviewRoutes } from './deposit-review-routes';
import { registerKycReviewRoutes } from './kyc-review-routes';
import { registerLedgerRoutes } from './ledger-routes';
import { registerOutboxRoutes } from './outbox-routes';
import { registerWithdrawalReviewRoutes } from './withdrawal-review-routes';
import type { WithdrawalsService } from '../withdrawals/withdrawals-service';
import type { SecondContractService } from '../second-contract/second-contract-service';
import { registerSecondConfigRoutes } from './second-config-routes';
// Launchpad listings (issue 9).
import type { LaunchpadService } from '../launchpad/launchpad-service';
import { registerListingRoutes } from './listing-routes';
// Messages (issue 9).
import type { MessagesService } from '../messages/messages-service';
import { registerMessagePostRoutes } from './message-post-routes';
// Engine states (house brief).
import { registerEngineRoutes, type EngineControls } from './engine-routes';
// House limits (house brief).
import type { HouseService } from '../house/house-service';
import { registerHouseRoutes } from './house-routes';
// Operators, roles and the audit trail (issue 25).
import { actorMay, type OperatorsService } from '../operators';
import { registerOperatorRoutes } from './operator-routes';
import { actOf, asAdmin, asReviewer } from './route-roles';
// User administration (issue 25, users).
import type { SpotService } from '../spot/spot-service';
import type { ContractsService } from '../contracts/contracts-service';
import { registerUserAdminRoutes } from './user-admin-routes';

const paramNameParams = z.object({ name: z.string().trim().min(1) });
const paramValueBody = z.object({ value: z.string() });

export interface AdminRouteOptions {
  // Operators, roles and the audit trail (issue 25).
  operators: OperatorsService;
  params: ParamsService;
  kyc: KycService;
  outbox: OutboxRepo;
  ledger: Ledger;
  wallet: WalletService;
  auth: AuthService;
  deposits: DepositService;
  currencySettings: CurrencySettingsService;
  withdrawals: WithdrawalsService;
  secondContract: SecondContractService;
  launchpad: LaunchpadService;
  // Messages (issue 9).
  messages: MessagesService;
  // Engine states (house brief).
  engines: EngineControls;
  // House limits (house brief).
  house: HouseService;
  // User administration (issue 25, users).
  spot: SpotService;
  contracts: ContractsService;
}

export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  app.addHook('onRoute', (route) => {
    // A route that declares no role would be open to every operator: refuse to start with one.
    if (!route.config?.minimumRole) {
      throw new Error(`operator route ${String(route.method)} ${route.url} declares no minimumRole`);
    }
    route.config = { ...route.config, envelope: 'admin' };
  });
  app.decorateRequest('operator', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    const actor = await options.operators.authenticate(presented);
    if (!actor) {
      request.log.warn({ ip: request.ip, url: request.url }, 'operator API refused: bad token');
      throw new ApiError('OPERATOR_TOKEN_INVALID');
    }
    // An unknown path has no declared role; it answers 404 to an authenticated operator only.
    const required = request.routeOptions.config?.minimumRole ?? 'reviewer';
    if (!actorMay(actor, required)) {
      request.log.warn({ operator: actor.name, url: request.url }, 'operator API refused: role');
      throw new ApiError('OPERATOR_ROLE_REFUSED', { role: actor.role, required });
    }
    request.operator = actor;
  });

  app.get(adminPaths.params, asReviewer, async () => codeSuccess(await options.params.list(undefined)));

  app.put(adminPaths.param, asAdmin, async (request) => {
    const { name } = parseInput(paramNameParams, request.params);
    const { value } = parseInput(paramValueBody, request.body);
    request.log.info({ param: name }, 'operator changed a parameter');
    return codeSuccess(await options.params.set(name, value, actOf(request)));
  });

  registerKycReviewRoutes(app, options.kyc);
  registerOutboxRoutes(app, options.outbox);
  registerLedgerRoutes(app, options);
  registerDepositReviewRoutes(app, options.deposits);
  registerCurrencySettingsRoutes(app, options.currencySettings);
  registerWithdrawalReviewRoutes(app, options.withdrawals);

  // Second contracts (trading issue).
  registerSecondConfigRoutes(app, options.secondContract);

  // Launchpad listings (issue 9).
  registerListingRoutes(app, options.launchpad);

  // Messages (issue 9).
  registerMessagePostRoutes(app, options.messages);

  // Engine states (house brief).
  registerEngineRoutes(app, options.engines, options.operators);

  // House limits (house brief).
  registerHouseRoutes(app, options.house);

  // Operators and the audit trail (issue 25).
  registerOperatorRoutes(app, options.operators);

  // User administration (issue 25, users).
  registerUserAdminRoutes(app, options);
}
