/**
 * What an order costs and can earn, worked out live as the amount is typed: the fee (rounded up to 8 places, as
 * the server charges it), the profit of a win and the break-even win rate of the chosen profit rate, beside the
 * risk note. Figures that cannot be known yet (no amount, the fee rate not loaded) show as dashes.
 */
import { Trans } from '@lingui/react/macro';
import type { DecimalString } from '../../../common/decimal';
import { secondOpeningFee, secondWinProfit } from '../../../common/second-contract-maths';
import { RiskNote } from './risk-note';
import { amountText, percentFigure, signedAmountText } from '../../../common/number-format';
import { breakEvenPercent } from './second-maths';

const placeholder = '--';

interface OrderFiguresProps {
  stake: DecimalString | undefined;
  incomeRate: DecimalString | undefined;
  feeRate: DecimalString | undefined;
  quote: string;
}

export function OrderFigures({ stake, incomeRate, feeRate, quote }: OrderFiguresProps) {
  const fee = stake !== undefined && feeRate !== undefined ? secondOpeningFee(stake, feeRate) : undefined;
  const profit =
    stake !== undefined && incomeRate !== undefined ? secondWinProfit(stake, incomeRate) : undefined;
  const breakEven = incomeRate !== undefined ? percentFigure(breakEvenPercent(incomeRate)) : undefined;
  return (
    <>
      <dl className="second-figures">
        <div className="second-figure">
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className="num figure-end" data-testid="second-fee">
            {fee !== undefined ? `${amountText(fee, quote)} ${quote}` : placeholder}
          </dd>
        </div>
        <div className="second-figure">
          <dt>
            <Trans>Profit if you win</Trans>
          </dt>
          <dd className="num figure-end" data-testid="second-win-profit">
            {profit !== undefined ? `${signedAmountText(profit, quote)} ${quote}` : placeholder}
          </dd>
        </div>
        <div className="second-figure">
          <dt>
            <Trans>Break-even win rate</Trans>
          </dt>
          <dd className="num figure-end" data-testid="second-break-even">
            {breakEven !== undefined ? `${breakEven}%` : placeholder}
          </dd>
        </div>
      </dl>
      <RiskNote breakEven={breakEven} />
    </>
  );
}
