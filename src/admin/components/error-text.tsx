/** A failure in the operator's words: the server's own translated message when it sent one. */
import { Trans } from '@lingui/react/macro';
import { AdminApiError } from '../api';

export function ErrorText({ error }: { error: unknown }) {
  if (error === undefined) return null;
  return (
    <p className="error-text" role="alert">
      {error instanceof AdminApiError ? (
        error.message
      ) : (
        <Trans>The server could not be reached. Try again.</Trans>
      )}
    </p>
  );
}
