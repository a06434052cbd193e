/** Success messages of the spot order calls (the spec's wording, section 8), translated like the errors. */
import { commonMessages } from '../../i18n/common-messages';

export const spotMessages = {
  placed: /*i18n*/ { id: 'spot.order_placed', message: 'Order has been placed' },
  cancelled: /*i18n*/ { id: 'spot.order_cancelled', message: 'Cancelled' },
  success: commonMessages.success,
} as const;
