/**
 * The operator API, on the same server under /admin, for `npm run ops`. Every route needs the operator token as
 * a bearer token and answers the table's HTTP statuses, since no spec client reads it.
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
import { tokenMatches } from './operator-token';
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

const paramNameParams = z.object({ name: z.string().trim().min(1) });
const paramValueBody = z.object({ value: z.string() });

export interface AdminRouteOptions {
  operatorToken: string;
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
}

export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, envelope: 'admin' };
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!tokenMatches(options.operatorToken, presented)) {
      request.log.warn({ ip: request.ip, url: request.url }, 'operator API refused: bad token');
      throw new ApiError('OPERATOR_TOKEN_INVALID');
    }
  });

  app.get(adminPaths.params, async () => codeSuccess(await options.params.list(undefined)));

  app.put(adminPaths.param, async (request) => {
    const { name } = parseInput(paramNameParams, request.params);
    const { value } = parseInput(paramValueBody, request.body);
    request.log.info({ param: name }, 'operator changed a parameter');
    return codeSuccess(await options.params.set(name, value));
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
  registerEngineRoutes(app, options.engines);

  // House limits (house brief).
  registerHouseRoutes(app, options.house);
}
