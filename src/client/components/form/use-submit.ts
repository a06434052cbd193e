/**
 * Runs a form's request: one at a time, with the pending flag for the button. A failure the form can place under
 * one of its fields goes there (`placeFailure` answers true); any other shows the server's message (or the
 * client's own, for a network failure) in the error toast, with a link to identity verification when that is
 * what the server asks for.
 */
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { refusalAction } from '../../lib/account/identity-refusal';
import { ApiFailure } from '../../lib/http/api-failure';
import { notify } from '../../lib/notify/notify-store';

/** One toast slot for every form, so a second failure replaces the first instead of stacking. */
export const formToastKey = 'form';

export type PlaceFailure = (failure: ApiFailure) => boolean;

export function useSubmit(placeFailure?: PlaceFailure): {
  pending: boolean;
  run: (task: () => Promise<void>) => Promise<void>;
} {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof ApiFailure && placeFailure?.(error)) return;
      notify.error(
        error instanceof ApiFailure && error.message
          ? error.message
          : msg`Something went wrong. Please try again.`,
        formToastKey,
        refusalAction(error),
      );
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { pending, run };
}
