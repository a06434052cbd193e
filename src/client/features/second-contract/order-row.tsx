/**
 * One timed order in a list: pair, direction and where it stands, then the stake, duration and profit rate, the
 * open and settlement prices and times and the price source. The whole row opens the order's detail.
 */
import { useLingui } from '@lingui/react/macro';
import { tradeDirections, type SecondContractOrder } from '../../../common/trading-types';
import { amountText, percentFigure, symbolPriceText } from '../../../common/number-format';
import { dateTimeText } from '../../../common/time-format';
import { OrderStatus } from './order-status';
import { directionLabels, sourceLabel } from './second-labels';
import { ratePercent, wireDecimal } from './second-maths';
import { pairName, secondDetailHref } from './second-pair';

export function OrderRow({ order, nowMs }: { order: SecondContractOrder; nowMs: number }) {
  const { t, i18n } = useLingui();
  const rate = wireDecimal(order.incomeRate);
  const percent = rate !== undefined ? percentFigure(ratePercent(rate)) : '--';
  const seconds = order.positionTime;
  const up = order.tradeType === tradeDirections.up;
  const source = sourceLabel(order.priceSource);
  const settlePrice = order.settlePrice !== null ? symbolPriceText(order.settlePrice, order.symbol) : '--';
  const details: ReadonlyArray<readonly [string, string, string]> = [
    ['stake', t`Stake`, `${amountText(order.openAmount, order.quoteCoin)} ${order.quoteCoin}`],
    ['duration', t`Duration`, t`${seconds} s · profit ${percent}%`],
    ['open-price', t`Open price`, symbolPriceText(order.openPrice, order.symbol)],
    ['open-time', t`Open time`, dateTimeText(order.openTime)],
    ['settle-price', t`Settlement price`, settlePrice],
    ['settle-time', t`Settlement time`, dateTimeText(order.settleTime)],
    ['source', t`Price source`, typeof source === 'string' ? source : i18n._(source)],
  ];
  return (
    <li className="second-order" data-testid={`second-order-${order.id}`}>
      <a className="second-order__link" href={`#${secondDetailHref(order.id)}`}>
        <span className="second-order__head">
          <span className="second-order__pair">{pairName(order.baseCoin, order.quoteCoin)}</span>
          <span className={`second-direction second-direction--${up ? 'up' : 'down'}`}>
            {i18n._(directionLabels[order.tradeType])}
          </span>
          <OrderStatus order={order} nowMs={nowMs} />
        </span>
        <dl className="second-order__details">
          {details.map(([key, label, value]) => (
            <div key={key} className="second-order__detail">
              <dt>{label}</dt>
              <dd className="num" data-testid={`second-order-${order.id}-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </a>
    </li>
  );
}
