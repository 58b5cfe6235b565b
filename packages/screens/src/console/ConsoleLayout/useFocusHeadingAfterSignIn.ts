import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The navigation state sign-in leaves, so the first page knows to take focus. */
export const SIGNED_IN_STATE = { signedIn: true } as const;

const WAIT_MS = 10_000;

/**
 * After sign-in focus goes to the page's main heading (not left on <body> when the form went
 * away), so a screen reader starts with the page's name. The heading may render only once the
 * page's data arrives, and a first heading may be replaced when it does (a loading page's heading
 * by the page's own): watched for 10 seconds, or until the user acts, focus following the heading
 * whenever the focused one went away.
 */
export function useFocusHeadingAfterSignIn(mainId = 'main'): void {
  const { state, key } = useLocation();
  const signedIn = (state as { signedIn?: boolean } | null)?.signedIn === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` marks the navigation from sign-in
  useEffect(() => {
    if (!signedIn) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      // The user (or the page) moved focus somewhere real: leave it there.
      const active = document.activeElement;
      if (focused?.isConnected && active === focused) return;
      if (active && active !== document.body && active !== focused && active !== main) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    focusHeading();
    const observer = new MutationObserver(focusHeading);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      stop();
      // No heading in time: the content itself, as on any other new page.
      if (!focused?.isConnected) main.focus({ preventScroll: true });
    }, WAIT_MS);
    const userActs = () => stop();
    window.addEventListener('keydown', userActs, { capture: true, once: true });
    window.addEventListener('pointerdown', userActs, { capture: true, once: true });
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', userActs, { capture: true });
      window.removeEventListener('pointerdown', userActs, { capture: true });
    }
    return stop;
  }, [signedIn, key, mainId]);
}
