/**
 * Guards the routes marked `private`: a visitor sees "Please login first" (spec section 6) with ways to log in
 * or register that come back here afterwards, instead of a screen that could only fail. The screen's chunk is
 * not even loaded until the user is signed in.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LockIcon } from '../components/icons';
import { LoginPrompt } from '../components/login-prompt';
import { promptIconProps } from '../components/prompt-card';
import { PageHeader } from '../components/page-header';
import { useIsLoggedIn } from '../lib/account/use-session';
import { useHashPath, useHashSearch } from '../lib/router/hash-location';

export function PrivateRoute({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) return children;
  return <LoginRequired />;
}

function LoginRequired() {
  const { t } = useLingui();
  const [path] = useHashPath();
  const search = useHashSearch();
  const here = search ? `${path}?${search}` : path;
  return (
    <div className="screen" data-testid="login-required">
      <PageHeader title={t`Account`} backTo="/home" />
      <LoginPrompt redirect={here} icon={<LockIcon {...promptIconProps} />} />
    </div>
  );
}
