/** The withdrawal submission (POST /wallet/withdraw/submit): the amount is frozen until an operator decides. */
import { fundingPaths } from '../../../common/api-paths';
import { writeCodeIdempotent } from '../../lib/http/idempotency-key';

export interface WithdrawRequest {
  addressId: string;
  amount: string;
  tradePwd: string;
}

export function submitWithdrawal(draft: WithdrawRequest, idempotencyKey: string): Promise<unknown> {
  return writeCodeIdempotent(fundingPaths.withdrawSubmit, { ...draft }, idempotencyKey);
}
