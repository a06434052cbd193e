/**
 * Reads the fairness answer for one price. It is not cached on the device: the point of the screen is a fresh
 * answer from the server, and before the day ends a saved one would hide the secret once it is out. Offline
 * nothing is asked (the screen says the check needs the network) and the read starts when the connection returns.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FairnessPrice } from '../../../common/fairness-types';
import { ApiFailure } from '../../lib/http/api-failure';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { fetchFairnessPrice } from './fairness-api';

export type FairnessRead =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'failed'; message: string | undefined }
  | { state: 'loaded'; data: FairnessPrice };

export function useFairnessPrice(symbol: string, timeMs: number): { read: FairnessRead; retry: () => void } {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<FairnessRead>({ state: 'loading' });

  useEffect(() => {
    if (!online) {
      setRead((current) => (current.state === 'loaded' ? current : { state: 'offline' }));
      return;
    }
    let current = true;
    setRead({ state: 'loading' });
    fetchFairnessPrice(symbol, timeMs).then(
      (data) => current && setRead({ state: 'loaded', data }),
      (error: unknown) =>
        current &&
        setRead({ state: 'failed', message: error instanceof ApiFailure ? error.message : undefined }),
    );
    return () => {
      current = false;
    };
  }, [symbol, timeMs, online, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { read, retry };
}
