/** Success messages of the second-contract calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const secondContractMessages = {
  /** The spec's l.c_create_success. */
  created: /*i18n*/ { id: 'second.create_success', message: 'Order placed' },
  success: commonMessages.success,
} as const;
