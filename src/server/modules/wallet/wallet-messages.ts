/** Success messages of the wallet calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const walletMessages = {
  transferred: /*i18n*/ { id: 'wallet.transfer_success', message: 'Transfer successful' },
  success: commonMessages.success,
} as const;
