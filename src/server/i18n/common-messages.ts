/** Messages every area answers with, translated like the errors. */
export const commonMessages = {
  success: /*i18n*/ { id: 'common.success', message: 'Success' },
} as const;
