/**
 * Log out. It works offline too: logout() forgets the user on the device first and tells the server only when
 * it can, so this is the one account action not disabled offline.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { logout } from '../../lib/account/account-actions';
import { notify } from '../../lib/notify/notify-store';
import { navigate } from '../../lib/router/hash-location';
import { LogoutIcon } from '../../components/account-icons';

export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const onLogout = async () => {
    setPending(true);
    try {
      await logout();
      notify.success(msg`You have logged out.`);
      navigate('/home', { replace: true });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost button--block me-logout"
      onClick={() => void onLogout()}
      disabled={pending}
      data-testid="me-logout"
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : <LogoutIcon />}
      <Trans>Log out</Trans>
    </button>
  );
}
