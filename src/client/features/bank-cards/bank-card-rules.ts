/** The add-card form's rules, checked before anything is sent (the server checks the same again). */
import { isBlank, type RuleResult } from '../../../common/validation';
import { cardNumberStatus } from './card-number';
import type { NewBankCard } from './bank-cards-api';

/** Bank names and holder names longer than this are refused by the server too. */
export const bankCardTextLengthMax = 64;

function checkText(value: string): RuleResult {
  if (isBlank(value)) return 'FIELD_MISSING';
  return value.trim().length > bankCardTextLengthMax ? 'FIELD_INVALID' : null;
}

export function checkCardNumber(digits: string): RuleResult {
  const status = cardNumberStatus(digits);
  if (status === 'empty') return 'FIELD_MISSING';
  return status === 'valid' ? null : 'FIELD_INVALID';
}

export function bankCardErrors(card: NewBankCard): Record<keyof NewBankCard, RuleResult> {
  return {
    bankName: checkText(card.bankName),
    holderName: checkText(card.holderName),
    cardNumber: checkCardNumber(card.cardNumber),
  };
}

/** What is sent: names trimmed, the number as bare digits. */
export function cleanBankCard(card: NewBankCard): NewBankCard {
  return { bankName: card.bankName.trim(), holderName: card.holderName.trim(), cardNumber: card.cardNumber };
}
