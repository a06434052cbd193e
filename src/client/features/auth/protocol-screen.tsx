/**
 * The user agreement (/protocol), linked from registration. Every paragraph is its own message, so translators
 * work paragraph by paragraph and a change to one does not invalidate the others.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { registerHref } from '../../lib/account/login-links';
import { ProtocolSections } from './protocol-sections';
import './auth.css';

export default function ProtocolScreen() {
  const { t } = useLingui();
  return (
    <div className="screen auth-screen">
      <PageHeader title={t`User Agreement`} backTo={registerHref()} />
      <article className="auth-protocol" data-testid="protocol">
        <h2 className="auth-protocol__title">
          <Trans>Petrel User Agreement</Trans>
        </h2>
        <p className="auth-protocol__lead">
          <Trans>
            Please read this agreement carefully before you register. It explains what you may expect from
            Petrel, what Petrel expects from you, and the risks of trading digital assets.
          </Trans>
        </p>
        <ProtocolSections />
      </article>
    </div>
  );
}
