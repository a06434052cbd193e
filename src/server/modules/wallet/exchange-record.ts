/**
 * An exchange as an asset record (tradeType 4), from the user's side of its journal transaction: the coin they
 * paid (their one debit in a currency they did not receive), what they received net of the fee, and the fee
 * (their debit in the received currency; see docs/ledger.md "Flash exchange" for the legs).
 */
import { add, type DecimalString } from '../../../common/decimal';
import { assetRecordStatus, assetRecordTypes, type AssetRecord } from '../../../common/wallet-types';
import type { JournalEntry, JournalTransaction } from '../../ledger/read-journal';

const isDebit = (entry: JournalEntry) => entry.amount.startsWith('-');
const magnitude = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

export function exchangeRecord(transaction: JournalTransaction): AssetRecord {
  const toCurrency = transaction.entries.find((entry) => !isDebit(entry))?.currency ?? '';
  const paid = transaction.entries.find((entry) => isDebit(entry) && entry.currency !== toCurrency);
  const received = transaction.entries.filter((entry) => entry.currency === toCurrency);
  const toAmount = received.reduce<DecimalString>(
    (total, entry) => add(total, entry.amount as DecimalString),
    '0' as DecimalString,
  );
  const feeEntry = received.find(isDebit);
  return {
    id: String(transaction.id),
    tradeType: assetRecordTypes.exchange,
    currency: paid?.currency ?? '',
    amount: paid ? magnitude(paid.amount) : '0',
    fee: feeEntry ? magnitude(feeEntry.amount) : '0',
    realarrive: toAmount,
    status: assetRecordStatus.finished,
    remark: '',
    toCurrency,
    toAmount,
    createdAt: transaction.createdAt.toISOString(),
  };
}
