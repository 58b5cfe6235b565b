import { usePermissions, useSession, useTenantModuleAccess } from '@watni/api-client';
import { isCoreModule } from '@watni/policy';
import type { ReactNode } from 'react';
import { ModuleOff } from './ModuleOff/ModuleOff';

export interface RequireModuleProps {
  /** The module the route belongs to (a slug of the catalogue, as in `x-module`). */
  module: string;
  children: ReactNode;
}

/**
 * A route of a module: renders the page while the module is on for the organisation, and the
 * "module is off" page when it is not. The tenant's modules are read once per session (the same
 * cached list the menu reads); while it loads, the page renders (the service refuses with 403
 * anyway), so an on module costs no extra wait. Core modules are never checked. Superusers work
 * in the platform tenant and are never gated (as on the service).
 */
export function RequireModule({ module, children }: RequireModuleProps) {
  const session = useSession();
  const permissions = usePermissions();
  // Superusers act in the platform tenant (never gated); the permission says who they are.
  const superuser = permissions.can('platform.administer');
  const gated = !isCoreModule(module) && session.status === 'authenticated' && !superuser;
  const access = useTenantModuleAccess({ enabled: gated });
  if (!gated) return <>{children}</>;
  const item = access.data?.items.find((entry) => entry.module_slug === module);
  if (!item || item.is_enabled) return <>{children}</>;
  return <ModuleOff moduleName={item.module_name} canManage={permissions.can('modules.manage')} />;
}
