// The school's income tax slabs: read (the 2025-26 defaults while the school has saved none)
// and replaced as a whole, checked to cover every income once. Audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { inPayroll, requirePayrollOffice, schoolTenantId } from './access.js';
import type { TaxSlab } from './arithmetic.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { DEFAULT_TAX_SLABS, TAX_YEAR_OF_DEFAULTS } from './tax-defaults.js';

/** The slabs a run uses: the school's own, else the defaults. */
export async function slabsInForce(
  tx: Tx,
  tenantId: number,
): Promise<{ slabs: readonly TaxSlab[]; isDefault: boolean }> {
  const saved = await repo.savedSlabs(tx, tenantId);
  return saved.length
    ? { slabs: saved, isDefault: false }
    : { slabs: DEFAULT_TAX_SLABS, isDefault: true };
}

function slabsOut(slabs: readonly TaxSlab[], isDefault: boolean): Schemas['IncomeTaxSlabs'] {
  return {
    items: slabs.map((slab) => ({ ...slab })),
    is_default: isDefault,
    tax_year_of_default: TAX_YEAR_OF_DEFAULTS,
  };
}

export async function getIncomeTaxSlabs(deps: AppDeps, auth: AuthContext) {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const { slabs, isDefault } = await slabsInForce(tx, tenantId);
    return slabsOut(slabs, isDefault);
  });
}

/** The slabs must start at 0, follow on without gaps and end open-ended. */
function checkSlabs(slabs: readonly TaxSlab[]): void {
  const sorted = [...slabs].sort((a, b) => a.from_amount - b.from_amount);
  if (sorted[0]!.from_amount !== 0) throw invalidField('items', M.slabsFirstFromZero);
  sorted.forEach((slab, index) => {
    const last = index === sorted.length - 1;
    if ((slab.to_amount === null) !== last) throw invalidField('items', M.slabsOpenEnd);
    if (slab.to_amount !== null && slab.to_amount <= slab.from_amount)
      throw invalidField('items', M.slabsEmptyRange);
    if (!last && sorted[index + 1]!.from_amount !== slab.to_amount)
      throw invalidField('items', M.slabsContiguous);
  });
}

export async function saveIncomeTaxSlabs(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'saveIncomeTaxSlabs'>,
) {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  const slabs: TaxSlab[] = body.items.map((item) => ({
    from_amount: item.from_amount,
    to_amount: item.to_amount ?? null,
    fixed_amount: item.fixed_amount,
    rate_percent: item.rate_percent,
  }));
  checkSlabs(slabs);
  slabs.sort((a, b) => a.from_amount - b.from_amount);
  return inPayroll(deps, auth, async (tx) => {
    await repo.replaceSlabs(tx, tenantId, slabs);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'payroll.tax_slabs_saved',
      entityType: 'tenant',
      entityId: tenantId,
      changes: { slabs },
    });
    return slabsOut(slabs, false);
  });
}
