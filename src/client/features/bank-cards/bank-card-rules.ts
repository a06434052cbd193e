/**
 * The add-card form's rules, checked before anything is sent: the server's own rules (src/common/funding-rules.ts)
 * with the same messages, so the form never accepts what the server would refuse.
 */
import { bankNameLengthMax, cardHolderLengthMax } from '../../../common/funding-rules';
import type { RuleResult } from '../../../common/validation';
import { cardNumberStatus } from './card-number';
import type { NewBankCard } from './bank-cards-api';

/** Characters, not UTF-16 units, as the server counts them. */
const withinLength = (value: string, max: number) => value !== '' && [...value].length <= max;

export function checkCardNumber(digits: string): RuleResult {
  const status = cardNumberStatus(digits);
  if (status === 'empty') return 'FIELD_MISSING';
  return status === 'valid' ? null : 'CARD_NUMBER_INVALID';
}

export function bankCardErrors(card: NewBankCard): Record<keyof NewBankCard, RuleResult> {
  return {
    bankName: withinLength(card.bankName.trim(), bankNameLengthMax) ? null : 'BANK_NAME_INVALID',
    holderName: withinLength(card.holderName.trim(), cardHolderLengthMax) ? null : 'CARD_HOLDER_INVALID',
    cardNumber: checkCardNumber(card.cardNumber),
  };
}

/** What is sent: names trimmed, the number as bare digits. */
export function cleanBankCard(card: NewBankCard): NewBankCard {
  return { bankName: card.bankName.trim(), holderName: card.holderName.trim(), cardNumber: card.cardNumber };
}
