/** Success messages of the launchpad calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const launchpadMessages = {
  success: commonMessages.success,
} as const;
