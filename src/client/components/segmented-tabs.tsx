/** A row of tabs for choosing one of a few values (quote coin, chart period, book or trades). */
import type { ReactNode } from 'react';

interface SegmentedTabsProps<Value extends string> {
  value: Value;
  options: ReadonlyArray<{ value: Value; label: ReactNode }>;
  onChange: (value: Value) => void;
  label: string;
  variant?: 'underline' | 'pill';
}

export function SegmentedTabs<Value extends string>(props: SegmentedTabsProps<Value>) {
  const { value, options, onChange, label, variant = 'underline' } = props;
  return (
    <div className={`tabs tabs--${variant}`} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`tabs__tab${option.value === value ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
