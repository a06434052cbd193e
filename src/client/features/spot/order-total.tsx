/** price × amount in the quote coin, rounded up to 8 places as the server freezes it for a buy; dashes until both are valid. */
import { Trans } from '@lingui/react/macro';
import type { DecimalString } from '../../../common/decimal';
import { orderTotal } from './order-rules';
import { amountText } from '../../../common/number-format';

interface OrderTotalProps {
  price: DecimalString | undefined;
  amount: DecimalString | undefined;
  quote: string;
}

export function OrderTotal({ price, amount, quote }: OrderTotalProps) {
  const total =
    price !== undefined && amount !== undefined ? amountText(orderTotal(price, amount), quote) : '--';
  return (
    <p className="spot-total">
      <span className="spot-total__label">
        <Trans>Total</Trans>
      </span>
      <span className="num" data-testid="spot-total">
        {total} {quote}
      </span>
    </p>
  );
}
