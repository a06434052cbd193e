/** The offline banner: shown while the server cannot be reached, saying that saved data is on screen. */
import { Trans } from '@lingui/react/macro';
import { OfflineIcon } from '../components/icons';
import { useOnline } from '../lib/connectivity/connectivity-store';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <OfflineIcon width={18} height={18} />
      <span>
        <Trans>You are offline. Showing saved data; saving changes needs a connection.</Trans>
      </span>
    </div>
  );
}
