/**
 * The user's subscriptions (/home/record, private; `?id=` narrows them to one sale): newest first in pages of 10,
 * the first page saved per user so it shows offline with its age, each with the allocation arithmetic once the
 * sale has been allocated.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { PagedList } from '../../components/paged-list';
import { PageHeader } from '../../components/page-header';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { useSubscriptionPages } from './launchpad-hooks';
import { listPath, queryParam } from './launchpad-links';
import { SavedAge } from './listing-parts';
import { recordsLook } from './my-subscriptions';
import { SubscriptionRow } from './subscription-row';
import './launchpad.css';

export default function SubscriptionRecordsScreen() {
  return (
    <CatalogPart part="launchpad">
      <RecordsView />
    </CatalogPart>
  );
}

function RecordsView() {
  const { t } = useLingui();
  const listingId = queryParam(useHashSearch(), 'id');
  const { first, pages } = useSubscriptionPages(listingId);
  return (
    <div className="screen lp-screen" data-testid="lp-records-screen">
      <PageHeader title={t`My subscriptions`} backTo={listPath} />
      <SavedAge savedAtMs={first.savedAtMs} fromCache={first.fromCache} testId="lp-records-saved-age" />
      <PagedList
        first={first}
        pages={pages}
        {...recordsLook}
        renderItem={(item) => <SubscriptionRow key={item.id} item={item} />}
        empty={<Trans>You have not joined any sale yet.</Trans>}
        endText={<Trans>No more subscriptions</Trans>}
      />
    </div>
  );
}
