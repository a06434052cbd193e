/** The reason every decision and change asks for, kept with the action (the audit trail records it). */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** The longest reason the review routes accept (their schemas' max). */
export const reasonLengthMax = 500;

export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans context="the operator's reason for a decision or change">Reason</Trans>
      </label>
      <input
        id={id}
        value={value}
        maxLength={reasonLengthMax}
        required
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
