/** The service status from the bridge, and a way to check again. Only the latest check's answer is kept. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoreStatus } from '../shared/core-status';

export type StatusState =
  | { readonly phase: 'checking' }
  | { readonly phase: 'done'; readonly status: CoreStatus }
  | { readonly phase: 'failed'; readonly message: string };

export function useServiceStatus(): { readonly state: StatusState; readonly refresh: () => void } {
  const [state, setState] = useState<StatusState>({ phase: 'checking' });
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const check = ++latest.current;
    const settle = (next: StatusState): void => {
      if (check === latest.current) setState(next);
    };
    setState({ phase: 'checking' });
    window.claimdesk.status().then(
      (status) => settle({ phase: 'done', status }),
      (error: unknown) =>
        settle({ phase: 'failed', message: error instanceof Error ? error.message : 'The check could not run.' }),
    );
  }, []);

  useEffect(refresh, [refresh]);
  return { state, refresh };
}
