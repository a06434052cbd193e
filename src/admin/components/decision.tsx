/**
 * Approve or reject one queue item. Rejecting needs a reason (the routes refuse an empty one, and the user is told
 * it); approving needs none, as `npm run ops -- … approve` does, and is handed whatever reason was typed (the
 * withdrawal queue sends it with the approval; the others ignore it). A refusal shows the server's message and the
 * item stays.
 */
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ErrorText } from './error-text';
import { ReasonField } from './reason-field';

export interface DecisionProps {
  onApprove: (reason: string) => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
  onDecided: () => void;
}

export function Decision({ onApprove, onReject, onDecided }: DecisionProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      onDecided();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') void run(() => onReject(reason.trim()));
  };
  return (
    <div className="decision">
      <button
        type="button"
        className="approve"
        disabled={busy}
        onClick={() => void run(() => onApprove(reason.trim()))}
      >
        <Trans>Approve</Trans>
      </button>
      <form className="reject-form" onSubmit={reject}>
        <ReasonField value={reason} onChange={setReason} />
        <button type="submit" className="reject" disabled={busy || reason.trim() === ''}>
          <Trans>Reject</Trans>
        </button>
      </form>
      <ErrorText error={error} />
    </div>
  );
}
