/** Runs the in-browser SHA-256 check of a revealed secret against its commitment (commitment-check.ts). */
import { useEffect, useState } from 'react';
import { checkCommitment, type CommitmentCheck } from './commitment-check';

export type CommitmentState = CommitmentCheck | 'checking' | 'unrevealed';

export function useCommitmentCheck(secret: string | null, commitment: string): CommitmentState {
  const [state, setState] = useState<CommitmentState>(secret === null ? 'unrevealed' : 'checking');
  useEffect(() => {
    if (secret === null) {
      setState('unrevealed');
      return;
    }
    let current = true;
    setState('checking');
    checkCommitment(secret, commitment).then(
      (result) => current && setState(result),
      // A digest that throws (a browser refusing the call) is a check that could not run, not a failed one.
      () => current && setState('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [secret, commitment]);
  return state;
}
