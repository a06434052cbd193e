/** Success messages of the bank-card calls, translated into the request's language like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const bankCardMessages = {
  added: /*i18n*/ { id: 'bank_cards.added', message: 'Card added' },
  deleted: /*i18n*/ { id: 'bank_cards.deleted', message: 'Card deleted' },
  success: commonMessages.success,
} as const;
