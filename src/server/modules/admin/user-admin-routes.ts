/**
 * Operator routes for one user's account (docs/api.md "Users"): everything about it on one page (identity state,
 * frozen state, balances, open orders, positions and timed orders, last logins), composed from the services that
 * own each part; and freezing, unfreezing and ending its sessions, each with its audit row.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaths } from '../../../common/api-paths';
import { contractStatus, secondEntryStatus, spotOrderStatus } from '../../../common/trading-types';
import { codeSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { Ledger } from '../../ledger/ledger';
import { accountTypes } from '../../ledger/ledger-types';
import type { AuthService } from '../auth/auth-service';
import type { ContractsService } from '../contracts/contracts-service';
import type { KycService } from '../kyc/kyc-service';
import type { SecondContractService } from '../second-contract/second-contract-service';
import type { SpotService } from '../spot/spot-service';
import { actOf, asAdmin, asReviewer } from './route-roles';

/** How many open orders, positions and timed orders of each kind the page lists (with the total of each). */
export const userOpenItemsShown = 50;
export const userAdminReasonLengthMax = 500;

const whoParams = z.object({ who: z.string().trim().min(1).max(320) });
const reasonBody = z.object({ reason: z.string().trim().min(1).max(userAdminReasonLengthMax) });
const optionalReasonBody = z.object({ reason: z.string().trim().max(userAdminReasonLengthMax).default('') });

export interface UserAdminDependencies {
  auth: AuthService;
  kyc: KycService;
  ledger: Ledger;
  spot: SpotService;
  contracts: ContractsService;
  secondContract: SecondContractService;
}

async function userReport(deps: UserAdminDependencies, who: string) {
  const account = await deps.auth.userAdmin.findAccount(who);
  const { userId } = account;
  const page = { pageNo: 1, pageSize: userOpenItemsShown };
  const [kycStatus, coin, contract, spotOrders, positions, timedOrders] = await Promise.all([
    deps.kyc.statusOf(userId),
    deps.ledger.balances(userId, accountTypes.coin),
    deps.ledger.balances(userId, accountTypes.contract),
    deps.spot.list(userId, { status: spotOrderStatus.unfinished, ...page }),
    deps.contracts.list(userId, { statuses: [contractStatus.pending, contractStatus.holding], ...page }),
    deps.secondContract.records(userId, { entryStatus: secondEntryStatus.open }, page),
  ]);
  const { userId: _internal, ...identity } = account;
  return {
    ...identity,
    kycStatus,
    balances: [
      ...coin.map((balance) => ({ accountType: accountTypes.coin, ...balance })),
      ...contract.map((balance) => ({ accountType: accountTypes.contract, ...balance })),
    ],
    openSpotOrders: spotOrders,
    openPositions: positions,
    runningTimedOrders: timedOrders,
  };
}

export function registerUserAdminRoutes(app: FastifyInstance, deps: UserAdminDependencies): void {
  app.get(adminPaths.user, asReviewer, async (request) => {
    const { who } = parseInput(whoParams, request.params);
    return codeSuccess(await userReport(deps, who));
  });

  app.post(adminPaths.userFreeze, asAdmin, async (request) => {
    const { who } = parseInput(whoParams, request.params);
    const { reason } = parseInput(reasonBody, request.body);
    const frozen = await deps.auth.userAdmin.freeze(who, actOf(request, reason));
    request.log.info({ user: who, sessionsEnded: frozen.sessionsEnded }, 'operator froze an account');
    return codeSuccess(frozen);
  });

  app.post(adminPaths.userUnfreeze, asAdmin, async (request) => {
    const { who } = parseInput(whoParams, request.params);
    const { reason } = parseInput(optionalReasonBody, request.body);
    const answer = await deps.auth.userAdmin.unfreeze(who, actOf(request, reason));
    request.log.info({ user: who }, 'operator unfroze an account');
    return codeSuccess(answer);
  });

  app.post(adminPaths.userLogout, asAdmin, async (request) => {
    const { who } = parseInput(whoParams, request.params);
    const { reason } = parseInput(optionalReasonBody, request.body);
    const answer = await deps.auth.userAdmin.logoutEverywhere(who, actOf(request, reason));
    request.log.info(
      { user: who, sessionsEnded: answer.sessionsEnded },
      'operator ended the sessions of an account',
    );
    return codeSuccess(answer);
  });
}
