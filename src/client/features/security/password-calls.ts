/** The password writes of the security screen. Writes are never retried by the shared client. */
import { userPaths } from '../../../common/api-paths';
import type { EmailCodeSent } from '../../../common/user-types';
import { writeCode } from '../../lib/http/envelope-calls';

export interface LoginPasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The server logs out every other device of the user when the login password changes. */
export function changeLoginPassword(change: LoginPasswordChange): Promise<unknown> {
  return writeCode<unknown>(userPaths.updatePwd, { ...change });
}

/** The first time proves the user with the login password; a change proves it with the old trade password. */
export type TradePasswordChange =
  | { kind: 'set'; password: string; assetsPwd: string; confirmPwd: string }
  | { kind: 'change'; oldAssetsPwd: string; assetsPwd: string; confirmPwd: string };

export function setTradePassword(change: TradePasswordChange): Promise<unknown> {
  const { kind: _kind, ...fields } = change;
  return writeCode<unknown>(userPaths.setTransactionPwd, fields);
}

/** Mails a code to the user's bound email for resetting a forgotten trade password. */
export function sendTradePasswordCode(): Promise<EmailCodeSent> {
  return writeCode<EmailCodeSent>(userPaths.sendEmailCodeTradePwd, {});
}

export interface TradePasswordReset {
  code: string;
  assetsPwd: string;
  confirmPwd: string;
}

/** A forgotten trade password is replaced with the emailed code as the proof. */
export function resetTradePassword(reset: TradePasswordReset): Promise<unknown> {
  return writeCode<unknown>(userPaths.resetTransactionPwd, { ...reset });
}
