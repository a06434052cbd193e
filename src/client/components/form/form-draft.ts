/**
 * A form's draft kept in memory while the user reads a linked page (the agreement) and comes back. Only what the
 * form chooses to keep is kept (never passwords), it never touches storage, and it is dropped on success.
 */
import { useCallback, useEffect, useState } from 'react';

const drafts = new Map<string, object>();

/** `keep` should be a stable (module-level) function: it picks the fields worth keeping. */
/** A change to a draft: the fields to set, or a function of the draft as it is when the change applies. */
export type DraftPatch<Values> = Partial<Values> | ((current: Values) => Partial<Values>);

export function useDraft<Values extends object>(
  key: string,
  initial: () => Values,
  keep: (values: Values) => Partial<Values>,
): [Values, (patch: DraftPatch<Values>) => void, () => void] {
  const [values, setValues] = useState<Values>(() => ({ ...initial(), ...drafts.get(key) }));

  useEffect(() => {
    drafts.set(key, keep(values));
  }, [key, keep, values]);

  // Stable across renders, so a memoised child handed `update` (Trade's order-book rows) does not re-render.
  const update = useCallback(
    (patch: DraftPatch<Values>) =>
      setValues((previous) => ({ ...previous, ...(typeof patch === 'function' ? patch(previous) : patch) })),
    [],
  );
  const discard = useCallback(() => drafts.delete(key), [key]);
  return [values, update, discard];
}

/** Tests start each case with no drafts. */
export function resetDrafts(): void {
  drafts.clear();
}
