/**
 * Guards the routes marked `private`: a visitor sees "Please login first" (spec section 6) with ways to log in
 * or register that come back here afterwards, instead of a screen that could only fail. The screen's chunk is
 * not even loaded until the user is signed in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { loginHref, registerHref } from '../lib/account/login-links';
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
      <section className="auth-gate">
        <LockIcon />
        <h2 className="auth-gate__title">
          <Trans>Please login first</Trans>
        </h2>
        <p className="auth-gate__text">
          <Trans>Log in to see your account, security settings and identity verification.</Trans>
        </p>
        <a className="button button--block" href={`#${loginHref(here)}`}>
          <Trans>Log in</Trans>
        </a>
        <a className="button button--block button--ghost" href={`#${registerHref({ redirect: here })}`}>
          <Trans>Create an account</Trans>
        </a>
      </section>
    </div>
  );
}

function LockIcon() {
  return (
    <svg
      className="auth-gate__icon"
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
