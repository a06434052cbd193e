/**
 * A form's submit button: a spinner and its own label while the request runs, and disabled offline with a note
 * saying why, since nothing is queued for later; a form may give another reason to be disabled (`blockedBy`).
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
  /** Why the form cannot be sent now besides being offline (a sale not open yet…), shown the same way; null if none. */
  blockedBy?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SubmitButton(props: SubmitButtonProps) {
  const { pending, pendingLabel, offlineNote, blockedBy = null, children, testId } = props;
  const online = useOnline();
  useReconnectProbe();
  return (
    <div className="form-submit">
      <button
        type="submit"
        className="button button--block form-submit__button"
        disabled={pending || !online || blockedBy !== null}
        aria-busy={pending}
        onMouseDown={keepFieldFocus}
        data-testid={testId}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? (pendingLabel ?? children) : children}
      </button>
      {blockedBy !== null ? (
        <OfflineNote testId="blocked-note" icon={false}>
          {blockedBy}
        </OfflineNote>
      ) : online ? null : (
        <OfflineNote testId="offline-note">
          {offlineNote ?? <Trans>You are offline. Connect to the internet to save changes.</Trans>}
        </OfflineNote>
      )}
    </div>
  );
}
