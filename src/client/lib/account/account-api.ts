/**
 * The account calls of the spec (section 7), one function each. Writes never retry (a retried register or code
 * request could be applied twice); only /user/info is a read. Calls whose success message the user sees (login,
 * register, password reset) return it with their data, since the server already wrote it in the user's language.
 */
import { paramPaths, userPaths } from '../../../common/api-paths';
import type { CodeEnvelope, CodeFailure, CodeSuccess } from '../../../common/envelopes';
import { successCode } from '../../../common/envelopes';
import type { EmailCodeSent, LoginResult, UserInfo } from '../../../common/user-types';
import { normalizeEmail } from '../../../common/email-normalize';
import { ApiFailure } from '../http/api-failure';
import { readCode, writeCode } from '../http/envelope-calls';
import { postForm, request, toForm, type FormValues } from '../http/http-client';

export interface WithMessage<T> {
  data: T;
  /** The server's success message, translated; '' when it sent none. */
  message: string;
}

async function writeWithMessage<T>(path: string, values: FormValues): Promise<WithMessage<T>> {
  const body = await postForm<CodeEnvelope<T>>(path, values, 'write');
  if (body.code !== successCode) {
    const failure = body as CodeFailure;
    throw new ApiFailure(failure.msg, 'rejected', failure.error);
  }
  const success = body as CodeSuccess<T>;
  return { data: success.data, message: success.msg };
}

export const sendEmailCode = (email: string) =>
  writeCode<EmailCodeSent>(userPaths.sendEmailCode, { email: normalizeEmail(email) });

/** Always succeeds for a well-formed address, so nobody can learn which addresses have accounts. */
export const sendEmailCodeForget = (email: string) =>
  writeCode<EmailCodeSent>(userPaths.sendEmailCodeForget, { email: normalizeEmail(email) });

export interface RegisterRequest {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** Optional; an empty one is left out of the form. */
  invitationCode: string;
}

export const registerAccount = (request: RegisterRequest) =>
  writeWithMessage<LoginResult>(userPaths.register, {
    email: normalizeEmail(request.email),
    code: request.code.trim(),
    password: request.password,
    confirmPassword: request.confirmPassword,
    invitationCode: request.invitationCode.trim(),
    agree: '1',
  });

export const loginAccount = (account: string, password: string) =>
  writeWithMessage<LoginResult>(userPaths.login, { account: normalizeEmail(account), password });

export const fetchUserInfo = (token: string, userId: string) =>
  readCode<UserInfo>(userPaths.info, { token, userId });

export interface ResetPasswordRequest {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const resetPassword = (request: ResetPasswordRequest) =>
  writeWithMessage<null>(userPaths.forgetPwd, {
    email: normalizeEmail(request.email),
    code: request.code.trim(),
    newPassword: request.newPassword,
    confirmPassword: request.confirmPassword,
  });

/**
 * Ends the session on the server. The token is passed explicitly because logout forgets it on the device first
 * (so logging out works offline); the http client only adds the stored token, which is gone by then.
 */
export const logoutAccount = (token: string) =>
  request<CodeEnvelope<null>>(userPaths.logout, {
    method: 'post',
    body: toForm({}),
    headers: { token },
    kind: 'write',
  });

export const fetchParamValue = (paramName: string) =>
  readCode<{ paramName: string; valueName: string }>(paramPaths.byName, { paramName });
