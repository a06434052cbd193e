/** The bank-card screens' addresses (routes in app/routes.tsx). */
export const bankCardsPath = '/assert/bankcards';
export const bankCardAddPath = '/assert/bankcards/add';
