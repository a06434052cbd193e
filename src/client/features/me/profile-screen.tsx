/** Profile (/me/profile): the user's details, with the KYC and trade-password rows leading to where they change. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../../common/user-types';
import { PageHeader } from '../../components/page-header';
import { navigate } from '../../lib/router/hash-location';
import { Avatar } from './avatar';
import { CopyButton } from '../../components/copy-button';
import { KycBadge } from '../../components/kyc-badge';
import { ChevronIcon } from '../../components/account-icons';
import { QueryStates } from '../../components/query-states';
import { useUserInfo } from '../../lib/account/user-info';
import './me.css';
import { EmailText } from '../../components/email-text';

function DetailRow({ label, children, to }: { label: string; children: ReactNode; to?: string }) {
  const content = (
    <>
      <span className="me-details__label">{label}</span>
      <span className="me-details__value">
        {children}
        {to ? <ChevronIcon className="me-menu__chevron" /> : null}
      </span>
    </>
  );
  return (
    <li className="me-details__row">
      {to ? (
        <button type="button" className="me-details__link" onClick={() => navigate(to)}>
          {content}
        </button>
      ) : (
        <div className="me-details__static">{content}</div>
      )}
    </li>
  );
}

function ProfileDetails({ info }: { info: UserInfo }) {
  const { t } = useLingui();
  return (
    <>
      <div className="me-profile-head">
        <Avatar icon={info.icon} size={72} />
      </div>
      <ul className="me-details" data-testid="me-profile-details">
        <DetailRow label={t`Email`}>
          <EmailText email={info.email} />
        </DetailRow>
        <DetailRow label={t`UID`}>
          <span className="num">{info.uid || '--'}</span>
        </DetailRow>
        <DetailRow label={t`Invite code`}>
          <span className="num">{info.invitationCode || '--'}</span>
          <CopyButton text={info.invitationCode} label={t`Copy invite code`} />
        </DetailRow>
        <DetailRow label={t`Identity verification`} to="/me/verify">
          <KycBadge status={info.auth} />
        </DetailRow>
        <DetailRow label={t`Trade password`} to="/me/safety">
          <span data-testid="me-trade-password-state">
            {info.assetsPwd ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
          </span>
        </DetailRow>
      </ul>
    </>
  );
}

export default function ProfileScreen() {
  const { t } = useLingui();
  const user = useUserInfo();
  return (
    <div className="screen">
      <PageHeader title={t`Profile`} backTo="/me" />
      <QueryStates query={user} data={user.info}>
        {(info) => <ProfileDetails info={info} />}
      </QueryStates>
    </div>
  );
}
