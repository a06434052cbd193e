/** A sale's figures as a definition list: price, issue, offer, the least per join, the per-user limit, lock-up. */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ListingDetail } from '../../../common/launchpad-types';
import { amountText, exactText } from '../../../common/number-format';

export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const { coin } = listing;
  const days = listing.lockupDays;
  return (
    <dl className="lp-facts" data-testid="lp-facts">
      <Fact label={<Trans>Price</Trans>} testId="lp-fact-price">
        {exactText(listing.price)} USDT
      </Fact>
      <Fact label={<Trans>Total issue</Trans>}>
        {amountText(listing.issuedAmount, coin)} {coin}
      </Fact>
      <Fact label={<Trans>On offer</Trans>}>
        {amountText(listing.offeredAmount, coin)} {coin}
      </Fact>
      <Fact label={<Trans>Minimum per join</Trans>} testId="lp-fact-min">
        {exactText(listing.minPurchase)} {coin}
      </Fact>
      <Fact label={<Trans>Limit per user</Trans>} testId="lp-fact-limit">
        {exactText(listing.purchaseLimit)} {coin}
      </Fact>
      <Fact label={<Trans>Lock-up</Trans>} testId="lp-fact-lockup">
        <Plural value={days} one="# day" other="# days" />
      </Fact>
    </dl>
  );
}

export function Fact({
  label,
  testId,
  children,
}: {
  label: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="lp-fact">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
