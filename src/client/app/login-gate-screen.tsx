/**
 * A private screen seen by a visitor: the screen's title and what logging in gives there (login-gates.ts), with
 * ways to log in or register that come back to `redirect`. Its texts load with it (the `gates` catalog part).
 */
import { useLingui } from '@lingui/react';
import { LockIcon } from '../components/icons';
import { LoginPrompt } from '../components/login-prompt';
import { PageHeader } from '../components/page-header';
import { promptIconProps } from '../components/prompt-card';
import { LoadingRows } from '../components/screen-states';
import { useCatalogPartReady } from '../lib/i18n/use-locale';
import { homePath } from '../lib/router/home-path';
import { loginGates } from './login-gates';

export default function LoginGateScreen({ routePath, redirect }: { routePath: string; redirect: string }) {
  const { i18n } = useLingui();
  const ready = useCatalogPartReady('gates');
  const gate = loginGates[routePath];
  if (!ready) return <LoadingRows />;
  return (
    <div className="screen" data-testid="login-required">
      <PageHeader title={gate ? i18n._(gate.title) : undefined} backTo={homePath} />
      <LoginPrompt
        redirect={redirect}
        icon={<LockIcon {...promptIconProps} />}
        {...(gate ? { text: i18n._(gate.purpose) } : {})}
      />
    </div>
  );
}
