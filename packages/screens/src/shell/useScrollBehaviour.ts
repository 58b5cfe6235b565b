import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Delay before scrolling to a `#anchor` after navigation (spec section 9: 100 ms). */
export const ANCHOR_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The site's scroll behaviour (spec section 2): after a navigation, go to the top of the page,
 * or, when the URL has a hash, scroll smoothly to that element after 100 ms (the page has
 * rendered by then). Back/forward navigations without a hash keep the browser's own scroll
 * restoration. On a new page, focus moves to `#main` (without scrolling) so that keyboard and
 * screen-reader users start at the content, not at the end of the menu they used; after
 * back/forward it does when focus was lost with the old page.
 */
export function useScrollBehaviour(mainId = 'main'): void {
  const { pathname, hash, key, state } = useLocation();
  // Arriving from sign-in, the console layout gives focus to the page's heading once it renders
  // (useFocusHeadingAfterSignIn): focusing #main here as well would take it back.
  const fromSignIn = (state as { signedIn?: boolean } | null)?.signedIn === true;
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` marks every navigation, also to the same URL
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash.length > 1) {
      const timer = window.setTimeout(() => {
        let id = hash.slice(1);
        try {
          id = decodeURIComponent(id);
        } catch {
          // A malformed escape: look the raw id up.
        }
        document.getElementById(id)?.scrollIntoView({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'start',
        });
      }, ANCHOR_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (isFirst) return;
    if (navigationType === 'POP') {
      // Back/forward keeps the browser's scroll position. Focus was on the page that went (e.g.
      // the quiz's submit button, whose success goes back): give it to the content, not <body>.
      if (!document.activeElement || document.activeElement === document.body) {
        document.getElementById(mainId)?.focus({ preventScroll: true });
      }
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!fromSignIn) document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, hash, key, navigationType, mainId, fromSignIn]);
}
