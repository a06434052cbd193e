/**
 * A form's submit button: a spinner and its own label while the request runs, and disabled offline with a note
 * saying why, since nothing is queued for later.
 */
import type { ReactNode } from 'react';
import { OfflineIcon } from '../../components/icons';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { useReconnectProbe } from './use-reconnect-probe';
import { keepFieldFocus } from './keep-focus';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: ReactNode;
  offlineNote: ReactNode;
  children: ReactNode;
}

export function SubmitButton({ pending, pendingLabel, offlineNote, children }: SubmitButtonProps) {
  const online = useOnline();
  useReconnectProbe();
  return (
    <div className="auth-submit">
      <button
        type="submit"
        className="button button--block auth-submit__button"
        disabled={pending || !online}
        aria-busy={pending}
        onMouseDown={keepFieldFocus}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? pendingLabel : children}
      </button>
      {online ? null : (
        <p className="auth-offline-note" role="status" data-testid="auth-offline-note">
          <OfflineIcon width={16} height={16} />
          <span>{offlineNote}</span>
        </p>
      )}
    </div>
  );
}
