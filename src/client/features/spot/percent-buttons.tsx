/**
 * 25, 50, 75 and 100 % of what the coin account has available, as the amount (order-rules.ts percentAmount: a
 * buy divides the quote coin by the price, so it needs a price first). The result is cut, never rounded up.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { DecimalString } from '../../../common/decimal';
import { spotSides, type SpotSide } from '../../../common/trading-types';
import { keepFieldFocus } from '../../components/form/keep-focus';
import { percentAmount, percentChoices } from './order-rules';

interface PercentButtonsProps {
  side: SpotSide;
  currency: string;
  available: DecimalString | undefined;
  price: DecimalString | undefined;
  /** The price field is about to be filled with the last price: no need to ask for one. */
  priceComing: boolean;
  onAmount: (amount: DecimalString) => void;
}

export function PercentButtons({
  side,
  currency,
  available,
  price,
  priceComing,
  onAmount,
}: PercentButtonsProps) {
  const { t } = useLingui();
  // Asked for only once the price is the user's to give: while the last price is on its way, the hint would flash
  // (balances often answer first) and move the form below it twice.
  const needsPrice = side === spotSides.buy && price === undefined && available !== undefined && !priceComing;
  return (
    <>
      <div className="spot-percents" role="group" aria-label={t`Share of available ${currency}`}>
        {percentChoices.map(({ percent, fraction }) => {
          const amount = percentAmount(side, fraction, available, price);
          return (
            <button
              key={percent}
              type="button"
              className="spot-percent"
              disabled={amount === undefined}
              aria-label={t`${percent}% of available ${currency}`}
              onMouseDown={keepFieldFocus}
              onClick={() => amount !== undefined && onAmount(amount)}
              data-testid={`spot-percent-${percent}`}
            >
              {percent}%
            </button>
          );
        })}
      </div>
      {needsPrice ? (
        <p className="spot-hint">
          <Trans>Enter a price first, then tap a percentage to buy with that share of your {currency}.</Trans>
        </p>
      ) : null}
    </>
  );
}
