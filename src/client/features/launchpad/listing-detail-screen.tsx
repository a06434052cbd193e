/**
 * One sale (/home/detail?id=…, public): coin and name, state and countdown (server clock), price and limits,
 * lock-up, progress, the introduction, the white paper, the signed-in user's own subscriptions in this sale, and
 * Join, disabled with the reason while the sale is not open or the phone is offline, and leading to login for a
 * visitor. Saved on the device, so it opens offline with its age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingDetail } from '../../../common/launchpad-types';
import { CatalogPart } from '../../components/catalog-part';
import { CoinIcon } from '../../components/coin-icon';
import { PageHeader } from '../../components/page-header';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { JoinButton } from './join-button';
import { useListing } from './launchpad-hooks';
import { listPath, queryParam, whitePaperHref } from './launchpad-links';
import { Countdown, OneListing, Progress, StateBadge } from './listing-parts';
import { ListingFacts } from './listing-facts';
import { MySubscriptions } from './my-subscriptions';
import { listingPhase, useServerNow } from './server-clock';
import './launchpad.css';

export default function ListingDetailScreen() {
  return (
    <CatalogPart part="launchpad">
      <ListingDetailView />
    </CatalogPart>
  );
}

function ListingDetailView() {
  const { t } = useLingui();
  const id = queryParam(useHashSearch(), 'id');
  const query = useListing(id);
  return (
    <div className="screen lp-screen" data-testid="lp-detail-screen">
      <PageHeader title={query.data?.name ?? t`New coin`} backTo={listPath} />
      <OneListing id={id} query={query} savedAgeTestId="lp-detail-saved-age">
        {(listing) => <ListingBody listing={listing} receivedAtMs={query.savedAtMs} />}
      </OneListing>
    </div>
  );
}

function ListingBody({
  listing,
  receivedAtMs,
}: {
  listing: ListingDetail;
  receivedAtMs: number | undefined;
}) {
  const isLogin = useIsLoggedIn();
  const nowMs = useServerNow(listing.serverTime, receivedAtMs);
  const phase = listingPhase(listing, nowMs);
  return (
    <>
      <section className="lp-detail-head">
        <CoinIcon coin={listing.coin} size={40} />
        <span className="lp-card__names">
          <span className="lp-card__coin">{listing.coin}</span>
          <span className="lp-card__name">{listing.name}</span>
        </span>
        <StateBadge phase={phase} testId="lp-detail-state" />
      </section>
      <Countdown phase={phase} testId="lp-detail-countdown" />
      <Progress listing={listing} testId="lp-detail-progress" />
      <ListingFacts listing={listing} />
      <JoinButton listing={listing} state={phase.state} />
      <h2 className="section-title">
        <Trans>About the project</Trans>
      </h2>
      <p className="lp-intro" data-testid="lp-intro">
        {listing.intro}
      </p>
      {listing.whitePaper !== '' ? (
        <a className="button button--ghost button--block" href={`#${whitePaperHref(listing.id)}`}>
          <Trans>Read the white paper</Trans>
        </a>
      ) : null}
      {isLogin ? <MySubscriptions listingId={listing.id} /> : null}
    </>
  );
}
