import { useEffect, useRef } from 'react';
import { useApiClient } from '../provider';

/**
 * Runs `onExpired` when the client's middleware ends the session (refresh refused, tokens
 * cleared). Mounted once, in the site's layout: screens never handle an expired session.
 */
export function useSessionExpired(onExpired: () => void): void {
  const client = useApiClient();
  const latest = useRef(onExpired);
  latest.current = onExpired;
  useEffect(() => client.onSessionExpired(() => latest.current()), [client]);
}
