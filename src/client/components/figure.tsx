/** One labelled figure of a definition list (a confirm sheet, a position card, a record, a timed order). */
import type { ReactNode } from 'react';
import './figure.css';

interface FigureProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string | undefined;
  /** The figure the list adds up to (the total of a confirm sheet). */
  strong?: boolean;
  className?: string;
}

export function Figure({ label, children, testId, strong = false, className }: FigureProps) {
  const classes = ['figure', strong ? 'figure--strong' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
