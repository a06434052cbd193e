/**
 * Registers the service worker and, when a new version is waiting, asks before switching to it: an exchange must
 * not reload under a user who is typing an order. Mounted once the first screen's requests are over
 * (update-prompt.tsx).
 */
import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Installed apps look for a new version this often while open. */
const updateCheckIntervalMs = 60 * 60 * 1000;

export function RegisteredUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Already after the first screen's requests (UpdatePrompt): no need to wait for the load event as well.
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), updateCheckIntervalMs);
    },
  });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="dialog" aria-live="polite">
      <span>
        <Trans>A new version of Petrel is ready.</Trans>
      </span>
      <button type="button" className="button button--small" onClick={() => void updateServiceWorker(true)}>
        <Trans>Update</Trans>
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setNeedRefresh(false)}
      >
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
