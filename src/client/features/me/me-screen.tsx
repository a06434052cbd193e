/**
 * The profile hub (/me), open to everyone under one title. Signed in: who it is, their invite code and security
 * level, and a row for every profile page. A visitor gets a way to log in or register instead, and like everyone
 * the rows for help, contact, the texts and the language, so someone locked out can still find support.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginPrompt } from '../../components/login-prompt';
import { PageHeader } from '../../components/page-header';
import { useIsLoggedIn } from '../../lib/account/use-session';
import { KycBadge } from '../../components/kyc-badge';
import { LogoutButton } from './logout-button';
import { MenuList, useAccountRows, useFooterRows, useSupportRows } from './me-menu';
import { InviteCodeRow, ProfileCard, ProfileCardPending } from './profile-card';
import { LoadingRows } from '../../components/screen-states';
import { QueryStates } from '../../components/query-states';
import { SecurityMeter } from './security-meter';
import { useUserInfo } from '../../lib/account/user-info';
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
      {isLogin ? (
        <QueryStates query={user} data={user.info} loading={<ProfilePending />}>
          {(info) => (
            <>
              <ProfileCard info={info} />
              <InviteCodeRow code={info.invitationCode} />
              <SecurityMeter info={info} />
            </>
          )}
        </QueryStates>
      ) : (
        <VisitorPrompt />
      )}
      <h2 className="section-title">
        <Trans>Account</Trans>
      </h2>
      <MenuList
        rows={isLogin ? accountRows : accountRows.filter((row) => row.to === languagePath)}
        testId="me-account-rows"
      />
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

/** The profile card's frame, then the invite code's and the security level's rows still loading. */
function ProfilePending() {
  return (
    <>
      <ProfileCardPending />
      <LoadingRows count={2} className="loading-rows me-pending-rows" />
    </>
  );
}

/** The one account row a visitor can use: the others need a login. */
const languagePath = '/me/lang';

function VisitorPrompt() {
  return <LoginPrompt redirect="/me" className="me-visitor" testId="me-visitor" />;
}
