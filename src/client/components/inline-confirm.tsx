/**
 * A question asked in place before a destructive action (delete a card, sign out other devices): the row turns into
 * the question with Cancel, focused so a stray tap or Enter does nothing, and the action. Cancel puts the focus back
 * on the button that opened the question, so keyboard users keep their place.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import './inline-confirm.css';

export interface InlineConfirmState {
  confirming: boolean;
  open: () => void;
  /** Closes the question and returns the focus to the opening button. */
  cancel: () => void;
  /** Closes the question after the action, leaving the focus where the action put it. */
  close: () => void;
  openButton: RefObject<HTMLButtonElement | null>;
  cancelButton: RefObject<HTMLButtonElement | null>;
}

export function useInlineConfirm(): InlineConfirmState {
  const [confirming, setConfirming] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);

  return {
    confirming,
    open: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      requestAnimationFrame(() => openButton.current?.focus());
    },
    close: () => setConfirming(false),
    openButton,
    cancelButton,
  };
}

interface InlineConfirmProps {
  state: InlineConfirmState;
  /** The element that names the group (the question itself, or the row's title). */
  labelledBy: string;
  question: ReactNode;
  /** The question's own id, when it names the group. */
  questionId?: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  online: boolean;
  className: string;
  /** Extra classes of the action button (a destructive colour). */
  confirmClassName?: string;
  confirmTestId: string;
}

export function InlineConfirm(props: InlineConfirmProps) {
  const { state, pending, online } = props;
  return (
    <div className={`inline-confirm ${props.className}`} role="group" aria-labelledby={props.labelledBy}>
      <p id={props.questionId}>{props.question}</p>
      <div className="inline-confirm__actions">
        <button
          type="button"
          ref={state.cancelButton}
          className="button button--ghost button--small"
          onClick={state.cancel}
        >
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className={`button button--small ${props.confirmClassName ?? ''}`.trim()}
          disabled={pending || !online}
          aria-busy={pending}
          onClick={props.onConfirm}
          data-testid={props.confirmTestId}
        >
          {props.confirmLabel}
        </button>
      </div>
    </div>
  );
}
