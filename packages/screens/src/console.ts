// @watni/screens/console: the signed-in app layout (sidebar, phone drawer, breadcrumbs, user
// menu), its navigation registry, and the profile page. Loaded by the site's root layout only on
// signed-in pages, so public pages never load it.

export { ConsoleLayout, type ConsoleLayoutProps } from './console/ConsoleLayout/ConsoleLayout';
export { ConsoleShell, type ConsoleShellProps, useDisabledModules } from './console/ConsoleShell';
// the bell and the inbox
export { InboxBell, InboxBellView, type InboxBellViewProps } from './console/InboxBell/InboxBell';
export { ModuleOff, type ModuleOffProps } from './console/ModuleOff/ModuleOff';
export {
  breadcrumbsFor,
  buildNavigation,
  type Crumb,
  currentEntry,
  entryVisible,
  isConsolePath,
  NAV_ENTRIES,
  NAV_GROUPS,
  type NavEntry,
  type NavGroup,
  type NavGroupId,
  type NavItem,
  pageTitle,
} from './console/navigation';
export { ProfileView, type ProfileViewProps } from './console/Profile/Profile';
export { ProfilePage } from './console/Profile/ProfileContainer';
export { RequireModule, type RequireModuleProps } from './console/RequireModule';
export { UserMenu, type UserMenuProps } from './console/UserMenu/UserMenu';
export { type ConsoleMessages, consoleMessages } from './messages/console';
export { modulesCatalogue, useModulesMessages } from './messages/ModulesMessages';
export { notificationsCatalogue, useNotificationsMessages } from './messages/NotificationsMessages';
export { InboxContainer, InboxView, type InboxViewProps } from './notifications/Inbox/Inbox';
