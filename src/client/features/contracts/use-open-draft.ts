/**
 * The open form's draft and when its errors show: a field's error appears once the field has been left or the
 * form submitted, then follows what the user types. After a successful order the amounts and prices are cleared;
 * the direction, order type and multiple stay, since the next order is usually alike.
 */
import { useState } from 'react';
import { contractPriceTypes, tradeDirections } from '../../../common/trading-types';
import type { OpenDraft, OpenErrors, OpenField } from './open-rules';

export const openFieldIds: Record<OpenField, string> = {
  margin: 'contract-margin',
  multiple: 'contract-multiple',
  price: 'contract-price',
  stopLoss: 'contract-stop-loss',
  takeProfit: 'contract-take-profit',
};

/** The order in which a failed submission looks for the field to focus: as they appear on screen. */
const fieldOrder: readonly OpenField[] = ['price', 'margin', 'multiple', 'stopLoss', 'takeProfit'];

const initialDraft: OpenDraft = {
  direction: tradeDirections.up,
  priceType: contractPriceTypes.market,
  margin: '',
  multiple: undefined,
  price: '',
  stopLoss: '',
  takeProfit: '',
};

/** A field, or a group's first choice (a fieldset itself cannot take the focus). */
function focusField(id: string): void {
  const element = document.getElementById(id);
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}

export function useOpenDraft() {
  const [draft, setDraft] = useState<OpenDraft>(initialDraft);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<OpenField>>(() => new Set());

  const edit = (patch: Partial<OpenDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const blur = (field: OpenField) =>
    setLeft((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const shown = (errors: OpenErrors, field: OpenField) =>
    submitted || left.has(field) ? errors[field] : undefined;

  /** Marks the form submitted and focuses the first failing field; true when none fails. */
  const submit = (errors: OpenErrors) => {
    setSubmitted(true);
    const failing = fieldOrder.find((field) => errors[field] !== undefined);
    if (failing !== undefined) focusField(openFieldIds[failing]);
    return failing === undefined;
  };

  const clearAmounts = () => {
    setDraft((previous) => ({ ...previous, margin: '', price: '', stopLoss: '', takeProfit: '' }));
    setSubmitted(false);
    setLeft(new Set());
  };

  return { draft, edit, blur, shown, submit, submitted, clearAmounts };
}
