/** One labelled figure of a definition list (the confirm sheet, a position card, a record). */
import type { ReactNode } from 'react';

interface FigureProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string | undefined;
  /** The figure the list adds up to (the total of the confirm sheet). */
  strong?: boolean;
  className?: string;
}

export function Figure({ label, children, testId, strong = false, className }: FigureProps) {
  const classes = ['ct-figure', strong ? 'ct-figure--strong' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
