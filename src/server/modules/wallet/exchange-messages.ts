/** Success messages of the flash-exchange calls, translated into the request's language like the errors. */
export const exchangeMessages = {
  quoted: /*i18n*/ { id: 'wallet.exchange_quoted', message: 'Here is your quote' },
  exchanged: /*i18n*/ { id: 'wallet.exchange_success', message: 'Exchange successful' },
} as const;
