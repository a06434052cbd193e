/**
 * Every field of one timed order: pair, direction, stake, fee, duration, profit rate, the open price and time, the
 * settlement price and time (the countdown while it runs), the price source, the result and the profit, then the
 * break-even win rate of its profit rate with the risk note.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  amountText,
  percentFigure,
  percentText,
  signedAmountText,
  symbolPriceText,
} from '../../../common/number-format';
import { secondEntryStatus, type SecondContractOrder } from '../../../common/trading-types';
import { dateTimeText } from '../../../common/time-format';
import { VerifyPriceLinks, type VerifiedPrice } from '../../components/verify-price-link';
import { OrderStatus } from './order-status';
import { RiskNote } from './risk-note';
import { directionLabels, profitTrend, resultLabels, sourceLabel } from './second-labels';
import { breakEvenPercent, ratePercent, wireDecimal } from './second-maths';
import { pairName } from './second-pair';

type Row = readonly [key: string, label: string, value: ReactNode];

function useRows(order: SecondContractOrder, nowMs: number): Row[] {
  const { t, i18n } = useLingui();
  const quote = order.quoteCoin;
  const rate = wireDecimal(order.incomeRate);
  const profit = wireDecimal(order.profit);
  const source = sourceLabel(order.priceSource);
  const open = order.entryStatus === secondEntryStatus.open;
  const seconds = order.positionTime;
  return [
    ['pair', t`Pair`, pairName(order.baseCoin, quote)],
    ['direction', t`Direction`, i18n._(directionLabels[order.tradeType])],
    ['stake', t`Stake`, `${amountText(order.openAmount, quote)} ${quote}`],
    ['fee', t`Fee`, `${amountText(order.fee, quote)} ${quote}`],
    ['duration', t`Duration`, t`${seconds} s`],
    ['rate', t`Profit rate`, rate !== undefined ? percentText(ratePercent(rate)) : '--'],
    ['open-price', t`Open price`, symbolPriceText(order.openPrice, order.symbol)],
    ['open-time', t`Open time`, dateTimeText(order.openTime)],
    [
      'settle-price',
      t`Settlement price`,
      open || order.settlePrice === null ? (
        <OrderStatus order={order} nowMs={nowMs} />
      ) : (
        symbolPriceText(order.settlePrice, order.symbol)
      ),
    ],
    ['settle-time', t`Settlement time`, dateTimeText(order.settleTime)],
    ['source', t`Price source`, typeof source === 'string' ? source : i18n._(source)],
    ['result', t`Result`, order.result !== null ? i18n._(resultLabels[order.result]) : t`Open`],
    ['profit', t`Profit`, profit !== undefined ? `${signedAmountText(profit, quote)} ${quote}` : '--'],
    ['id', t`Order number`, order.id],
  ];
}

export function OrderDetails({ order, nowMs }: { order: SecondContractOrder; nowMs: number }) {
  const { t } = useLingui();
  const rows = useRows(order, nowMs);
  const rate = wireDecimal(order.incomeRate);
  const breakEven = rate !== undefined ? percentFigure(breakEvenPercent(rate)) : undefined;
  const profit = wireDecimal(order.profit);
  const trend = profit !== undefined ? ` trend-text--${profitTrend(profit)}` : '';
  return (
    <>
      <dl className="second-detail" data-testid="second-detail">
        {rows.map(([key, label, value]) => (
          <div key={key} className="second-detail__row">
            <dt>{label}</dt>
            <dd
              className={`num${key === 'profit' || key === 'result' ? trend : ''}`}
              data-testid={`second-detail-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
        {breakEven !== undefined ? (
          <div className="second-detail__row">
            <dt>{t`Break-even win rate`}</dt>
            <dd className="num" data-testid="second-detail-break-even">{`${breakEven}%`}</dd>
          </div>
        ) : null}
      </dl>
      <VerifyLinks order={order} />
      {breakEven !== undefined ? <RiskNote breakEven={breakEven} /> : null}
    </>
  );
}

/** Once settled, both prices of the order can be checked against the day's published commitment. */
function VerifyLinks({ order }: { order: SecondContractOrder }) {
  const { t } = useLingui();
  if (order.entryStatus !== secondEntryStatus.settled || order.settlePrice === null) return null;
  const prices: VerifiedPrice[] = [
    {
      kind: 'open',
      symbol: order.symbol,
      timeMs: order.openTime,
      price: order.openPrice,
      label: t`Verify the open price`,
      testId: 'second-verify-open',
    },
    {
      kind: 'settle',
      symbol: order.symbol,
      timeMs: order.settleTime,
      price: order.settlePrice,
      label: t`Verify the settlement price`,
      testId: 'second-verify-settle',
    },
  ];
  return <VerifyPriceLinks prices={prices} label={t`Verify this order's prices`} />;
}
