/** Success messages of the position calls, translated into the request's language like the errors. */
export const contractMessages = {
  success: /*i18n*/ { id: 'contract.success', message: 'Success' },
  opened: /*i18n*/ { id: 'contract.position_opened', message: 'Order has been placed' },
  closed: /*i18n*/ { id: 'contract.position_closed', message: 'Closed' },
  cancelled: /*i18n*/ { id: 'contract.position_cancelled', message: 'Cancelled' },
  liquidated: /*i18n*/ {
    id: 'contract.position_liquidated',
    message: 'The price had reached the liquidation price, so the position was liquidated.',
  },
} as const;
