/**
 * The card number: digits only, grouped in fours while typing (the caret stays where the user is typing), with a
 * live note of the length and the check digit under the field until a rule error takes its place.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Field } from '../../components/form/field';
import type { FieldError } from '../../components/form/rule-message';
import {
  caretAfterGrouping,
  cardDigits,
  cardNumberDigitsMax,
  cardNumberDigitsMin,
  cardNumberStatus,
  groupCardDigits,
} from './card-number';

interface CardNumberFieldProps {
  id: string;
  digits: string;
  error: FieldError | null;
  onDigits: (digits: string) => void;
  onBlur: () => void;
}

/** The grouped text of the longest number: its digits plus a space between each group of four. */
const groupedLengthMax = cardNumberDigitsMax + Math.ceil(cardNumberDigitsMax / 4) - 1;

export function CardNumberField({ id, digits, error, onDigits, onBlur }: CardNumberFieldProps) {
  const { t } = useLingui();
  const pendingCaret = useRef<number | null>(null);
  const grouped = groupCardDigits(digits);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const input = document.getElementById(id);
    if (caret === null || !(input instanceof HTMLInputElement) || document.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  }, [grouped, id]);

  return (
    <Field
      id={id}
      name="cardNumber"
      label={t`Card number`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={groupedLengthMax}
      value={grouped}
      error={error}
      errorValues={{ field: t`Card number` }}
      hint={<CardNumberNote digits={digits} />}
      onChange={(event) => {
        const typed = event.target.value;
        const next = cardDigits(typed);
        pendingCaret.current = caretAfterGrouping(
          typed,
          event.target.selectionStart ?? typed.length,
          groupCardDigits(next),
        );
        onDigits(next);
      }}
      onBlur={onBlur}
      data-testid="bank-card-number"
    />
  );
}

function CardNumberNote({ digits }: { digits: string }): ReactNode {
  const count = digits.length;
  switch (cardNumberStatus(digits)) {
    case 'empty':
      return (
        <Trans>
          {cardNumberDigitsMin} to {cardNumberDigitsMax} digits, as printed on the card.
        </Trans>
      );
    case 'too-short':
      return (
        <span data-testid="card-number-note" data-status="too-short">
          <Trans>
            {count} digits so far; a card number has at least {cardNumberDigitsMin}.
          </Trans>
        </span>
      );
    case 'check-digit':
      return (
        // Not an error yet: a longer card may still be being typed. Leaving the field shows the rule's error.
        <span data-testid="card-number-note" data-status="check-digit">
          <Trans>{count} digits; the check digit does not match yet. Keep typing, or check the number.</Trans>
        </span>
      );
    case 'valid':
      return (
        <span className="card-number-note--ok" data-testid="card-number-note" data-status="valid">
          <Trans>{count} digits, check digit correct.</Trans>
        </span>
      );
  }
}
