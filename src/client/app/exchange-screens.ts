/**
 * The flash-exchange and bank-card screens as one chunk: the route table then holds one lazy import for the three
 * of them, and every route entry is JavaScript that each start downloads (the /home budget), while these screens
 * are rarely opened and small next to what they share.
 */
export { default as ExchangeScreen } from '../features/exchange/exchange-screen';
export { default as BankCardsScreen } from '../features/bank-cards/bank-cards-screen';
export { default as BankCardAddScreen } from '../features/bank-cards/bank-card-add-screen';
