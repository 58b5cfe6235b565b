import { useSession } from '@watni/api-client';
import { FullPageLoader } from '@watni/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Text of the spinner shown while the stored session is checked. */
export const CHECKING_SESSION = 'Checking your session…';

/**
 * Layout route of the protected pages (spec section 2): a spinner while the session loads, a
 * redirect to `/login?next=<path>` for the signed-out (sign-in comes back there), else the page.
 * Only authentication is checked, not role.
 */
function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader label={CHECKING_SESSION} />;
  if (session.status === 'anonymous') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** For react-router's `lazy`: the guard as the route's Component. */
export const Component = RequireAuth;
