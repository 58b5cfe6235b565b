import type {
  Dashboard,
  DashboardSummary,
  Permissions,
  Role,
  ScreenPath,
  User,
} from '@watni/api-client';
import {
  Alert,
  Badge,
  type BadgeTone,
  Icon,
  type IconName,
  Skeleton,
  StatTile,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { useDashboardsMessages } from '../../messages/DashboardsMessages';
import type { learnerMessages } from '../../messages/learner';
import * as page from '../_shared/page.css';
import * as styles from './Dashboard.css';
import { type DashboardKind, RoleSections } from './RoleSections';

export type DashboardRole = Role;

const roleTone: Record<DashboardRole, BadgeTone> = {
  superuser: 'danger',
  teacher: 'info',
  admin: 'warning',
  tenantAdmin: 'warning',
  parent: 'success',
  student: 'success',
};

type TileKey = keyof typeof learnerMessages.dashboard.tiles;

interface AdminTile {
  key: TileKey;
  href: ScreenPath;
  icon: IconName;
  /** The module that must be enabled for the tenant; none for platform screens. */
  module?: string;
}

export const adminTiles: readonly AdminTile[] = [
  { key: 'courses', href: '/admin/courses', icon: 'book', module: 'course-management' },
  {
    key: 'enrollments',
    href: '/admin/enrollments',
    icon: 'graduationCap',
    module: 'course-management',
  },
  { key: 'users', href: '/admin/users', icon: 'users', module: 'user-management' },
  { key: 'modules', href: '/admin/modules', icon: 'layers' },
  { key: 'subscriptions', href: '/admin/subscriptions', icon: 'creditCard' },
  { key: 'settings', href: '/admin/settings', icon: 'sliders' },
  { key: 'pendingUsers', href: '/admin/pending-users', icon: 'user' },
];

export interface DashboardViewProps {
  user: Pick<User, 'first_name'>;
  /** The signed-in user's permissions (`usePermissions()`; `permissionsOf(user)` in stories). */
  permissions: Permissions;
  /** Figures from `/dashboard/summary`; undefined while loading. */
  summary: DashboardSummary | undefined;
  summaryError?: string | null;
  /** Slugs of modules the tenant has switched off (their tiles are hidden). */
  disabledModules?: readonly string[];
  /** Module cards of the school half (attendance today, a student's month). */
  schoolCards?: ReactNode;
  /** The role's dashboard (`GET /dashboard/`); undefined while loading. */
  dashboard?: Dashboard | undefined;
  dashboardError?: string | null;
  onRetry?: () => void;
}

/** The dashboard a role gets (the service answers the same `kind`). */
export function dashboardKindOf(permissions: Permissions): DashboardKind {
  if (permissions.can('platform.administer')) return 'platform';
  if (permissions.can('tenant.administer')) return 'tenant_admin';
  if (permissions.can('courses.teach')) return 'teaching';
  if (permissions.can('children.view')) return 'parent';
  return 'student';
}

function Tile({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: IconName;
  title: string;
  text: string;
}) {
  return (
    <Link to={href} className={styles.tile}>
      <span className={styles.tileIcon} aria-hidden>
        <Icon name={icon} size={20} />
      </span>
      <span>
        <span className={styles.tileTitle}>{title}</span>
        <span className={styles.tileText}>{text}</span>
      </span>
    </Link>
  );
}

/** `/dashboard` as a pure view. */
export function DashboardView({
  user,
  permissions,
  summary,
  summaryError,
  disabledModules = [],
  schoolCards,
  dashboard,
  dashboardError,
  onRetry,
}: DashboardViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.dashboard;
  const d = useDashboardsMessages();
  const { format } = useI18n();
  // "Welcome back" only for someone who has signed in before; unknown while loading.
  const firstSignIn = dashboard?.first_sign_in ?? false;
  const greeting = firstSignIn
    ? format(d.greeting.first, { name: user.first_name })
    : t.greeting(user.first_name);
  const role = permissions.badgeRole ?? 'student';
  // Spec section 6: the Admin Controls area is for admins; each tile for whom may open its screen.
  const tiles = permissions.can('tenant.administer')
    ? adminTiles.filter(
        (tile) =>
          permissions.mayOpen(tile.href) &&
          (!tile.module || !disabledModules.includes(tile.module)),
      )
    : [];
  const figure = (value: string | undefined) =>
    value ?? (summaryError ? '–' : <Skeleton width="3rem" height="1.75rem" />);
  // Teaching staff without Admin Controls get course management as a quick action.
  const teacher = permissions.can('courses.teach') && !permissions.can('tenant.administer');
  const learner = !permissions.can('courses.teach');

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.greeting} data-testid="greeting">
            {dashboard || dashboardError ? (
              greeting
            ) : (
              <>
                <Skeleton width="min(100%, 18rem)" height="2.25rem" />
                <VisuallyHidden>{user.first_name}</VisuallyHidden>
              </>
            )}
          </h1>
          <p className={page.muted}>{firstSignIn ? d.greeting.firstIntro : t.intro}</p>
        </div>
        <Badge tone={roleTone[role]} size="md" data-testid="role-badge">
          {t.roles[role]}
        </Badge>
      </header>

      {tiles.length ? (
        <section className={styles.adminBlock} aria-labelledby="admin-controls">
          <div>
            <h2 id="admin-controls" className={styles.sectionTitle}>
              {t.adminControls}
            </h2>
            <p className={page.muted}>{t.adminIntro}</p>
          </div>
          <div className={styles.grid}>
            {tiles.map((tile) => (
              <Tile
                key={tile.key}
                href={tile.href}
                icon={tile.icon}
                title={t.tiles[tile.key].title}
                text={t.tiles[tile.key].text}
              />
            ))}
          </div>
        </section>
      ) : null}

      {schoolCards}

      <section className={styles.section} aria-label={d.common.figures}>
        {summaryError && !dashboardError ? <Alert tone="error">{summaryError}</Alert> : null}
        <div className={styles.cards} aria-busy={!summary && !summaryError ? true : undefined}>
          <StatTile
            label={t.cards.myCourses}
            value={figure(summary ? String(summary.courses_enrolled) : undefined)}
            hint={t.cards.myCoursesHint}
            icon={<Icon name="book" size={22} />}
          />
          <StatTile
            label={t.cards.certifications}
            value={figure(summary ? String(summary.certifications) : undefined)}
            hint={t.cards.certificationsHint}
            icon={<Icon name="award" size={22} />}
            tone="accent"
          />
          <StatTile
            label={t.cards.progress}
            value={figure(summary ? `${Math.round(summary.average_progress)}%` : undefined)}
            hint={t.cards.progressHint}
            icon={<Icon name="barChart" size={22} />}
            tone="success"
          />
        </div>
      </section>

      <RoleSections
        kind={dashboardKindOf(permissions)}
        dashboard={dashboard}
        error={dashboardError}
        onRetry={onRetry}
      />

      {/* Quick actions for whom they serve: a learner browses, gets certified and shops; a
          teacher manages courses; the office and the platform have their own controls above. */}
      {learner || teacher ? (
        <section className={styles.section} aria-labelledby="quick-actions">
          <h2 id="quick-actions" className={styles.sectionTitle}>
            {t.quickActions}
          </h2>
          <div className={styles.grid}>
            {teacher ? (
              <Tile
                href="/dashboard/courses"
                icon="edit"
                title={t.manageCourses}
                text={t.manageCoursesText}
              />
            ) : (
              <>
                <Tile
                  href="/courses"
                  icon="book"
                  title={t.browseCourses}
                  text={t.browseCoursesText}
                />
                <Tile
                  href="/certifications"
                  icon="award"
                  title={t.getCertified}
                  text={t.getCertifiedText}
                />
                <Tile
                  href="/products"
                  icon="shoppingBag"
                  title={t.shopProducts}
                  text={t.shopProductsText}
                />
              </>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
