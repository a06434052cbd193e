/** A one-line failure with a retry, for parts of the k-line screen too small for a full error card. */
import { Trans } from '@lingui/react/macro';

export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className="kline-inline-error" role="alert">
      <span>{message}</span>
      <button type="button" className="kline-inline-error__retry" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
