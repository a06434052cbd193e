/** Said beside every form while offline: its button is disabled, and this says why. */
import { Trans } from '@lingui/react/macro';

export function OfflineNote() {
  return (
    <p className="me-offline-note" role="status" data-testid="me-offline-note">
      <Trans>You are offline. Connect to the internet to save changes.</Trans>
    </p>
  );
}
