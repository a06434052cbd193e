/**
 * One change to a setting (a parameter, a house limit, a listing's field, an engine's resume): the new value where
 * there is one, and the reason, which every change asks for. The reason is sent with the change; the server keeps
 * it once the audit trail lands.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ErrorText } from './error-text';
import { ReasonField } from './reason-field';

export interface ChangeFormProps {
  /** The field's current value; no value field when undefined (an action such as resuming an engine). */
  initialValue?: string;
  valueLabel?: string;
  submitLabel: string;
  onSubmit: (change: { value: string; reason: string }) => Promise<unknown>;
  onDone: () => void;
  onCancel?: () => void;
}

export function ChangeForm(props: ChangeFormProps) {
  const { t } = useLingui();
  const valueId = useId();
  const [value, setValue] = useState(props.initialValue ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return;
    setBusy(true);
    setError(undefined);
    try {
      await props.onSubmit({ value: value.trim(), reason: reason.trim() });
      props.onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="change-form" onSubmit={(event) => void submit(event)}>
      {props.initialValue === undefined ? null : (
        <div className="field">
          <label htmlFor={valueId}>{props.valueLabel ?? t`New value`}</label>
          <input id={valueId} value={value} required onChange={(event) => setValue(event.target.value)} />
        </div>
      )}
      <ReasonField value={reason} onChange={setReason} />
      <div className="form-actions">
        <button type="submit" disabled={busy || reason.trim() === ''}>
          {props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className="secondary" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
      <ErrorText error={error} />
    </form>
  );
}
