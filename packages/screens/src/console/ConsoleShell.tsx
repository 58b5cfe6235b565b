import { usePermissions, useSession, useTenantModuleAccess } from '@watni/api-client';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { learnerMessages } from '../messages/learner';
import { ConsoleLayout } from './ConsoleLayout/ConsoleLayout';
import { breadcrumbsFor, buildNavigation, pageTitle } from './navigation';
import { UserMenu } from './UserMenu/UserMenu';

export interface ConsoleShellProps {
  /**
   * Sign out was chosen. The site leaves the signed-in page first and ends the session once the
   * public page is shown (otherwise the page's guard would send the user to sign in again).
   */
  onSignOut: () => void;
  signingOut?: boolean;
  /** The language switcher (issue 14), shown in the user menu when given. */
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
  const session = useSession();
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const disabledModules = useDisabledModules(session.status === 'authenticated');
  const navigation = useMemo(
    () => buildNavigation(pathname, permissions, disabledModules),
    [pathname, permissions, disabledModules],
  );
  const crumbs = useMemo(() => breadcrumbsFor(pathname, navigation), [pathname, navigation]);
  const title = pageTitle(crumbs);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const user = session.user;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <ConsoleLayout
      navigation={navigation}
      breadcrumbs={crumbs}
      userMenu={
        user ? (
          <UserMenu
            name={name || user.email}
            email={user.email}
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
