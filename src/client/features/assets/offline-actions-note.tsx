/** Why the money actions are disabled offline: nothing is queued, so they wait for the connection. */
import { Trans } from '@lingui/react/macro';
import { OfflineNote } from '../../components/offline-note';

export const offlineActionsNoteId = 'assets-offline-reason';

export function OfflineActionsNote() {
  return (
    <OfflineNote className="assets-offline-note" id={offlineActionsNoteId} testId="assets-offline-reason">
      <Trans>
        You are offline. Recharge, withdrawal, exchange and transfer are available again when you reconnect.
      </Trans>
    </OfflineNote>
  );
}
