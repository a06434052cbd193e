/**
 * Where a withdrawal form stands (filling it in, reviewing it, typing the trade password after the review), and
 * the field to focus once the step it belongs to is on screen: a refusal of the amount sends the user back to the
 * form, and the password step opens on its field.
 */
import { useEffect, useState } from 'react';

export type WithdrawStep = 'edit' | 'review' | 'password';

export function useWithdrawStep() {
  const [step, setStep] = useState<WithdrawStep>('edit');
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId, step]);

  const go = (next: WithdrawStep, focusOn: string | null = null) => {
    setStep(next);
    setFocusId(focusOn);
  };
  return { step, go };
}
