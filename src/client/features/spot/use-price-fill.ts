/**
 * The price field starts at the pair's last price, as on every exchange app: once, when the field is still
 * untouched and a fresh price first arrives. A pair has its own draft, so switching pair fills in that pair's price;
 * after that the ticks change nothing, and whatever the user types or picks from the book is never overwritten.
 */
import { useCallback, useEffect } from 'react';
import { truncate } from '../../../common/number-format';
import type { DraftPatch } from '../../components/form/form-draft';
import type { OrderDraft } from './trade-drafts';

type UpdateDraft = (patch: DraftPatch<OrderDraft>) => void;
type EditDraft = (patch: Partial<OrderDraft>) => void;

export function usePriceFill(
  draft: OrderDraft,
  updateDraft: UpdateDraft,
  lastPrice: number | undefined,
  precision: number,
): EditDraft {
  const { priceGiven } = draft;
  useEffect(() => {
    if (priceGiven || lastPrice === undefined) return;
    // Decided again when the change applies: a price the user picked between this render and now stays theirs.
    const price = truncate(lastPrice, precision);
    updateDraft((current) => (current.priceGiven ? {} : { price, priceGiven: true }));
  }, [priceGiven, lastPrice, precision, updateDraft]);
  // The user's own edits: a price typed or picked (even emptied) is theirs from then on.
  return useCallback(
    (patch: Partial<OrderDraft>) => updateDraft('price' in patch ? { ...patch, priceGiven: true } : patch),
    [updateDraft],
  );
}
