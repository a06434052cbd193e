/**
 * The focus of a modal sheet: it starts on the sheet's "Cancel" (so a stray Enter commits nothing), Tab and
 * Shift+Tab cycle inside the sheet instead of reaching the screen behind it, Escape cancels unless a request is
 * running, and when the sheet closes the focus returns to the control that opened it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector =
  'button:not(:disabled), a[href], input:not(:disabled), [tabindex]:not([tabindex="-1"])';

function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || !panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  // A button that was disabled while a request ran has dropped the focus to the page: bring it back inside.
  if (!panel.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * `returnTo` names the control that opened the sheet when the caller knows it: Safari does not focus a button on
 * click, so the element focused when the sheet opened may be the page itself.
 */
export function useSheetFocus(
  onCancel: () => void,
  pending: boolean,
  returnTo?: RefObject<HTMLElement | null>,
) {
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const latestCancel = useRef(onCancel);
  latestCancel.current = onCancel;
  const pendingNow = useRef(pending);
  pendingNow.current = pending;
  const returnTarget = useRef(returnTo);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // The ref object, not its element: the opener is still on screen when the sheet closes.
    const returnRef = returnTarget.current;
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !pendingNow.current) latestCancel.current();
      keepTabInside(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (returnRef?.current ?? opener)?.focus();
    };
  }, []);

  return { panel, cancel };
}
