/**
 * The single notification slot (spec section 8): error, success, warning or loading, translated when shown. A
 * notification with a link (such as "Verify your identity" under a refused payment) stays until it is closed or
 * followed, and has its own close button, since a tap on the toast itself cannot be reached by keyboard.
 */
import { useLingui } from '@lingui/react/macro';
import { notify, notifyStore, type Notification } from '../lib/notify/notify-store';
import { useStore } from '../lib/store/use-store';

export function NotificationSlot() {
  const { i18n } = useLingui();
  const current = useStore(notifyStore, (state) => state.current);
  if (!current) return null;
  const text = typeof current.message === 'string' ? current.message : i18n._(current.message);
  return (
    <div
      className={`toast toast--${current.kind}${current.action ? ' toast--with-action' : ''}`}
      role={current.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      onClick={current.action ? undefined : () => notify.close(current.key)}
    >
      {current.kind === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
      <span className="toast__text">{text}</span>
      {current.action ? <ToastAction notification={current} /> : null}
    </div>
  );
}

function ToastAction({ notification }: { notification: Notification }) {
  const { t, i18n } = useLingui();
  const { action, key } = notification;
  if (!action) return null;
  return (
    <span className="toast__actions">
      <a
        className="toast__link"
        href={`#${action.path}`}
        onClick={() => notify.close(key)}
        data-testid="toast-action"
      >
        {i18n._(action.label)}
      </a>
      <button
        type="button"
        className="toast__close"
        aria-label={t`Close`}
        onClick={() => notify.close(key)}
        data-testid="toast-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
