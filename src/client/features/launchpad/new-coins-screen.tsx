/**
 * New coins (/home/new, public): every sale with its coin, name, price, state badge, countdown and progress,
 * joining sales first (the server's order). The first page is saved on the device and shows offline with its age;
 * later pages load on demand ("load more", spec: pages of 10). A row opens the sale's detail.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingSummary } from '../../../common/launchpad-types';
import { CatalogPart } from '../../components/catalog-part';
import { CoinIcon } from '../../components/coin-icon';
import { PagedItems } from '../../components/paged-list';
import { PageHeader } from '../../components/page-header';
import { PendingStates } from '../../components/query-states';
import { useListingPages } from './launchpad-hooks';
import { detailHref, homePath, recordPath } from './launchpad-links';
import { exactText } from '../../../common/number-format';
import { Countdown, Progress, SavedAge, StateBadge } from './listing-parts';
import { listingPhase, useServerNow } from './server-clock';
import './launchpad.css';

export default function NewCoinsScreen() {
  return (
    <CatalogPart part="launchpad">
      <NewCoinsView />
    </CatalogPart>
  );
}

const look = {
  classNames: { list: 'lp-list', moreError: 'lp-error', more: 'lp-more', end: 'lp-end' },
  testIds: { list: 'lp-list', more: 'lp-load-more', end: 'lp-no-more' },
};

function NewCoinsView() {
  const { t } = useLingui();
  const { first, pages } = useListingPages();
  const nowMs = useServerNow(first.data?.list[0]?.serverTime, first.savedAtMs);
  return (
    <div className="screen lp-screen" data-testid="lp-list-screen">
      <PageHeader
        title={t`New coins`}
        backTo={homePath}
        right={
          <a className="lp-header-link" href={`#${recordPath}`}>
            <Trans>My subscriptions</Trans>
          </a>
        }
      />
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} testId="lp-list-saved-age" />
      {pages.items === undefined ? (
        <PendingStates
          query={first}
          loadingRows={4}
          offline={<Trans>You are offline and no new coins are saved on this device yet.</Trans>}
        />
      ) : (
        <PagedItems
          items={pages.items}
          pages={pages}
          {...look}
          renderItem={(listing) => <ListingRow key={listing.id} listing={listing} nowMs={nowMs} />}
          empty={<Trans>No new coins are on sale yet.</Trans>}
          endText={<Trans>No more new coins</Trans>}
        />
      )}
    </div>
  );
}

function ListingRow({ listing, nowMs }: { listing: ListingSummary; nowMs: number }) {
  const phase = listingPhase(listing, nowMs);
  const price = exactText(listing.price);
  return (
    <li>
      <a className="lp-card" href={`#${detailHref(listing.id)}`} data-testid={`lp-listing-${listing.id}`}>
        <span className="lp-card__head">
          <CoinIcon coin={listing.coin} size={32} />
          <span className="lp-card__names">
            <span className="lp-card__coin">{listing.coin}</span>
            <span className="lp-card__name">{listing.name}</span>
          </span>
          <StateBadge phase={phase} testId={`lp-state-${listing.id}`} />
        </span>
        <span className="lp-card__price">
          <Trans>
            Price <span className="num">{price} USDT</span>
          </Trans>
        </span>
        <Countdown phase={phase} testId={`lp-countdown-${listing.id}`} />
        <Progress listing={listing} testId={`lp-progress-${listing.id}`} />
      </a>
    </li>
  );
}
