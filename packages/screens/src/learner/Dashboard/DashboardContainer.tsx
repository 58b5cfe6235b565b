import {
  errorMessage,
  useDashboardSummary,
  useSession,
  useTenantModuleAccess,
} from '@watni/api-client';
import { FullPageLoader } from '@watni/ui';
import { learnerMessages } from '../../messages/learner';
// Issue 16: a parent's /dashboard is the parent home (issue 13 rewrites the dashboards).
import { ParentHomeContainer } from '../../school/ParentHome/ParentHomeContainer';
import { DashboardView, isAdmin } from './Dashboard';

/** `/dashboard` (inside the auth guard): the signed-in user, the summary figures, module access. */
export function DashboardPage() {
  const session = useSession();
  const summary = useDashboardSummary();
  const user = session.user;
  // Only admins see module-gated tiles; the access list is asked for only for them.
  const admin = user ? isAdmin(user) : false;
  const access = useTenantModuleAccess({ enabled: admin });
  if (!user) return <FullPageLoader label={learnerMessages.common.loading} />;
  if (user.user_role === 'parent') return <ParentHomeContainer />;
  const disabledModules = (access.data?.items ?? [])
    .filter((module) => !module.is_enabled)
    .map((module) => module.module_slug);
  return (
    <DashboardView
      user={user}
      summary={summary.data}
      summaryError={
        summary.isError
          ? errorMessage(summary.error, learnerMessages.dashboard.summaryFailed)
          : null
      }
      disabledModules={disabledModules}
    />
  );
}
