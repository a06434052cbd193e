/**
 * A note that says what waits for the connection, with the offline icon. Its look is `.offline-note` in
 * form/form.css (imported here, so a screen without a form field still gets it); `className` adds a screen's
 * own margin.
 */
import type { ReactNode } from 'react';
import { OfflineIcon } from './icons';
import './form/form.css';

interface OfflineNoteProps {
  id?: string;
  testId?: string;
  className?: string;
  /** False for a note that gives another reason than being offline. */
  icon?: boolean;
  children: ReactNode;
}

export function OfflineNote({ id, testId, className, icon = true, children }: OfflineNoteProps) {
  return (
    <p
      className={className ? `offline-note ${className}` : 'offline-note'}
      role="status"
      id={id}
      data-testid={testId}
    >
      {icon ? <OfflineIcon width={16} height={16} /> : null}
      <span>{children}</span>
    </p>
  );
}
