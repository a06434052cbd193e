/**
 * A row of exclusive choices drawn as buttons (direction, market or limit, multiple) but built from native radio
 * inputs, so a keyboard moves with the arrow keys and a screen reader says "radio button, 2 of 5" without any
 * script. The group's name is its legend; each option's name is its visible text (or `ariaLabel`).
 */
import type { ReactNode } from 'react';

export interface Choice<Value extends string | number> {
  value: Value;
  label: ReactNode;
  /** A fuller name for screen readers when the visible label is terse ("10×" → "10 times"). */
  ariaLabel?: string;
  /** An extra class for this option (the direction's up and down colours). */
  tone?: string;
  testId?: string;
}

interface ChoiceGroupProps<Value extends string | number> {
  id?: string;
  name: string;
  legend: string;
  /** Hide the legend visually when the options speak for themselves. */
  legendHidden?: boolean;
  value: Value | undefined;
  choices: ReadonlyArray<Choice<Value>>;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
  describedBy?: string | undefined;
}

export function ChoiceGroup<Value extends string | number>(props: ChoiceGroupProps<Value>) {
  const { name, legend, legendHidden = false, value, choices, onChange, disabled = false } = props;
  return (
    <fieldset
      id={props.id}
      className={`ct-choices${props.className ? ` ${props.className}` : ''}`}
      disabled={disabled}
      aria-describedby={props.describedBy}
    >
      <legend className={legendHidden ? 'visually-hidden' : 'ct-choices__legend'}>{legend}</legend>
      <div className="ct-choices__row">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`ct-choice${checked ? ' ct-choice--checked' : ''}${choice.tone ? ` ${choice.tone}` : ''}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={String(choice.value)}
                checked={checked}
                aria-label={choice.ariaLabel}
                onChange={() => onChange(choice.value)}
                data-testid={choice.testId}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
