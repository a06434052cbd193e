/**
 * How each row of the records union becomes an AssetRecord. Recharges and withdrawals come from their request
 * tables as they are; ledger movements come from the journal, one mapper per ledger kind. A new kind of record
 * (the flash exchange, trading, …) is one more entry in `journalRecordMappers`: its tradeType decides which
 * `tradeType` filter lists it, and its mapper reads the user's own entries of the transaction.
 */
import {
  assetRecordStatus,
  assetRecordTypes,
  transferDirections,
  type AssetRecord,
  type AssetRecordType,
} from '../../../common/wallet-types';
import { accountTypes } from '../../ledger/ledger-types';
import type { JournalEntry, JournalTransaction } from '../../ledger/read-journal';
import type { RecordRow } from './asset-records-repo';
import { exchangeRecord } from './exchange-record';

export interface JournalRecordMapper {
  tradeType: AssetRecordType;
  /**
   * The record of one of the user's transactions, from the user's own entries (never a system account's; debits
   * are negative). Its `id` is replaced by one unique among all records (`journal:<transaction id>`).
   */
  toRecord(transaction: JournalTransaction): AssetRecord;
}

const isDebit = (entry: JournalEntry) => entry.amount.startsWith('-');
const magnitude = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

function transferRecord(transaction: JournalTransaction): AssetRecord {
  const debit = transaction.entries.find(isDebit);
  const amount = debit ? magnitude(debit.amount) : '0';
  return {
    id: String(transaction.id),
    tradeType: assetRecordTypes.transfer,
    currency: debit?.currency ?? '',
    amount,
    fee: '0',
    realarrive: amount,
    status: assetRecordStatus.finished,
    remark: '',
    direction:
      debit?.accountType === accountTypes.coin
        ? transferDirections.coinToContract
        : transferDirections.contractToCoin,
    createdAt: transaction.createdAt.toISOString(),
  };
}

/** Ledger kind → its record. Kinds not listed here (recharge credits, withdrawal freezes, …) are not records. */
export const journalRecordMappers: Readonly<Record<string, JournalRecordMapper>> = {
  transfer: { tradeType: assetRecordTypes.transfer, toRecord: transferRecord },
  exchange: { tradeType: assetRecordTypes.exchange, toRecord: exchangeRecord },
};

/** The ledger kinds a records query lists from the journal: those of one tradeType, or all of them. */
export function journalKindsOf(tradeType: AssetRecordType | undefined): string[] {
  return Object.entries(journalRecordMappers)
    .filter(([, mapper]) => tradeType === undefined || mapper.tradeType === tradeType)
    .map(([kind]) => kind);
}

const recordId = (row: RecordRow) => `${row.source}:${row.id}`;

/** A row of the deposits or withdrawals table: amounts, status and the reason of a rejection as its remark. */
function requestRecord(row: RecordRow, tradeType: AssetRecordType): AssetRecord {
  return {
    id: recordId(row),
    tradeType,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    realarrive: row.realarrive,
    status: row.status,
    remark: row.remark,
    network: row.network,
    address: row.address,
    createdAt: row.createdAt,
  };
}

export function assetRecordOf(row: RecordRow): AssetRecord {
  if (row.source === 'deposit') return requestRecord(row, assetRecordTypes.recharge);
  if (row.source === 'withdrawal') return requestRecord(row, assetRecordTypes.withdrawal);
  const mapper = journalRecordMappers[row.kind];
  // The query lists only kinds that have a mapper.
  if (!mapper) throw new Error(`no record mapper for ledger kind "${row.kind}"`);
  const record = mapper.toRecord({
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    createdAt: new Date(row.createdAt),
    entries: row.entries,
  });
  return { ...record, id: recordId(row) };
}
