/**
 * The last look before a timed order is sent: the pair, the direction, the duration, the stake, the fee and what
 * a win pays out (the stake back plus the profit, from src/common/second-contract-maths.ts, the same figures as the
 * form and the server), with a "Don't ask again on this device" box. Confirming sends the order; the sheet closes
 * when the server accepts it, and stays open after a refusal (shown in the toast) so the user can try again or
 * cancel.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DecimalString } from '../../../common/decimal';
import type { PairInfo } from '../../../common/pairs';
import { secondOpeningFee, secondWinPayout } from '../../../common/second-contract-maths';
import { tradeDirections } from '../../../common/trading-types';
import { Figure } from '../../components/figure';
import { Sheet } from '../../components/sheet';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import type { OrderRequest } from './second-api';
import { amountText } from '../../../common/number-format';
import { directionLabels } from './second-labels';

interface OrderConfirmSheetProps {
  pair: PairInfo;
  order: OrderRequest;
  incomeRate: DecimalString | undefined;
  feeRate: DecimalString | undefined;
  pending: boolean;
  /** `skipNext`: the user ticked "Don't ask again on this device". */
  onConfirm: (skipNext: boolean) => void;
  onCancel: () => void;
}

export function OrderConfirmSheet(props: OrderConfirmSheetProps) {
  const { pair, pending, onConfirm, onCancel } = props;
  const online = useOnline();
  const [skipNext, setSkipNext] = useState(false);
  const checkId = useId();
  return (
    <Sheet
      title={<Trans>Confirm the timed order</Trans>}
      confirmLabel={<Trans>Confirm</Trans>}
      blockedReason={
        online ? undefined : <Trans>You are offline. Orders can be placed again when you reconnect.</Trans>
      }
      pending={pending}
      onConfirm={() => onConfirm(skipNext)}
      onCancel={onCancel}
      testId="second-confirm"
    >
      <ConfirmFigures {...props} quote={pair.quote} />
      <div className="second-confirm-check">
        <input
          id={checkId}
          type="checkbox"
          checked={skipNext}
          disabled={pending}
          onChange={(event) => setSkipNext(event.target.checked)}
          data-testid="second-confirm-skip"
        />
        <label htmlFor={checkId}>
          <Trans>Don't ask again on this device</Trans>
        </label>
      </div>
    </Sheet>
  );
}

function ConfirmFigures({
  pair,
  order,
  incomeRate,
  feeRate,
  quote,
}: OrderConfirmSheetProps & { quote: string }) {
  const { t, i18n } = useLingui();
  const stake = order.openAmount;
  const up = order.tradeType === tradeDirections.up;
  const seconds = order.positionTime;
  const money = (value: DecimalString | undefined) =>
    value === undefined ? '--' : `${amountText(value, quote)} ${quote}`;
  const fee = feeRate !== undefined ? secondOpeningFee(stake, feeRate) : undefined;
  const payout = incomeRate !== undefined ? secondWinPayout(stake, incomeRate) : undefined;
  return (
    <dl className="second-confirm-figures">
      <Figure label={<Trans>Trading pair</Trans>} testId="second-confirm-pair">
        {pair.base}/{pair.quote}
      </Figure>
      <Figure label={<Trans>Direction</Trans>} testId="second-confirm-direction">
        <span className={`trend-text--${up ? 'up' : 'down'}`}>
          {i18n._(directionLabels[order.tradeType])}
        </span>
      </Figure>
      <Figure label={<Trans>Duration</Trans>} testId="second-confirm-duration">
        {t`${seconds} s`}
      </Figure>
      <Figure label={<Trans>Stake</Trans>} testId="second-confirm-stake">
        {money(stake)}
      </Figure>
      <Figure label={<Trans>Fee</Trans>} testId="second-confirm-fee">
        {money(fee)}
      </Figure>
      <Figure label={<Trans>Payout if you win (stake + profit)</Trans>} testId="second-confirm-payout" strong>
        {money(payout)}
      </Figure>
    </dl>
  );
}
