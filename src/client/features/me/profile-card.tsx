/**
 * The head of the profile hub: avatar, email, UID and KYC status, then the invite code with a copy button. The status
 * sits on the UID's line, so the email has the card's width whatever the status and the language, and breaks the same
 * in Me's prerendered copy, which knows the address but not the status (ProfileCardPending).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '../../../common/user-types';
import { Avatar } from './avatar';
import { CopyButton } from '../../components/copy-button';
import { KycBadge } from '../../components/kyc-badge';
import { EmailText } from '../../components/email-text';
import { firstScreenFillAttribute } from '../../../common/first-screen-names';

export function ProfileCard({ info }: { info: UserInfo }) {
  return (
    <section className="me-card" data-testid="me-profile-card">
      <Avatar icon={info.icon} />
      <div className="me-card__who">
        <p className="me-card__email" title={info.email}>
          <EmailText email={info.email} />
        </p>
        <div className="me-card__meta">
          <p className="me-card__uid num">
            <Trans>UID</Trans> {info.uid || '--'}
          </p>
          <KycBadge status={info.auth} />
        </div>
      </div>
    </section>
  );
}

/**
 * The card while the profile loads: its frame, the drawn avatar and the UID's label where the card will be, the
 * email line empty (a placeholder bar). In Me's prerendered copy, index.html's inline script writes the saved email
 * and UID into the fields named by `data-first-fill` (src/common/first-screen-script.ts): the email is the Me tab's
 * largest paint, and so it comes with the HTML. The app's first render draws the card from the same saved profile.
 */
export function ProfileCardPending() {
  return (
    <section className="me-card me-card--pending" aria-busy="true" data-testid="me-profile-pending">
      <Avatar icon="" />
      <div className="me-card__who">
        <p className="me-card__email" {...{ [firstScreenFillAttribute]: 'email' }} />
        <div className="me-card__meta">
          <p className="me-card__uid num">
            <Trans>UID</Trans> <span {...{ [firstScreenFillAttribute]: 'uid' }}>--</span>
          </p>
        </div>
      </div>
    </section>
  );
}

export function InviteCodeRow({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <div className="me-invite">
      <span className="me-invite__label">
        <Trans>Invite code</Trans>
      </span>
      <strong className="me-invite__code num" data-testid="me-invite-code">
        {code || '--'}
      </strong>
      <CopyButton text={code} label={t`Copy invite code`} testId="me-copy-invite" />
    </div>
  );
}
