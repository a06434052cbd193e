/**
 * One subscription as the records show it: coin, date, status, what was asked for at what price and the USDT
 * frozen; after allocation what was allocated, the ratio as a percentage, what was paid and refunded, and when the
 * locked coin is (or was) released. Every figure is the server's decimal string, written by the number-format
 * policy (src/common/number-format.ts), never recomputed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Subscription } from '../../../common/launchpad-types';
import { amountText, exactText, percentText } from '../../../common/number-format';
import { dateTimeText } from '../../../common/time-format';
import { CoinIcon } from '../../components/coin-icon';
import { subscriptionStatusLabels } from './launchpad-labels';
import { ratioPercent } from './launchpad-maths';
import { Fact } from './listing-facts';

export function SubscriptionRow({ item }: { item: Subscription }) {
  const { i18n } = useLingui();
  const { coin } = item;
  return (
    <li className="lp-record" data-testid={`lp-record-${item.id}`}>
      <div className="lp-record__head">
        <CoinIcon coin={coin} size={24} />
        <span className="lp-record__coin">{coin}</span>
        <span className="lp-record__date num">{dateTimeText(item.createdAt)}</span>
        <span className="lp-record__status" data-testid={`lp-record-${item.id}-status`}>
          {i18n._(subscriptionStatusLabels[item.status])}
        </span>
      </div>
      <dl className="lp-facts lp-facts--compact">
        <Fact label={<Trans>Requested</Trans>} testId={`lp-record-${item.id}-requested`}>
          {amountText(item.requested, coin)} {coin}
        </Fact>
        <Fact label={<Trans>Price</Trans>}>{exactText(item.price)} USDT</Fact>
        <Fact label={<Trans>Cost (frozen)</Trans>} testId={`lp-record-${item.id}-cost`}>
          {amountText(item.cost, 'USDT')} USDT
        </Fact>
        {item.allocated !== null ? (
          <>
            <Fact label={<Trans>Allocated</Trans>} testId={`lp-record-${item.id}-allocated`}>
              {amountText(item.allocated, coin)} {coin}
            </Fact>
            <Fact label={<Trans>Ratio</Trans>} testId={`lp-record-${item.id}-ratio`}>
              {percentText(ratioPercent(item.ratio ?? '0'))}
            </Fact>
            <Fact label={<Trans>Paid</Trans>} testId={`lp-record-${item.id}-paid`}>
              {amountText(item.paid ?? '0', 'USDT')} USDT
            </Fact>
            <Fact label={<Trans>Refunded</Trans>} testId={`lp-record-${item.id}-refunded`}>
              {amountText(item.refunded ?? '0', 'USDT')} USDT
            </Fact>
          </>
        ) : null}
        {item.releasedAt !== null ? (
          <Fact label={<Trans>Released</Trans>} testId={`lp-record-${item.id}-release`}>
            {dateTimeText(item.releasedAt)}
          </Fact>
        ) : item.releaseAt !== null ? (
          <Fact label={<Trans>Release date</Trans>} testId={`lp-record-${item.id}-release`}>
            {dateTimeText(item.releaseAt)}
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}
