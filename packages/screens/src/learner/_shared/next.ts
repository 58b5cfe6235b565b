/**
 * The page to return to after sign-in: `?next=` when it is a path of this site (never another
 * origin, never the sign-in page itself), else the dashboard.
 */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  // The sign-in and registration pages themselves, in either language ('/ur/login').
  const page = next.replace(/^\/ur(?=\/)/, '');
  if (page === '/login' || page.startsWith('/login?') || page.startsWith('/register')) {
    return fallback;
  }
  return next;
}

/** `/login?next=<path>` for a path the visitor wanted. */
export function loginHref(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
