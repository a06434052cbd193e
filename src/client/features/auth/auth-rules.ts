/**
 * The rules of each auth form, in the order its fields appear, built only from the shared rules in
 * src/common/validation (the server runs the same ones). A field maps to the error code to show, or null.
 */
import type { ErrorCode } from '../../../common/errors';
import type { FormErrors } from '../../components/form/use-form-errors';
import {
  checkEmail,
  checkEmailCode,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordsMatch,
} from '../../../common/validation';

export interface LoginValues {
  email: string;
  password: string;
}

export const loginErrors = (values: LoginValues): FormErrors<keyof LoginValues> => ({
  email: checkEmail(values.email),
  password: checkLoginPassword(values.password),
});

export interface RegisterValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  invitationCode: string;
  agree: boolean;
}

const agreementRequired: ErrorCode = 'AGREEMENT_REQUIRED';

export const registerErrors = (values: RegisterValues): FormErrors<keyof RegisterValues> => ({
  email: checkEmail(values.email),
  code: checkEmailCode(values.code),
  password: checkNewPassword(values.password),
  confirmPassword: checkPasswordsMatch(values.password, values.confirmPassword),
  // The invite code is optional; the server says whether it exists.
  invitationCode: null,
  agree: values.agree ? null : agreementRequired,
});

export interface ResetValues {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const resetErrors = (values: ResetValues): FormErrors<keyof ResetValues> => ({
  email: checkEmail(values.email),
  code: checkEmailCode(values.code),
  newPassword: checkNewPassword(values.newPassword),
  confirmPassword: checkPasswordsMatch(values.newPassword, values.confirmPassword),
});
