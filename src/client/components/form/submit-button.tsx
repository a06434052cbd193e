/**
 * A form's submit button: a spinner and its own label while the request runs, and disabled offline with a note
 * saying why, since nothing is queued for later.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OfflineNote } from '../offline-note';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useReconnectProbe } from './use-reconnect-probe';
import { keepFieldFocus } from './keep-focus';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel?: ReactNode;
  /** Why the button is disabled offline, when the form has more to say than the general note. */
  offlineNote?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SubmitButton({ pending, pendingLabel, offlineNote, children, testId }: SubmitButtonProps) {
  const online = useOnline();
  useReconnectProbe();
  return (
    <div className="form-submit">
      <button
        type="submit"
        className="button button--block form-submit__button"
        disabled={pending || !online}
        aria-busy={pending}
        onMouseDown={keepFieldFocus}
        data-testid={testId}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? (pendingLabel ?? children) : children}
      </button>
      {online ? null : (
        <OfflineNote testId="offline-note">
          {offlineNote ?? <Trans>You are offline. Connect to the internet to save changes.</Trans>}
        </OfflineNote>
      )}
    </div>
  );
}
