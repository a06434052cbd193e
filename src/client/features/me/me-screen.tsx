/**
 * The profile hub (/me): who is signed in, their invite code and security level, and a row for every profile
 * and footer page. The rows work in every state; only the profile part waits for the user's info.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { KycBadge } from './kyc-badge';
import { LogoutButton } from './logout-button';
import { MenuList, useAccountRows, useFooterRows, useSupportRows } from './me-menu';
import { InviteCodeRow, ProfileCard } from './profile-card';
import { QueryStates } from './query-states';
import { SecurityMeter } from './security-meter';
import { useUserInfo } from './user-info';
import './me.css';

export default function MeScreen() {
  const { t } = useLingui();
  const user = useUserInfo();
  const isLogin = useIsLoggedIn();
  const accountRows = useAccountRows(user.info ? <KycBadge status={user.info.auth} /> : null);
  const supportRows = useSupportRows();
  const footerRows = useFooterRows();
  return (
    <div className="screen me-screen">
      <PageHeader title={t`Me`} backTo="/home" />
      <QueryStates query={user} data={user.info} loadingRows={3}>
        {(info) => (
          <>
            <ProfileCard info={info} />
            <InviteCodeRow code={info.invitationCode} />
            <SecurityMeter info={info} />
          </>
        )}
      </QueryStates>
      <h2 className="section-title">
        <Trans>Account</Trans>
      </h2>
      <MenuList rows={accountRows} testId="me-account-rows" />
      <h2 className="section-title">
        <Trans>Support</Trans>
      </h2>
      <MenuList rows={supportRows} />
      <h2 className="section-title">
        <Trans>Terms</Trans>
      </h2>
      <MenuList rows={footerRows} />
      {isLogin ? <LogoutButton /> : null}
    </div>
  );
}
