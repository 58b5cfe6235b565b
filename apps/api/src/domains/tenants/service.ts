import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { Schemas } from '../../http/types.js';
import * as repo from './repository.js';

/** Public: the organisations a visitor may register into (platform read of active tenants). */
export async function listTenants(deps: AppDeps): Promise<Schemas['TenantSummaryList']> {
  const items = await withScope(deps.db, PLATFORM, (tx) => repo.listActiveTenants(tx));
  return { items, total: items.length };
}
