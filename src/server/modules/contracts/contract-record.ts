/** A contract_positions row as the wire's ContractPosition (src/common/trading-types.ts): canonical decimals, ms. */
import type { PositionTerms } from '../../../common/contract-maths';
import { formatDecimal, type DecimalString } from '../../../common/decimal';
import type {
  ContractCloseReason,
  ContractPosition,
  ContractPriceType,
  ContractStatus,
  TradeDirection,
} from '../../../common/trading-types';
import type { ContractPositionRow } from './contracts-repo';

const decimal = (value: string) => formatDecimal(value as DecimalString);
const decimalOrNull = (value: string | null) => (value === null ? null : decimal(value));
const msOrNull = (value: Date | null) => (value === null ? null : value.getTime());

export function toContractPosition(row: ContractPositionRow): ContractPosition {
  return {
    id: String(row.id),
    symbol: row.symbol,
    baseCoin: row.baseCoin,
    quoteCoin: row.quoteCoin,
    direction: row.direction as TradeDirection,
    priceType: row.priceType as ContractPriceType,
    limitPrice: decimalOrNull(row.limitPrice),
    margin: decimal(row.margin),
    multiple: row.multiple,
    size: decimal(row.size),
    fee: decimal(row.fee),
    openPrice: decimalOrNull(row.openPrice),
    stopLoss: decimalOrNull(row.stopLoss),
    takeProfit: decimalOrNull(row.takeProfit),
    liquidationPrice: decimalOrNull(row.liquidationPrice),
    status: row.status as ContractStatus,
    closePrice: decimalOrNull(row.closePrice),
    closeReason: row.closeReason as ContractCloseReason | null,
    profit: decimalOrNull(row.profit),
    createdAt: row.createdAt.getTime(),
    openedAt: msOrNull(row.openedAt),
    closedAt: msOrNull(row.closedAt),
  };
}

/** The terms the arithmetic needs, at `openPrice` (a holding position's own, or a limit entry's limit price). */
export function termsOf(row: ContractPositionRow, openPrice: string): PositionTerms {
  return {
    direction: row.direction as TradeDirection,
    margin: decimal(row.margin),
    multiple: row.multiple,
    openPrice: decimal(openPrice),
  };
}
