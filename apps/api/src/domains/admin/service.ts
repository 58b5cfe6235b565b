import { constraintName, sqlState } from '../../db/errors.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailDate, mailLocale, renderMail } from '../../mail/templates.js';
import { roleOf } from '../_shared/policy.js';
import { audit, diff } from '../audit/service.js';
import { enableCoreModules } from '../modules/repository.js';
import { ensureTenantSettings } from '../settings/repository.js';
import { findPlanBySlug } from '../subscriptions/repository.js';
import * as users from '../users/repository.js';
import { requireSuperuser } from './access.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('admin.service', {
  userNotFound: { en: 'User not found.', ur: 'صارف نہیں ملا۔' },
  tenantNotFound: { en: 'Organization not found.', ur: 'ادارہ نہیں ملا۔' },
  blankName: { en: 'Please enter an organization name.', ur: 'براہِ کرم ادارے کا نام لکھیں۔' },
  alreadyHasTenant: {
    en: 'This user already has an organization.',
    ur: 'اس صارف کا ادارہ پہلے سے موجود ہے۔',
  },
  nameTaken: {
    en: 'An organization with this name already exists. Please choose another name.',
    ur: 'اس نام کا ادارہ پہلے سے موجود ہے۔ براہِ کرم کوئی اور نام منتخب کریں۔',
  },
  unknownPlan: {
    en: 'subscription_plan must be one of the available plans.',
    ur: 'subscription_plan دستیاب پلانز میں سے کوئی ایک ہونا چاہیے۔',
  },
  noTenant: {
    en: 'This user has no organization yet: create one for them, or give tenant_id.',
    ur: 'اس صارف کا ابھی کوئی ادارہ نہیں: ان کے لیے ادارہ بنائیں، یا tenant_id دیں۔',
  },
  superuserStays: {
    en: 'A superuser belongs to the platform organization and cannot be moved.',
    ur: 'سپر یوزر پلیٹ فارم کے ادارے کا حصہ ہوتا ہے، اسے کسی اور ادارے میں منتقل نہیں کیا جا سکتا۔',
  },
  retry: {
    en: 'The organization could not be created at this moment. Please try again.',
    ur: 'ادارہ اس وقت نہیں بن سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
});

const DAY = 24 * 3600 * 1000;

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return slug || 'organization';
}

export async function listPendingUsers(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PendingUserList']> {
  requireSuperuser(auth);
  const rows = await withScope(deps.db, auth.scope, (tx) => repo.listPendingUsers(tx));
  return {
    users: rows.map(({ tenant_id, created_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      has_tenant: tenant_id !== null,
    })),
  };
}

/**
 * Approves a new-organisation request: creates the tenant on the chosen plan's trial, makes the
 * user its tenant admin, switches the core modules on, writes the default settings, audits
 * tenant.created and emails the user (delivered after commit). All or nothing.
 */
export async function createTenantForUser(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createTenantForUser'>,
): Promise<Schemas['CreateTenantResponse']> {
  requireSuperuser(auth);
  const name = body.organization_name.trim();
  if (!name) throw invalidField('organization_name', MESSAGES.blankName);
  const tenantType = body.tenant_type ?? 'school';
  const planSlug = body.subscription_plan ?? 'starter';
  try {
    return await withScope(deps.db, auth.scope, async (tx) => {
      const user = await repo.lockUser(tx, body.user_id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.tenant_id !== null || roleOf(user) === 'superuser')
        throw conflict(MESSAGES.alreadyHasTenant);
      const plan = await findPlanBySlug(tx, planSlug);
      if (!plan) throw invalidField('subscription_plan', MESSAGES.unknownPlan);
      if (await repo.tenantNameTaken(tx, name)) throw conflict(MESSAGES.nameTaken);

      const base = slugify(name);
      const taken = await repo.slugsLike(tx, base);
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;

      const now = Date.now();
      const trial = plan.trial_days > 0;
      const tenant = {
        name,
        slug,
        tenant_type: tenantType,
        subscription_plan: plan.slug,
        subscription_status: trial ? ('trial' as const) : ('active' as const),
        trial_ends_at: trial ? new Date(now + plan.trial_days * DAY) : null,
        current_period_end: trial ? null : new Date(now + 30 * DAY),
      };
      const tenantId = await repo.insertTenant(tx, tenant);
      await users.updateUser(tx, user.id, {
        tenant_id: tenantId,
        organization_name: name,
        user_role: 'admin',
        is_tenant_admin: true,
        is_active: true,
      });
      await enableCoreModules(tx, tenantId, auth.user.id);
      await ensureTenantSettings(tx, tenantId);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'tenant.created',
        entityType: 'tenant',
        entityId: tenantId,
        changes: {
          ...tenant,
          trial_ends_at: tenant.trial_ends_at?.toISOString() ?? null,
          current_period_end: tenant.current_period_end?.toISOString() ?? null,
          admin_user_id: user.id,
          admin_email: user.email,
        },
      });

      const loginUrl = `${deps.config.publicUrl}/login`;
      const language = mailLocale(user.preferred_language);
      await enqueueEmail(
        tx,
        renderMail('tenantApproved', language, user.email, {
          name: user.first_name,
          organisation: name,
          plan: plan.name,
          trialDays: plan.trial_days,
          trialEnds: tenant.trial_ends_at ? mailDate(tenant.trial_ends_at, language) : 'none',
          link: loginUrl,
        }),
      );

      return {
        message: `Organization "${name}" created. ${user.first_name} ${user.last_name} is its administrator and has been emailed.`,
        tenant_id: tenantId,
      };
    });
  } catch (error) {
    // Two different requests racing for the same new slug: the loser may simply retry.
    if (sqlState(error) === '23505' && constraintName(error) === 'tenants_slug_key') {
      throw conflict(MESSAGES.retry);
    }
    throw error;
  }
}

/**
 * Makes a user the admin of a tenant: their own without tenant_id (409 when they have none),
 * else the given tenant, moving them there (their sessions end; they sign in again).
 * A student becomes user_role admin; a teacher keeps teaching. Audited user.made_tenant_admin.
 */
export async function makeTenantAdmin(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  query: Query<'makeTenantAdmin'>,
): Promise<Schemas['Message']> {
  requireSuperuser(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    const tenantId = query.tenant_id ?? user.tenant_id;
    if (tenantId === null) throw conflict(MESSAGES.noTenant);
    const tenant = await repo.findTenant(tx, tenantId);
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    const moving = tenantId !== user.tenant_id;
    if (moving && roleOf(user) === 'superuser') throw conflict(MESSAGES.superuserStays);
    const fullName = `${user.first_name} ${user.last_name}`;

    const changes: users.UserChanges = { is_tenant_admin: true };
    if (moving) changes.tenant_id = tenantId;
    // role-data: a student's job title becomes admin with the flag (the data being written).
    if (user.user_role === 'student') changes.user_role = 'admin';
    const changed = diff(user as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) {
      return { message: `${fullName} is already an administrator of ${tenant.name}.` };
    }
    await users.updateUser(tx, user.id, changes);
    if (moving) await users.revokeUserRefreshTokens(tx, user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'user.made_tenant_admin',
      entityType: 'user',
      entityId: user.id,
      changes: changed,
    });
    return { message: `${fullName} is now an administrator of ${tenant.name}.` };
  });
}
