import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (the server's snapshot), true from the next render
 * on, and true at once for a page rendered in the browser. The prerendered sign-in and
 * registration forms stay disabled until then: text typed into the static HTML is not in React's
 * state, and a click on a control whose handler is not attached yet is lost, so a visitor who
 * acts before the scripts run would submit an empty form or tick a box that unticks itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
