/** Success messages of the address-book calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const addressBookMessages = {
  saved: /*i18n*/ { id: 'address_book.saved', message: 'Address saved' },
  deleted: /*i18n*/ { id: 'address_book.deleted', message: 'Address deleted' },
  success: commonMessages.success,
} as const;
