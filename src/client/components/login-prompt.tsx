/** "Please login first" (spec section 6) with ways to log in or register that come back to `redirect` afterwards. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loginHref, registerHref } from '../lib/account/login-links';
import { PromptCard } from './prompt-card';

export function LoginPrompt({
  redirect,
  icon,
  className,
  testId,
  text,
}: {
  redirect: string;
  icon?: ReactNode;
  className?: string;
  testId?: string;
  /** What logging in is for here, when the screen has something more precise to say than the account. */
  text?: ReactNode;
}) {
  return (
    <PromptCard
      icon={icon}
      title={<Trans>Please login first</Trans>}
      text={text ?? <Trans>Log in to see your account, security settings and identity verification.</Trans>}
      {...(className ? { className } : {})}
      {...(testId ? { testId } : {})}
    >
      <a className="button button--block" href={`#${loginHref(redirect)}`}>
        <Trans>Log in</Trans>
      </a>
      <a className="button button--block button--ghost" href={`#${registerHref({ redirect })}`}>
        <Trans>Create an account</Trans>
      </a>
    </PromptCard>
  );
}
