// The school's fee settings: due date rule, late fee, bank account and sibling discount.
import { isValidIban, normalizeIban } from '@watni/policy';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { clean, requireOffice } from './office.js';
import * as repo from './repository.js';

export async function getFeeSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['FeeSettings']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => repo.settings(tx, tenantId));
}

export async function updateFeeSettings(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateFeeSettings'>,
): Promise<Schemas['FeeSettings']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const typed = clean(body.iban);
  const iban = typed ? normalizeIban(typed) : null;
  // The one IBAN rule (@watni/policy): a Pakistani IBAN's shape and its mod-97 check digits.
  if (iban && !(iban.startsWith('PK') && isValidIban(iban)))
    throw invalidField('iban', FEE_MESSAGES.ibanInvalid);
  if (body.late_fee_cap !== null && body.late_fee_mode !== 'per_day')
    throw invalidField('late_fee_cap', FEE_MESSAGES.capNeedsPerDay);
  if (body.late_fee_mode !== 'none' && body.late_fee_amount <= 0)
    throw invalidField('late_fee_amount', FEE_MESSAGES.lateAmountNeeded);
  const next: repo.SettingsRow = {
    due_day: body.due_day,
    due_rule: body.due_rule ?? 'day_of_month',
    due_after_days: body.due_after_days ?? 10,
    late_fee_mode: body.late_fee_mode,
    late_fee_amount: body.late_fee_mode === 'none' ? 0 : body.late_fee_amount,
    late_fee_cap: body.late_fee_cap,
    bank_name: clean(body.bank_name),
    bank_branch: clean(body.bank_branch),
    account_title: clean(body.account_title),
    account_number: clean(body.account_number),
    iban,
    sibling_second_percent: body.sibling_second_percent ?? 0,
    sibling_third_percent: body.sibling_third_percent ?? 0,
  };
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.settings(tx, tenantId);
    // The sibling rule is kept when a client that does not know it saves the other settings.
    next.sibling_second_percent = body.sibling_second_percent ?? before.sibling_second_percent;
    next.sibling_third_percent = body.sibling_third_percent ?? before.sibling_third_percent;
    // So is the due rule, likewise.
    next.due_rule = body.due_rule ?? before.due_rule;
    next.due_after_days = body.due_after_days ?? before.due_after_days;
    await repo.saveSettings(tx, tenantId, next, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.settings_updated',
      entityType: 'fee_settings',
      entityId: tenantId,
      changes: { from: before, to: next },
    });
    return next;
  });
}
