/** The head of the profile hub: avatar, email, UID and KYC status, then the invite code with a copy button. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '../../../common/user-types';
import { Avatar } from './avatar';
import { CopyButton } from '../../components/copy-button';
import { KycBadge } from '../../components/kyc-badge';
import { EmailText } from '../../components/email-text';

export function ProfileCard({ info }: { info: UserInfo }) {
  return (
    <section className="me-card" data-testid="me-profile-card">
      <Avatar icon={info.icon} />
      <div className="me-card__who">
        <p className="me-card__email" title={info.email}>
          <EmailText email={info.email} />
        </p>
        <p className="me-card__uid num">
          <Trans>UID</Trans> {info.uid || '--'}
        </p>
      </div>
      <KycBadge status={info.auth} />
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
