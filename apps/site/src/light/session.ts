import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../../packages/api-client/src/tokens';
import { API_CACHE_NAME } from '../serviceWorker/apiReads';
import { template } from './templates';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The navigation bar's actions (language switcher, then Login and Get Started). */
function actionsBox(): HTMLElement | null {
  return (
    document.querySelector('[data-slot="navbar-menu"] [data-slot="language-switcher"]')
      ?.parentElement ?? null
  );
}

/**
 * With a stored session the bar shows Dashboard and Logout, as the app's does (the app checks
 * the session when one opens). Logout forgets the tokens and the saved API answers, revokes
 * the refresh token (best effort, like useLogout) and goes to the home page.
 */
export function wireSession(): void {
  if (!stored(ACCESS_TOKEN_KEY) && !stored(REFRESH_TOKEN_KEY)) return;
  const box = actionsBox();
  const signedIn = template('signed-in');
  if (!box || !signedIn) return;
  box.replaceChildren(signedIn);
  box.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-action="logout"]');
    if (!button || button.getAttribute('aria-busy') === 'true') return;
    const busy = template('logging-out')?.querySelector('[data-action="logout"]');
    if (busy) {
      button.replaceWith(busy);
      (busy as HTMLElement).focus();
    }
    const refreshToken = stored(REFRESH_TOKEN_KEY);
    try {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      localStorage.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // Nothing stored to forget.
    }
    await Promise.all([
      'caches' in window ? caches.delete(API_CACHE_NAME).catch(() => false) : null,
      refreshToken
        ? fetch('/api/auth/logout', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refresh_token: refreshToken }),
          }).catch(() => null)
        : null,
    ]);
    location.assign(document.documentElement.lang === 'ur' ? '/ur' : '/');
  });
}
