/**
 * When a form shows its errors: a field's error appears once the field has been left (blur) or the form has been
 * submitted, and then follows what the user types. Submitting an invalid form focuses the first failing field.
 * A server refusal that concerns one field is shown under it, until that field is edited or the form is sent again.
 */
import { useCallback, useState } from 'react';
import type { RuleResult } from '../../../common/validation';
import { useCatalogPartReady } from '../../lib/i18n/use-locale';
import type { FieldError } from './rule-message';

/** Each field of a form mapped to the rule it fails now, or null. */
export type FormErrors<Field extends string> = Record<Field, RuleResult>;

export interface FormErrorsController<Field extends string> {
  /** The error to show under `field` now, if any. */
  shown: (field: Field) => FieldError | null;
  blur: (field: Field) => void;
  /** Marks the form submitted; true when every rule passes, otherwise focuses the first failing field. */
  validate: () => boolean;
  /** Shows a server refusal under `field` and moves the focus there. */
  refuse: (field: Field, error: FieldError) => void;
  /** Called when the user edits `field`: its server refusal no longer applies. */
  edited: (field: Field) => void;
}

export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

export function useFormErrors<Field extends string>(
  formId: string,
  errors: FormErrors<Field>,
): FormErrorsController<Field> {
  // The error table's messages are a catalog of their own: a form fetches them when it opens, and shows them
  // translated by the time anyone has typed into it (until then they read in English, never as ids).
  useCatalogPartReady('errors');
  const [submitted, setSubmitted] = useState(false);
  const [blurred, setBlurred] = useState<ReadonlySet<Field>>(() => new Set());
  const [refused, setRefused] = useState<Partial<Record<Field, FieldError>>>({});

  const blur = useCallback(
    (field: Field) =>
      setBlurred((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  );

  const validate = () => {
    setSubmitted(true);
    setRefused({});
    const failing = (Object.keys(errors) as Field[]).find((field) => errors[field] !== null);
    if (failing === undefined) return true;
    document.getElementById(fieldId(formId, failing))?.focus();
    return false;
  };

  const refuse = (field: Field, error: FieldError) => {
    setRefused((previous) => ({ ...previous, [field]: error }));
    document.getElementById(fieldId(formId, field))?.focus();
  };

  const edited = useCallback(
    (field: Field) =>
      setRefused((previous) => {
        if (!(field in previous)) return previous;
        const { [field]: _cleared, ...rest } = previous;
        return rest as Partial<Record<Field, FieldError>>;
      }),
    [],
  );

  const shown = (field: Field): FieldError | null =>
    refused[field] ?? (submitted || blurred.has(field) ? errors[field] : null);
  return { shown, blur, validate, refuse, edited };
}
