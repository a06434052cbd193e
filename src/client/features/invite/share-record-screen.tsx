/**
 * Invitation records (/me/share-record, private): who registered with the user's invite code, newest first, in
 * pages of 10. Emails are masked by the server and masked again here through the same rule (masking a masked
 * address changes nothing), so a full address can never reach the screen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { maskEmail } from '../../../common/mask';
import { dateTimeText } from '../../../common/time-format';
import { CatalogPart } from '../../components/catalog-part';
import { PageHeader } from '../../components/page-header';
import { PagedList, type PagedListLook } from '../../components/paged-list';
import { SavedAge } from '../../components/saved-age';
import { type ListedInvite, useInvitePages } from './invite-api';
import { sharePath } from './invite-links';
import './invite.css';

const look: PagedListLook = {
  classNames: {
    list: 'invitee-list',
    moreError: 'form-error',
    more: 'invitee-list__more',
    end: 'invitee-list__end',
  },
  testIds: { list: 'invitee-list', more: 'invitees-load-more', end: 'invitees-end' },
};

export default function ShareRecordScreen() {
  return (
    <CatalogPart part="community">
      <ShareRecordView />
    </CatalogPart>
  );
}

function InviteeRow({ invitee }: { invitee: ListedInvite }) {
  return (
    <li className="invitee-row" data-testid="invitee-row">
      <span className="invitee-row__email">{maskEmail(invitee.email)}</span>
      <time className="invitee-row__date num" dateTime={new Date(invitee.registeredAt).toISOString()}>
        {dateTimeText(invitee.registeredAt)}
      </time>
    </li>
  );
}

function ShareRecordView() {
  const { t } = useLingui();
  const pages = useInvitePages();
  const { first } = pages;
  const invited = first.data?.totalRow;
  return (
    <div className="screen invite-screen" data-testid="share-record-screen">
      <PageHeader title={t`Invitation records`} backTo={sharePath} />
      <SavedAge
        savedAtMs={first.savedAtMs}
        fromCache={first.fromCache}
        className="invite-saved-age"
        testId="invitees-saved-age"
      >
        {(age) => <Trans>Saved {age}; not up to date</Trans>}
      </SavedAge>
      {invited !== undefined ? (
        <p className="invite-total" data-testid="invitees-total">
          <Trans>Friends invited: {invited}</Trans>
        </p>
      ) : null}
      <PagedList
        first={first}
        pages={pages}
        renderItem={(invitee) => <InviteeRow key={invitee.id} invitee={invitee} />}
        empty={
          <Trans>Nobody has registered with your invite code yet. Share your link to invite friends.</Trans>
        }
        endText={<Trans>No more records</Trans>}
        {...look}
      />
    </div>
  );
}
