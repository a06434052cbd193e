/** Success messages of the withdrawal call, translated into the request's language like the errors. */
export const withdrawalMessages = {
  submitted: /*i18n*/ {
    id: 'withdrawals.submitted',
    message: 'Withdrawal submitted. The amount is frozen while we review it.',
  },
} as const;
