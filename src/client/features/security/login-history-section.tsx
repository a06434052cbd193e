/**
 * Recent sign-ins (the server's 20 newest): when, the device named from its browser text, and the address; this
 * device's row and the other devices still signed in are marked. "Sign out all other devices" asks first, in
 * place (Cancel focused, so a stray tap ends nothing), then ends every other session and reads the list again.
 * Offline the saved list stays on screen and the button is disabled with the reason.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeText } from '../../../common/time-format';
import type { LoginRecord } from '../../../common/user-types';
import { OfflineNote } from '../../components/offline-note';
import { useSubmit } from '../../components/form/use-submit';
import { InlineConfirm, useInlineConfirm } from '../../components/inline-confirm';
import { EmptyState } from '../../components/screen-states';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { notify } from '../../lib/notify/notify-store';
import { deviceName } from './device-name';
import { logoutOtherDevices } from './safety-calls';

interface LoginHistorySectionProps {
  logins: LoginRecord[];
  onChanged: () => void;
}

export function LoginHistorySection({ logins, onChanged }: LoginHistorySectionProps) {
  const othersSignedIn = logins.some((login) => login.active && !login.current);
  return (
    <section className="me-section" aria-labelledby="me-logins-title">
      <h2 id="me-logins-title" className="me-section__title">
        <Trans>Recent logins</Trans>
      </h2>
      <SignOutOthers othersSignedIn={othersSignedIn} onDone={onChanged} />
      {logins.length === 0 ? (
        <EmptyState>
          <Trans>No logins recorded yet.</Trans>
        </EmptyState>
      ) : (
        <ul className="option-list" aria-labelledby="me-logins-title" data-testid="me-login-list">
          {logins.map((login, index) => (
            <LoginRow key={`${index}-${login.signedInAt}`} login={login} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LoginRow({ login }: { login: LoginRecord }) {
  const { i18n } = useLingui();
  return (
    <li className="login-row" data-testid="me-login-row" data-current={login.current || undefined}>
      <div className="login-row__main">
        <p className="login-row__device">{deviceName(i18n, login.userAgent)}</p>
        {login.current ? (
          <span className="login-row__mark login-row__mark--current">
            <Trans>This device</Trans>
          </span>
        ) : login.active ? (
          <span className="login-row__mark">
            <Trans>Signed in</Trans>
          </span>
        ) : null}
      </div>
      <p className="login-row__detail">
        <time className="num" dateTime={new Date(login.signedInAt).toISOString()}>
          {dateTimeText(login.signedInAt)}
        </time>
        <span className="num login-row__address">{login.address}</span>
      </p>
    </li>
  );
}

function SignOutOthers({ othersSignedIn, onDone }: { othersSignedIn: boolean; onDone: () => void }) {
  const online = useOnline();
  const question = useInlineConfirm();
  const { pending, run } = useSubmit();

  const confirm = () =>
    void run(async () => {
      await logoutOtherDevices();
      notify.success(msg`Every other device has been signed out.`);
      question.close();
      onDone();
    });

  return (
    <div className="login-signout">
      {question.confirming ? (
        <InlineConfirm
          state={question}
          className="login-signout__confirm"
          labelledBy="me-signout-question"
          questionId="me-signout-question"
          question={
            <Trans>Sign out every other device? They will need your password to sign in again.</Trans>
          }
          confirmLabel={<Trans>Sign out</Trans>}
          onConfirm={confirm}
          pending={pending}
          online={online}
          confirmTestId="me-signout-confirm"
        />
      ) : (
        <button
          type="button"
          ref={question.openButton}
          className="button button--ghost button--block"
          disabled={!online}
          onClick={question.open}
          data-testid="me-signout-others"
        >
          <Trans>Sign out all other devices</Trans>
        </button>
      )}
      {online ? (
        othersSignedIn ? null : (
          <p className="me-section__hint" data-testid="me-no-other-devices">
            <Trans>No other device is signed in.</Trans>
          </p>
        )
      ) : (
        <OfflineNote testId="me-signout-offline">
          <Trans>You are offline. Connect to the internet to sign out other devices.</Trans>
        </OfflineNote>
      )}
    </div>
  );
}
