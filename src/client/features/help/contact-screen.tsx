/**
 * Contact us (/me/contact): the support email (write or copy) and the online customer service, which opens in a
 * new window, or in the same one on iOS Safari (see ios-safari.ts).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paramNames } from '../../../common/api-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingRows } from '../../components/screen-states';
import { useSession } from '../../lib/account/use-session';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { useConfigValue } from './contact-api';
import { CopyButton } from '../../components/copy-button';
import { openExternalLink } from './external-link';
import { ChatIcon, MailIcon } from '../../components/account-icons';
import './help.css';

function SupportEmail() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useConfigValue(paramNames.customerServiceEmail);
  // The shell loads the address at start; it covers the moment before this screen's own read answers.
  const platformEmail = useSession((state) => state.platformEmail);
  const email = query.data || platformEmail;
  if (!email) {
    if (query.error && online) return <ErrorState message={query.error.message} onRetry={query.reload} />;
    if (query.loading && online) return <LoadingRows count={1} />;
    return (
      <p className="me-contact__missing">
        {online ? (
          <Trans>The support email is not available right now.</Trans>
        ) : (
          <Trans>You are offline. The support email will show when you reconnect.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="me-contact__email">
      <a className="me-contact__address" href={`mailto:${email}`} data-testid="contact-email">
        {email}
      </a>
      <CopyButton text={email} label={t`Copy email address`} testId="contact-copy" />
    </div>
  );
}

function OnlineService() {
  const online = useOnline();
  const query = useConfigValue(paramNames.customerServiceWs);
  const link = query.data ?? '';
  const open = () => {
    if (!openExternalLink(link)) notify.error(msg`Online customer service is not available right now.`);
  };
  return (
    <>
      <button
        type="button"
        className="button button--block"
        disabled={!online || link === ''}
        onClick={open}
        data-testid="contact-online"
      >
        {query.loading && online ? <span className="spinner" aria-hidden="true" /> : <ChatIcon />}
        <Trans>Online customer service</Trans>
      </button>
      {!online ? (
        <p className="me-offline-note" role="status">
          <Trans>You are offline. Online customer service needs a connection.</Trans>
        </p>
      ) : query.error && !query.data ? (
        <p className="me-contact__missing" role="alert">
          {query.error.message}{' '}
          <button type="button" className="me-link-button" onClick={query.reload}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
    </>
  );
}

export default function ContactScreen() {
  const { t } = useLingui();
  return (
    <div className="screen">
      <PageHeader title={t`Contact us`} backTo="/me" />
      <section className="me-contact" aria-labelledby="contact-email-title">
        <h2 id="contact-email-title" className="me-contact__title">
          <MailIcon />
          <Trans>Email support</Trans>
        </h2>
        <p className="me-section__hint">
          <Trans>Write to us any time. Include your UID so we can find your account quickly.</Trans>
        </p>
        <SupportEmail />
      </section>
      <section className="me-contact" aria-labelledby="contact-online-title">
        <h2 id="contact-online-title" className="me-contact__title">
          <ChatIcon />
          <Trans>Chat with us</Trans>
        </h2>
        <p className="me-section__hint">
          <Trans>Our support team answers in the chat. We will never ask for your passwords.</Trans>
        </p>
        <OnlineService />
      </section>
    </div>
  );
}
