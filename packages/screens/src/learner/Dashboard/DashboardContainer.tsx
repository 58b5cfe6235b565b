import {
  errorMessage,
  useDashboardSummary,
  usePermissions,
  useSession,
  useTenantModuleAccess,
} from '@watni/api-client';
import { FullPageLoader } from '@watni/ui';
import { learnerMessages } from '../../messages/learner';
import { ParentHomeContainer } from '../../school/ParentHome/ParentHomeContainer';
import { DashboardView } from './Dashboard';

/** `/dashboard` (inside the auth guard): the signed-in user, the summary figures, module access. */
export function DashboardPage() {
  const session = useSession();
  const summary = useDashboardSummary();
  const permissions = usePermissions();
  const user = session.user;
  // Only admins see module-gated tiles; the access list is asked for only for them.
  const admin = permissions.can('tenant.administer');
  const access = useTenantModuleAccess({ enabled: admin });
  if (!user) return <FullPageLoader label={learnerMessages.common.loading} />;
  // A parent's home is their children (issue 16).
  if (permissions.can('children.view')) return <ParentHomeContainer />;
  const disabledModules = (access.data?.items ?? [])
    .filter((module) => !module.is_enabled)
    .map((module) => module.module_slug);
  return (
    <DashboardView
      user={user}
      permissions={permissions}
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
