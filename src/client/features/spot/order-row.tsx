/**
 * One spot order: pair, side and state on top; price, amount, total, fee and times below, in a grid that wraps
 * to one column at large text sizes. An unfinished order on the trade screen carries its cancel button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { amountText, symbolPriceText } from '../../../common/number-format';
import { spotSides, type SpotOrder } from '../../../common/trading-types';
import { dateTimeText } from '../../../common/time-format';
import { endedLabels, sideLabels, statusLabels, statusTones } from './order-labels';
import '../../components/record-status.css';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="spot-order__detail">
      <dt>{label}</dt>
      <dd className="num">{children}</dd>
    </div>
  );
}

export function OrderRow({ order, action }: { order: SpotOrder; action?: ReactNode }) {
  const { i18n } = useLingui();
  const ended = endedLabels[order.status];
  const tone = order.side === spotSides.buy ? 'up' : 'down';
  // Named, so translators see {base} and {quote} (the same texts as the form's) rather than {0}.
  const { baseCoin: base, quoteCoin: quote } = order;
  return (
    <li className="spot-order" data-testid="spot-order" data-order-id={order.id}>
      <div className="spot-order__head">
        <span className={`spot-order__side spot-order__side--${tone}`}>{i18n._(sideLabels[order.side])}</span>
        <span className="spot-order__pair">
          {base}/{quote}
        </span>
        <span
          className={`record-status record-status--${statusTones[order.status]}`}
          data-testid="spot-order-status"
        >
          {i18n._(statusLabels[order.status])}
        </span>
      </div>
      <dl className="spot-order__details">
        <Detail label={<Trans>Price ({quote})</Trans>}>{symbolPriceText(order.price, order.symbol)}</Detail>
        <Detail label={<Trans>Amount ({base})</Trans>}>{amountText(order.amount, base)}</Detail>
        <Detail label={<Trans>Total ({quote})</Trans>}>{amountText(order.total, quote)}</Detail>
        <Detail label={<Trans>Fee</Trans>}>
          {amountText(order.fee, order.feeCurrency)} {order.feeCurrency}
        </Detail>
        <Detail label={<Trans>Placed at</Trans>}>{dateTimeText(order.createdAt)}</Detail>
        {ended && order.finishedAt !== null ? (
          <Detail label={i18n._(ended)}>{dateTimeText(order.finishedAt)}</Detail>
        ) : null}
      </dl>
      {action}
    </li>
  );
}
