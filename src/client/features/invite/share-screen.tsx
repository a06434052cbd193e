/**
 * Invite friends (/me/share, private): the user's invite code and invite link, each with a copy button, a way to
 * the share poster and to the people who registered with the code. Both come from user info, so the screen also
 * works offline from the saved profile.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogPart } from '../../components/catalog-part';
import { CopyButton } from '../../components/copy-button';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { useUserInfo } from '../../lib/account/user-info';
import { navigate } from '../../lib/router/hash-location';
import { inviteLink, inviteRecordsPath, posterPath } from './invite-links';
import './invite.css';

export default function ShareScreen() {
  return (
    <CatalogPart part="community">
      <ShareView />
    </CatalogPart>
  );
}

function ShareView() {
  const { t } = useLingui();
  const user = useUserInfo();
  return (
    <div className="screen invite-screen" data-testid="share-screen">
      <PageHeader title={t`Invite friends`} backTo="/me" />
      <QueryStates query={user} data={user.info} loadingRows={3}>
        {(info) => <InviteCard code={info.invitationCode} />}
      </QueryStates>
    </div>
  );
}

function InviteCard({ code }: { code: string }) {
  const { t } = useLingui();
  const link = code ? inviteLink(window.location.origin, code) : '';
  return (
    <>
      <section className="invite-card">
        <h2 className="invite-card__headline">
          <Trans>Invite friends to trade on Petrel</Trans>
        </h2>
        <p className="invite-card__lead">
          <Trans>
            Friends register with your invite code or link; they appear in your invitation records.
          </Trans>
        </p>
        <div className="invite-field">
          <span className="invite-field__label" id="invite-code-label">
            <Trans>Invite code</Trans>
          </span>
          <strong
            className="invite-field__code num"
            aria-labelledby="invite-code-label"
            data-testid="share-code"
          >
            {code || '--'}
          </strong>
          <CopyButton
            text={code}
            label={t`Copy invite code`}
            copied={msg`Invite code copied`}
            testId="share-copy-code"
          />
        </div>
        <div className="invite-field">
          <span className="invite-field__label" id="invite-link-label">
            <Trans>Invite link</Trans>
          </span>
          <span className="invite-field__link" aria-labelledby="invite-link-label" data-testid="share-link">
            {link || '--'}
          </span>
          <CopyButton
            text={link}
            label={t`Copy invite link`}
            copied={msg`Invite link copied`}
            testId="share-copy-link"
          />
        </div>
      </section>
      <div className="invite-actions">
        <button
          type="button"
          className="button button--block"
          disabled={code === ''}
          onClick={() => navigate(posterPath)}
          data-testid="share-poster"
        >
          <Trans>Share poster</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => navigate(inviteRecordsPath)}
          data-testid="share-records"
        >
          <Trans>Invitation records</Trans>
        </button>
      </div>
    </>
  );
}
