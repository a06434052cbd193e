/**
 * Join a sale (/home/join?id=…, private): the sale's price, state and countdown, then the form. Joining is open
 * only while the sale is (by the server's clock) and the phone online; otherwise the reason is shown instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingDetail } from '../../../common/launchpad-types';
import { CatalogPart } from '../../components/catalog-part';
import { CoinIcon } from '../../components/coin-icon';
import { PageHeader } from '../../components/page-header';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import { useHashSearch } from '../../lib/router/use-hash-location';
import { JoinForm } from './join-form';
import { useListing } from './launchpad-hooks';
import { detailHref, listPath, queryParam } from './launchpad-links';
import { exactText } from '../../../common/number-format';
import { Countdown, OneListing, StateBadge } from './listing-parts';
import { listingPhase, useServerNow } from './server-clock';
import './launchpad.css';

export default function JoinScreen() {
  return (
    <CatalogPart part="launchpad">
      <JoinView />
    </CatalogPart>
  );
}

function JoinView() {
  const { t } = useLingui();
  // The server's refusals arrive in its words; the form's own field rules use the shared error table.
  useCatalogPartReady('errors');
  const id = queryParam(useHashSearch(), 'id');
  const query = useListing(id);
  return (
    <div className="screen lp-screen" data-testid="lp-join-screen">
      <PageHeader title={t`Join`} backTo={id ? detailHref(id) : listPath} />
      <OneListing id={id} query={query} savedAgeTestId="lp-join-saved-age">
        {(listing) => <JoinBody listing={listing} receivedAtMs={query.savedAtMs} onJoined={query.reload} />}
      </OneListing>
    </div>
  );
}

interface JoinBodyProps {
  listing: ListingDetail;
  receivedAtMs: number | undefined;
  onJoined: () => void;
}

function JoinBody({ listing, receivedAtMs, onJoined }: JoinBodyProps) {
  const phase = listingPhase(listing, useServerNow(listing.serverTime, receivedAtMs));
  const price = exactText(listing.price);
  return (
    <>
      <section className="lp-detail-head">
        <CoinIcon coin={listing.coin} size={32} />
        <span className="lp-card__names">
          <span className="lp-card__coin">{listing.coin}</span>
          <span className="lp-card__name num">
            <Trans>Price {price} USDT</Trans>
          </span>
        </span>
        <StateBadge phase={phase} testId="lp-join-state" />
      </section>
      <Countdown phase={phase} testId="lp-join-countdown" />
      <JoinForm listing={listing} state={phase.state} onJoined={onJoined} />
    </>
  );
}
