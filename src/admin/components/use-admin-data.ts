/** Reads one operator route for a page, with a way to read it again after a change. */
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../api';

export interface AdminData<T> {
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

export function useAdminData<T>(path: string): AdminData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown }>({
    data: undefined,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    adminApi.get<T>(path).then(
      (data) => current && setState({ data, error: undefined }),
      (error: unknown) => current && setState((previous) => ({ data: previous.data, error })),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
