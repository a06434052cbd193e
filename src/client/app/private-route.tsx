/**
 * Guards the routes marked `private`: a visitor sees "Please login first" (spec section 6) with ways to log in
 * or register that come back here afterwards, instead of a screen that could only fail. The screen's chunk is
 * not even loaded until the user is signed in.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoginPrompt } from '../components/login-prompt';
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
      <LoginPrompt redirect={here} icon={<LockIcon />} />
    </div>
  );
}

function LockIcon() {
  return (
    <svg
      className="prompt-card__icon"
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </svg>
  );
}
