/** The designed states every screen shares: loading, empty and failed (with a way to try again). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface LoadingRowsProps {
  count?: number;
  /** A screen whose content is not rows gives the placeholders its own shape (e.g. a grid of tiles). */
  className?: string;
  rowClassName?: string;
}

export function LoadingRows({
  count = 6,
  className = 'loading-rows',
  rowClassName = 'skeleton-row',
}: LoadingRowsProps) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={rowClassName} />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Something that does not exist (a mistyped or stale link): trying again cannot help, so the way on is back to the
 * list it belongs to, named by `backLabel`.
 */
export function NotFoundState({
  message,
  backTo,
  backLabel,
  testId,
}: {
  message: ReactNode;
  backTo: string;
  backLabel: ReactNode;
  testId?: string;
}) {
  return (
    <div className="error-state" role="alert" data-testid={testId}>
      <p>{message}</p>
      <a className="button button--ghost" href={`#${backTo}`}>
        {backLabel}
      </a>
    </div>
  );
}
