import {
  errorMessage,
  useDashboard,
  usePermissions,
  useSession,
  useTenantModuleAccess,
} from '@watni/api-client';
import { FullPageLoader } from '@watni/ui';
import { useLearnerMessages } from '../../messages/areas';
import { StudentAttendanceCardContainer } from '../../school/AttendanceWidgets/StudentAttendanceCardContainer';
import { DiaryTodayCardContainer } from '../../school/DiaryWidgets/DiaryTodayCardContainer';
import { ParentHomeContainer } from '../../school/ParentHome/ParentHomeContainer';
import { TimetableTodayCardContainer } from '../../school/TimetableWidgets/TimetableTodayCardContainer';
import { DashboardView } from './Dashboard';

/**
 * `/dashboard` (inside the auth guard): the signed-in user, their role's dashboard (one request:
 * the three cards' figures and the role's sections), module access for the admin tiles. A
 * parent's home is their children.
 */
export function DashboardPage() {
  const learnerMessages = useLearnerMessages();
  const session = useSession();
  const permissions = usePermissions();
  const user = session.user;
  const parent = permissions.can('children.view');
  const dashboard = useDashboard({ enabled: !!user && !parent });
  // Only admins see module-gated tiles; the access list is asked for only for them.
  const admin = permissions.can('tenant.administer');
  // The superuser belongs to no school: no tenant's module list is asked for.
  const platform = permissions.can('platform.administer');
  const access = useTenantModuleAccess({ enabled: admin && !platform });
  if (!user) return <FullPageLoader label={learnerMessages.common.loading} />;
  if (parent) return <ParentHomeContainer />;
  const disabledModules = (access.data?.items ?? [])
    .filter((module) => !module.is_enabled)
    .map((module) => module.module_slug);
  const failed = dashboard.isError
    ? errorMessage(dashboard.error, learnerMessages.dashboard.summaryFailed)
    : null;
  return (
    <DashboardView
      user={user}
      permissions={permissions}
      summary={dashboard.data?.summary}
      summaryError={failed}
      dashboard={dashboard.data}
      dashboardError={failed}
      onRetry={() => void dashboard.refetch()}
      disabledModules={disabledModules}
      schoolCards={
        <>
          {/* The office's attendance is in its "Today at school" figures; the superuser's
              dashboard reads no school endpoint (it belongs to no school). */}
          {disabledModules.includes('attendance') ? null : permissions.role === 'student' ? (
            <StudentAttendanceCardContainer studentId="me" hideOnError />
          ) : null}
          {/* Today's periods for students and teachers (hidden while the module is off) */}
          {permissions.role === 'student' ? (
            <TimetableTodayCardContainer weekHref="/school/week" />
          ) : null}
          {/* today's homework and notes (hidden while the gradebook module is off) */}
          {permissions.role === 'student' ? <DiaryTodayCardContainer /> : null}
        </>
      }
    />
  );
}
