/** A contract_positions row as the wire's ContractPosition (src/common/trading-types.ts): canonical decimals, ms. */
import type { PositionTerms } from '../../../common/contract-maths';
import type {
  ContractCloseReason,
  ContractPosition,
  ContractPriceType,
  ContractStatus,
  TradeDirection,
} from '../../../common/trading-types';
import type { ContractPositionRow } from './contracts-repo';
import { canonicalNumeric, canonicalNumericOrNull, epochMsOrNull } from '../../lib/row-values';
import { isoDayOfTime } from '../../market/fairness/utc-day';

export function toContractPosition(row: ContractPositionRow): ContractPosition {
  return {
    id: String(row.id),
    symbol: row.symbol,
    baseCoin: row.baseCoin,
    quoteCoin: row.quoteCoin,
    direction: row.direction as TradeDirection,
    priceType: row.priceType as ContractPriceType,
    limitPrice: canonicalNumericOrNull(row.limitPrice),
    margin: canonicalNumeric(row.margin),
    multiple: row.multiple,
    size: canonicalNumeric(row.size),
    fee: canonicalNumeric(row.fee),
    openPrice: canonicalNumericOrNull(row.openPrice),
    stopLoss: canonicalNumericOrNull(row.stopLoss),
    takeProfit: canonicalNumericOrNull(row.takeProfit),
    liquidationPrice: canonicalNumericOrNull(row.liquidationPrice),
    status: row.status as ContractStatus,
    closePrice: canonicalNumericOrNull(row.closePrice),
    closeReason: row.closeReason as ContractCloseReason | null,
    profit: canonicalNumericOrNull(row.profit),
    createdAt: row.createdAt.getTime(),
    openedAt: epochMsOrNull(row.openedAt),
    closedAt: epochMsOrNull(row.closedAt),
    openDay: row.openedAt ? isoDayOfTime(row.openedAt.getTime()) : null,
    closeDay: row.closedAt ? isoDayOfTime(row.closedAt.getTime()) : null,
  };
}

/** The terms the arithmetic needs, at `openPrice` (a holding position's own, or a limit entry's limit price). */
export function termsOf(row: ContractPositionRow, openPrice: string): PositionTerms {
  return {
    direction: row.direction as TradeDirection,
    margin: canonicalNumeric(row.margin),
    multiple: row.multiple,
    openPrice: canonicalNumeric(openPrice),
  };
}
