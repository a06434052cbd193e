/**
 * When a form shows its errors: a field's error appears once the field has been left (blur) or the form has been
 * submitted, and then follows what the user types. Submitting an invalid form focuses the first failing field.
 */
import { useCallback, useState } from 'react';
import type { ErrorCode } from '../../../common/errors';
import type { FormErrors } from './auth-rules';

export interface FormErrorsController<Field extends string> {
  /** The error to show under `field` now, if any. */
  shown: (field: Field) => ErrorCode | null;
  blur: (field: Field) => void;
  /** Marks the form submitted; true when every rule passes, otherwise focuses the first failing field. */
  validate: () => boolean;
}

export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

export function useFormErrors<Field extends string>(
  formId: string,
  errors: FormErrors<Field>,
): FormErrorsController<Field> {
  const [submitted, setSubmitted] = useState(false);
  const [blurred, setBlurred] = useState<ReadonlySet<Field>>(() => new Set());

  const blur = useCallback(
    (field: Field) =>
      setBlurred((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  );

  const validate = () => {
    setSubmitted(true);
    const failing = (Object.keys(errors) as Field[]).find((field) => errors[field] !== null);
    if (failing === undefined) return true;
    document.getElementById(fieldId(formId, failing))?.focus();
    return false;
  };

  const shown = (field: Field) => (submitted || blurred.has(field) ? errors[field] : null);
  return { shown, blur, validate };
}
