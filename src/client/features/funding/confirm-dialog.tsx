/**
 * A confirmation before something that cannot be undone (deleting an address): a modal alert dialog whose focus
 * starts on "Cancel", so a stray Enter does not confirm; Escape and the backdrop cancel.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Why confirming is not possible now (offline), shown in place of a working button. */
  blockedReason?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, blockedReason, pending, onConfirm, onCancel } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onCancel]);
  return (
    <div className="fund-dialog" onClick={onCancel}>
      <div
        className="fund-dialog__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="fund-dialog-title"
        aria-describedby="fund-dialog-body"
        onClick={(event) => event.stopPropagation()}
        data-testid="confirm-dialog"
      >
        <h2 id="fund-dialog-title" className="fund-dialog__title">
          {title}
        </h2>
        <div id="fund-dialog-body" className="fund-dialog__body">
          {children}
          {blockedReason ? <p className="fund-offline">{blockedReason}</p> : null}
        </div>
        <div className="fund-dialog__actions">
          <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button fund-button--danger"
            disabled={pending || blockedReason !== undefined}
            aria-busy={pending}
            onClick={onConfirm}
            data-testid="confirm-dialog-confirm"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
