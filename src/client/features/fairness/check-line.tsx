/** One result of the verify screen, said in words with a sign beside it, so colour is never the only cue. */
import type { ReactNode } from 'react';

export type CheckTone = 'ok' | 'bad' | 'pending';

const signs: Record<CheckTone, string> = { ok: '✓', bad: '✗', pending: '…' };

export function CheckLine({
  state,
  testId,
  children,
}: {
  state: CheckTone;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p className={`verify-check verify-check--${state}`} data-testid={testId} data-state={state}>
      <span className="verify-check__sign" aria-hidden="true">
        {signs[state]}
      </span>
      <span>{children}</span>
    </p>
  );
}
