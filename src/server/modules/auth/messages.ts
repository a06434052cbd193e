/** Success messages of the account calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const authMessages = {
  loginSuccess: /*i18n*/ { id: 'user.login_success', message: 'login success' },
  registerSuccess: /*i18n*/ { id: 'user.register_success', message: 'Register success' },
  codeSent: /*i18n*/ { id: 'user.code_sent', message: 'The verification code has been sent.' },
  codeValid: /*i18n*/ { id: 'user.code_valid', message: 'The verification code is correct.' },
  passwordChanged: /*i18n*/ { id: 'user.password_changed', message: 'Your password has been changed.' },
  tradePasswordSet: /*i18n*/ { id: 'user.trade_password_set', message: 'Your trade password has been set.' },
  loggedOut: /*i18n*/ { id: 'user.logged_out', message: 'You have logged out.' },
  otherDevicesLoggedOut: /*i18n*/ {
    id: 'user.other_devices_logged_out',
    message: 'Every other device has been signed out.',
  },
  antiPhishingCodeSet: /*i18n*/ {
    id: 'user.anti_phishing_code_set',
    message: 'Your anti-phishing code has been saved. Every Petrel email to you will show it.',
  },
  antiPhishingCodeCleared: /*i18n*/ {
    id: 'user.anti_phishing_code_cleared',
    message:
      'Your anti-phishing code has been removed. Petrel emails to you will no longer start with a code.',
  },
  success: commonMessages.success,
} as const;
