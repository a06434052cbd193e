/**
 * The submission of a confirm sheet: one at a time, and a failure shown both in the sheet (it stays open, so the
 * user can confirm again under the same Idempotency-Key) and as the order toast.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { refusalAction } from '../../lib/account/identity-refusal';
import { ApiFailure } from '../../lib/http/api-failure';
import { notify } from '../../lib/notify/notify-store';

/** The toast slot of order results, so a second result replaces the first. */
export const orderToastKey = 'contract-order';

export function useSheetSubmit(task: () => Promise<void>) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await task();
    } catch (error) {
      const message =
        error instanceof ApiFailure && error.message
          ? error.message
          : t`Something went wrong. Please try again.`;
      setFailure(message);
      notify.error(message, orderToastKey, refusalAction(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, confirm };
}
