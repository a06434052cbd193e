/** The signed-in user's subscriptions in one sale, on its detail: the records call with the sale's id. */
import { Trans } from '@lingui/react/macro';
import { PagedList } from '../../components/paged-list';
import { useSubscriptionPages } from './launchpad-hooks';
import { SubscriptionRow } from './subscription-row';

export const recordsLook = {
  classNames: { list: 'lp-records', moreError: 'lp-error', more: 'lp-more', end: 'lp-end' },
  testIds: { list: 'lp-records', more: 'lp-records-more', end: 'lp-records-end' },
};

export function MySubscriptions({ listingId }: { listingId: string }) {
  const { first, pages } = useSubscriptionPages(listingId);
  return (
    <section className="lp-mine" data-testid="lp-mine">
      <h2 className="section-title">
        <Trans>My subscriptions</Trans>
      </h2>
      <PagedList
        first={first}
        pages={pages}
        {...recordsLook}
        renderItem={(item) => <SubscriptionRow key={item.id} item={item} />}
        empty={<Trans>You have not joined this sale yet.</Trans>}
        endText={<Trans>No more subscriptions</Trans>}
      />
    </section>
  );
}
