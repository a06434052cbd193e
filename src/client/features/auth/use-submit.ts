/**
 * Runs a form's request: one at a time, with the pending flag for the button, and the server's message (or the
 * client's own, for a network failure) in the error toast when it fails.
 */
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { ApiFailure } from '../../lib/http/api-failure';
import { notify } from '../../lib/notify/notify-store';

export const authToastKey = 'auth';

export function useSubmit(): { pending: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } catch (error) {
      notify.error(
        error instanceof ApiFailure && error.message
          ? error.message
          : msg`Something went wrong. Please try again.`,
        authToastKey,
      );
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { pending, run };
}
