/** The withdrawal submission (POST /wallet/withdraw/submit): the amount is frozen until an operator decides. */
import { fundingPaths } from '../../../common/api-paths';
import { toForm } from '../../lib/http/http-client';
import { writeWithKey } from './write-call';

export interface WithdrawRequest {
  addressId: string;
  amount: string;
  tradePwd: string;
}

export function submitWithdrawal(draft: WithdrawRequest, idempotencyKey: string): Promise<unknown> {
  return writeWithKey(fundingPaths.withdrawSubmit, toForm({ ...draft }), idempotencyKey);
}
