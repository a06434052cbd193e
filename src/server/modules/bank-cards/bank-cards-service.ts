/**
 * Bank cards and collection accounts: bank, holder and number. The number is stored whole (an operator paying out
 * needs it) and only ever answered masked (src/common/mask.ts). Adds run under a lock on the user, so the cap and
 * the duplicate check hold when two adds race. Someone else's card answers exactly as a missing one does.
 */
import {
  bankCardsMax,
  bankNameLengthMax,
  cardHolderLengthMax,
  cardNumberDigits,
  isCardNumber,
} from '../../../common/funding-rules';
import { maskCardNumber } from '../../../common/mask';
import type { BankCard } from '../../../common/wallet-types';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../lib/clock';
import type { UserDirectory } from '../auth';
import type { BankCardFields, BankCardRow, BankCardsRepo } from './bank-cards-repo';

export interface BankCardsDependencies {
  db: Database;
  clock: Clock;
  repo: BankCardsRepo;
  users: UserDirectory;
}

export function toBankCard(row: BankCardRow): BankCard {
  return {
    id: String(row.id),
    bankName: row.bankName,
    holderName: row.holderName,
    cardNumberMasked: maskCardNumber(row.cardNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

const withinLength = (value: string, max: number) => value !== '' && [...value].length <= max;

/** The checked fields of a card, or the first rule it breaks. */
export function checkBankCard(input: BankCardFields): BankCardFields {
  const bankName = input.bankName.trim();
  const holderName = input.holderName.trim();
  const cardNumber = cardNumberDigits(input.cardNumber);
  if (!withinLength(bankName, bankNameLengthMax)) {
    throw new ApiError('BANK_NAME_INVALID', { max: bankNameLengthMax });
  }
  if (!withinLength(holderName, cardHolderLengthMax)) {
    throw new ApiError('CARD_HOLDER_INVALID', { max: cardHolderLengthMax });
  }
  if (!isCardNumber(cardNumber)) throw new ApiError('CARD_NUMBER_INVALID');
  return { bankName, holderName, cardNumber };
}

export function createBankCardsService(deps: BankCardsDependencies) {
  const { repo } = deps;
  return {
    async list(userId: number): Promise<BankCard[]> {
      return (await repo.listOf(userId)).map(toBankCard);
    },

    async add(userId: number, input: BankCardFields): Promise<BankCard> {
      const fields = checkBankCard(input);
      const row = await deps.db.transaction(async (tx) => {
        await deps.users.lockUser(userId, tx);
        const cards = await repo.listOf(userId, tx);
        if (cards.some((card) => card.cardNumber === fields.cardNumber)) {
          throw new ApiError('BANK_CARD_DUPLICATE');
        }
        if (cards.length >= bankCardsMax) throw new ApiError('BANK_CARDS_FULL', { max: bankCardsMax });
        return repo.insert(userId, fields, new Date(deps.clock()), tx);
      });
      return toBankCard(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw new ApiError('BANK_CARD_NOT_FOUND');
    },
  };
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;
