/** The single notification slot (spec section 8): error, success, warning or loading, translated when shown. */
import { useLingui } from '@lingui/react';
import { notify, notifyStore } from '../lib/notify/notify-store';
import { useStore } from '../lib/store/create-store';

export function NotificationSlot() {
  const { i18n } = useLingui();
  const current = useStore(notifyStore, (state) => state.current);
  if (!current) return null;
  const text = typeof current.message === 'string' ? current.message : i18n._(current.message);
  return (
    <div
      className={`toast toast--${current.kind}`}
      role={current.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      onClick={() => notify.close(current.key)}
    >
      {current.kind === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
      {text}
    </div>
  );
}
