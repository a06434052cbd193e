/**
 * A row of tabs for choosing one of a few values (quote coin, chart period, book or trades). A row of short labels
 * scrolls sideways when it must; `wrap` lays the tabs out on as many lines as they need instead, for labels that
 * grow with the language and the text size (the record filters), so none is ever cut off.
 */
import type { ReactNode } from 'react';

interface SegmentedTabsProps<Value extends string> {
  value: Value;
  options: ReadonlyArray<{ value: Value; label: ReactNode }>;
  onChange: (value: Value) => void;
  label: string;
  variant?: 'underline' | 'pill';
  wrap?: boolean;
}

export function SegmentedTabs<Value extends string>(props: SegmentedTabsProps<Value>) {
  const { value, options, onChange, label, variant = 'underline', wrap = false } = props;
  return (
    <div className={`tabs tabs--${variant}${wrap ? ' tabs--wrap' : ''}`} role="tablist" aria-label={label}>
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
