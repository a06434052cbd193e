/** Success messages of the recharge call, translated into the request's language like the errors. */
export const depositMessages = {
  submitted: /*i18n*/ {
    id: 'deposit.submitted',
    message: 'Your deposit has been submitted and is under review.',
  },
} as const;
