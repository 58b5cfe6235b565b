import { useSession } from '@watni/api-client';
import { NoAccess, staffMessages } from '@watni/screens/staff';
import { FullPageLoader } from '@watni/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mayOpen, type StaffAccess } from './access';

export interface StaffGuardProps {
  access: StaffAccess;
  children: ReactNode;
}

/**
 * Sign-in and role guard of the staff pages: a spinner while the session loads, the signed-out go
 * to /login?next=<path>, a signed-in user without the role sees 'No access'.
 */
export function StaffGuard({ access, children }: StaffGuardProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader label={staffMessages.access.checking} />;
  if (session.status === 'anonymous' || !session.user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!mayOpen(session.user, access)) return <NoAccess />;
  return <>{children}</>;
}
