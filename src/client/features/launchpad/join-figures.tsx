/**
 * The figures beside the join amount: its cost in USDT (live, exact, rounded up by the formula the server freezes
 * it with), the coin account's available USDT, the least per join, the user's limit in this sale and what it still
 * leaves.
 */
import { Trans } from '@lingui/react/macro';
import { launchpadCost } from '../../../common/launchpad-maths';
import type { ListingDetail } from '../../../common/launchpad-types';
import { Fact } from './listing-facts';
import { amountText, exactText } from '../../../common/number-format';
import { leftToJoin, parseJoinAmount, wireDecimal } from './launchpad-maths';

interface JoinFiguresProps {
  listing: ListingDetail;
  /** The amount as typed. */
  amount: string;
  available: string | undefined;
  loading: boolean;
}

export function JoinFigures({ listing, amount, available, loading }: JoinFiguresProps) {
  const { coin } = listing;
  const parsed = parseJoinAmount(amount);
  const cost =
    parsed !== undefined ? amountText(launchpadCost(parsed, wireDecimal(listing.price)), 'USDT') : '--';
  const availableText = available !== undefined ? amountText(available, 'USDT') : loading ? '…' : '--';
  return (
    <dl className="lp-facts lp-facts--form" data-testid="lp-join-figures">
      <Fact label={<Trans>Cost</Trans>} testId="lp-join-cost">
        {cost} USDT
      </Fact>
      <Fact label={<Trans>Available</Trans>} testId="lp-join-available">
        {availableText} USDT
      </Fact>
      <Fact label={<Trans>Minimum per join</Trans>} testId="lp-join-min">
        {exactText(listing.minPurchase)} {coin}
      </Fact>
      <Fact label={<Trans>Limit per user</Trans>} testId="lp-join-limit">
        {exactText(listing.purchaseLimit)} {coin}
      </Fact>
      <Fact label={<Trans>Left for you</Trans>} testId="lp-join-left">
        {amountText(leftToJoin(listing.purchaseLimit, listing.myRequested), coin)} {coin}
      </Fact>
    </dl>
  );
}
