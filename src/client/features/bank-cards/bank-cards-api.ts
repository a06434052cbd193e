/** The bank-card calls: the user's cards (numbers masked by the server), add one, delete one. */
import { fundingPaths } from '../../../common/api-paths';
import type { BankCard } from '../../../common/wallet-types';
import { readCode, writeCode } from '../../lib/http/envelope-calls';

export interface NewBankCard {
  bankName: string;
  holderName: string;
  /** Digits only: the grouping spaces of the field are not sent. */
  cardNumber: string;
}

export function fetchBankCards(): Promise<BankCard[]> {
  return readCode<BankCard[]>(fundingPaths.bankCardList, {});
}

export function bankCardsKey(userId: string): string {
  return `bank-cards:${userId}`;
}

export function addBankCard(card: NewBankCard): Promise<BankCard> {
  return writeCode<BankCard>(fundingPaths.bankCardAdd, { ...card });
}

export function deleteBankCard(id: string): Promise<unknown> {
  return writeCode<unknown>(fundingPaths.bankCardDelete, { id });
}

/** Server refusals that belong under one field of the add form. */
const fieldOfCode: Readonly<Record<string, keyof NewBankCard>> = {
  BANK_NAME_INVALID: 'bankName',
  CARD_HOLDER_INVALID: 'holderName',
  CARD_NUMBER_INVALID: 'cardNumber',
  BANK_CARD_DUPLICATE: 'cardNumber',
};

export function fieldOfBankCardError(code: string | undefined): keyof NewBankCard | undefined {
  return code === undefined ? undefined : fieldOfCode[code];
}
