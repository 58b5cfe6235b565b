import {
  useGradingCount,
  usePermissions,
  useSession,
  useTenantModuleAccess,
} from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsoleMessages, useLearnerMessages } from '../messages/areas';
import { dashboardsCatalogue } from '../messages/DashboardsMessages';
import { dashboardsMessages } from '../messages/dashboards';
import { ConsoleLayout } from './ConsoleLayout/ConsoleLayout';
import { InboxBell } from './InboxBell/InboxBell';
import { breadcrumbsFor, buildNavigation, pageTitle } from './navigation';
import { UserMenu } from './UserMenu/UserMenu';

export interface ConsoleShellProps {
  /**
   * Sign out was chosen. The site leaves the signed-in page first and ends the session once the
   * public page is shown (otherwise the page's guard would send the user to sign in again).
   */
  onSignOut: () => void;
  signingOut?: boolean;
  /** The language switcher, shown in the user menu when given. */
  languageSlot?: ReactNode;
  children: ReactNode;
}

/** Slugs of the tenant's modules that are switched off (read once per session and cached). */
export function useDisabledModules(enabled: boolean): readonly string[] {
  const access = useTenantModuleAccess({ enabled });
  return useMemo(
    () =>
      (access.data?.items ?? [])
        .filter((module) => !module.is_enabled)
        .map((module) => module.module_slug),
    [access.data],
  );
}

/**
 * The console bound to the session: the menu from the user's permissions and the tenant's
 * enabled modules, breadcrumbs and the document title from the path, the user menu.
 */
export function ConsoleShell({
  onSignOut,
  signingOut = false,
  languageSlot,
  children,
}: ConsoleShellProps) {
  const learnerMessages = useLearnerMessages();
  const consoleMessages = useConsoleMessages();
  const session = useSession();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const disabledModules = useDisabledModules(session.status === 'authenticated');
  // "To grade (N)", one count query when the menu loads,
  // refreshed after grading (the grade mutation invalidates it).
  const grader = session.status === 'authenticated' && permissions.can('submissions.grade');
  const toGrade = useGradingCount({ enabled: grader }).data?.count;
  const { locale, format } = useI18n();
  // The label's catalogue is not waited for (the menu shows at once), so the shell renders again
  // when it arrives: the count may be known first (start-up asks for it early), and the label
  // must not stay in English.
  const [, catalogueArrived] = useState(0);
  const queueLabel = (dashboardsCatalogue.get(locale) ?? dashboardsMessages).queue.navLabel;
  useEffect(() => {
    let current = true;
    void dashboardsCatalogue
      .load(locale)
      .then(() => {
        if (current) catalogueArrived((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  const navigation = useMemo(() => {
    const groups = buildNavigation(pathname, permissions, disabledModules, consoleMessages);
    if (toGrade === undefined) return groups;
    return groups.map((group) => ({
      ...group,
      items: group.items.map((item) =>
        item.id === 'toGrade' ? { ...item, label: format(queueLabel, { count: toGrade }) } : item,
      ),
    }));
  }, [pathname, permissions, disabledModules, consoleMessages, toGrade, format, queueLabel]);
  const crumbs = useMemo(
    () => breadcrumbsFor(pathname, navigation, consoleMessages),
    [pathname, navigation, consoleMessages],
  );
  const title = pageTitle(crumbs, consoleMessages);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const user = session.user;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <ConsoleLayout
      navigation={navigation}
      breadcrumbs={crumbs}
      bell={user ? <InboxBell /> : null}
      userMenu={
        user ? (
          <UserMenu
            name={name || user.email || user.username}
            email={user.email ?? user.mobile ?? user.username}
            roleLabel={learnerMessages.dashboard.roles[permissions.badgeRole ?? 'student']}
            onSignOut={onSignOut}
            signingOut={signingOut}
            languageSlot={languageSlot}
          />
        ) : null
      }
    >
      {children}
    </ConsoleLayout>
  );
}
