/** Why the money actions are disabled offline: nothing is queued, so they wait for the connection. */
import { Trans } from '@lingui/react/macro';
import { OfflineIcon } from '../../components/icons';

export const offlineActionsNoteId = 'assets-offline-reason';

export function OfflineActionsNote() {
  return (
    <p
      className="assets-offline-note"
      role="status"
      id={offlineActionsNoteId}
      data-testid="assets-offline-reason"
    >
      <OfflineIcon width={16} height={16} />
      <span>
        <Trans>
          You are offline. Recharge, withdrawal, exchange and transfer are available again when you reconnect.
        </Trans>
      </span>
    </p>
  );
}
