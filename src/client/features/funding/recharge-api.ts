/** The recharge submission (POST /wallet/recharge/submit): multipart with the proof screenshot. */
import { fundingPaths } from '../../../common/api-paths';
import { writeMultipartWithKey } from './write-call';

export interface RechargeRequest {
  currency: string;
  network: string;
  amount: string;
  proof: File;
}

/** A proof of up to 5 MiB can take far longer than 12 s on a mobile network; it is waited for, never resent. */
export const rechargeUploadTimeoutMs = 90_000;

export function rechargeBody(draft: RechargeRequest): FormData {
  const body = new FormData();
  body.set('currency', draft.currency);
  body.set('network', draft.network);
  body.set('amount', draft.amount);
  body.set('proof', draft.proof, draft.proof.name);
  return body;
}

export function submitRecharge(draft: RechargeRequest, idempotencyKey: string): Promise<unknown> {
  return writeMultipartWithKey(
    fundingPaths.rechargeSubmit,
    rechargeBody(draft),
    idempotencyKey,
    rechargeUploadTimeoutMs,
  );
}
