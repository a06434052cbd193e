/** The in-browser check of the revealed secret against the day's commitment, in each of its states. */
import { Trans } from '@lingui/react/macro';
import { CheckLine } from './check-line';
import { useCommitmentCheck } from './use-commitment-check';

export function HashCheckLine({ secret, commitment }: { secret: string | null; commitment: string }) {
  const state = useCommitmentCheck(secret, commitment);
  const testId = 'verify-hash-state';
  switch (state) {
    case 'match':
      return (
        <CheckLine state="ok" testId={testId}>
          <Trans>
            SHA-256 of the secret equals the commitment: this is the secret committed to before the day began.
          </Trans>
        </CheckLine>
      );
    case 'mismatch':
      return (
        <CheckLine state="bad" testId={testId}>
          <Trans>SHA-256 of the secret does not equal the commitment.</Trans>
        </CheckLine>
      );
    case 'malformed':
      return (
        <CheckLine state="bad" testId={testId}>
          <Trans>The secret or the commitment is not 64 hexadecimal digits, so they cannot be checked.</Trans>
        </CheckLine>
      );
    case 'unavailable':
      return (
        <CheckLine state="pending" testId={testId}>
          <Trans>
            This browser cannot compute SHA-256 here, so the check of the secret could not run. Use the
            command below instead.
          </Trans>
        </CheckLine>
      );
    case 'checking':
      return (
        <CheckLine state="pending" testId={testId}>
          <Trans>Checking the secret against the commitment…</Trans>
        </CheckLine>
      );
    case 'unrevealed':
      return (
        <CheckLine state="pending" testId={testId}>
          <Trans>The secret can be checked against the commitment once it is revealed.</Trans>
        </CheckLine>
      );
  }
}
