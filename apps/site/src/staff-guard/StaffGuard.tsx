import { type Permission, usePermissions, useSession } from '@watni/api-client';
import { RequireModule } from '@watni/screens/console';
import { NoAccess, staffMessages } from '@watni/screens/staff-guard';
import { FullPageLoader } from '@watni/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

interface StaffGuardProps {
  /** The permission (from the shared table) that opens the page. */
  permission: Permission;
  /**
   * The module the page belongs to (a catalogue slug, as the operations' `x-module`): while it is
   * off for the organisation the page says so instead (RequireModule). None: no module check.
   */
  module?: string;
  children: ReactNode;
}

/**
 * Sign-in and role guard of the staff pages: a spinner while the session loads, the signed-out go
 * to /login?next=<path>, a signed-in user without the role sees 'No access', and a page of a
 * module that is off shows "the module is off".
 */
export function StaffGuard({ permission, module, children }: StaffGuardProps) {
  const session = useSession();
  const permissions = usePermissions();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader label={staffMessages.access.checking} />;
  if (session.status === 'anonymous' || !session.user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!permissions.can(permission)) return <NoAccess />;
  if (module) return <RequireModule module={module}>{children}</RequireModule>;
  return <>{children}</>;
}
