/**
 * A modal sheet rising from the foot of the screen, for the confirmations before money moves (opening and closing
 * a position, placing a timed order). Focus starts on "Cancel", so a stray Enter does not commit money; Escape and the backdrop cancel,
 * except while the request runs; focus returns to the control that opened it.
 */
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode, type RefObject } from 'react';
import { ProcessingLabel } from './form/processing-label';
import { OfflineNote } from './offline-note';
import './sheet.css';
import { useSheetFocus } from './use-sheet-focus';

interface SheetProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** What the confirm button says while the request runs: 'Processing...' unless the caller says otherwise. */
  pendingLabel?: ReactNode;
  /** The button that leaves without doing anything ("Cancel" unless that word would be ambiguous). */
  dismissLabel?: ReactNode;
  /** Why confirming is impossible now (offline), shown above the buttons instead of a button that fails. */
  blockedReason?: ReactNode;
  /** The server's refusal or a network failure, read out when it appears. */
  failure?: string | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  /** The control that opened the sheet, to focus again when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function Sheet(props: SheetProps) {
  const { title, children, confirmLabel, blockedReason, failure, pending } = props;
  const pendingLabel = props.pendingLabel ?? <ProcessingLabel />;
  const dismissLabel = props.dismissLabel ?? <Trans>Cancel</Trans>;
  const { onConfirm, onCancel, testId } = props;
  const titleId = useId();
  const { panel, cancel } = useSheetFocus(onCancel, pending, props.returnFocusTo);
  return (
    <div className="sheet" onClick={() => !pending && onCancel()}>
      <div
        className="sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panel}
        onClick={(event) => event.stopPropagation()}
        data-testid={testId}
      >
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <div className="sheet__body">{children}</div>
        {failure ? (
          <p className="sheet__failure" role="alert" data-testid={`${testId}-failure`}>
            {failure}
          </p>
        ) : null}
        {blockedReason ? <OfflineNote>{blockedReason}</OfflineNote> : null}
        <div className="sheet__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--ghost"
            disabled={pending}
            onClick={onCancel}
          >
            {dismissLabel}
          </button>
          <button
            type="button"
            className="button"
            disabled={pending || blockedReason !== undefined}
            aria-busy={pending}
            onClick={onConfirm}
            data-testid={`${testId}-submit`}
          >
            {pending ? <span className="spinner" aria-hidden="true" /> : null}
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
