import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import { tenants } from '../../db/schema/identity.js';
import { finalReads, savepoint, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { can, roleOf } from '../_shared/policy.js';
import { audit, diff } from '../audit/service.js';
import { requireStrongPassword } from '../auth/password-strength.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('users.service', {
  adminsOnly: {
    en: 'Only administrators can manage users.',
    ur: 'صارفین کا انتظام صرف ایڈمن کر سکتے ہیں۔',
  },
  ownProfileOnly: {
    en: 'You can only view or edit your own profile.',
    ur: 'آپ صرف اپنا پروفائل دیکھ یا بدل سکتے ہیں۔',
  },
  notFound: { en: 'User not found.', ur: 'صارف نہیں ملا۔' },
  ownTenantOnly: {
    en: 'You can only create users in your own organization.',
    ur: 'آپ صرف اپنے ادارے میں صارفین بنا سکتے ہیں۔',
  },
  superuserOnly: {
    en: 'Only a superuser can change a superuser.',
    ur: 'سپر یوزر میں تبدیلی صرف سپر یوزر کر سکتا ہے۔',
  },
  selfPrivileges: {
    en: 'You cannot change your own role, admin rights or account status.',
    ur: 'آپ اپنا کردار، ایڈمن کے اختیارات یا اکاؤنٹ کی حالت خود نہیں بدل سکتے۔',
  },
  selfDeactivate: {
    en: 'You cannot deactivate your own account.',
    ur: 'آپ اپنا اکاؤنٹ خود غیر فعال نہیں کر سکتے۔',
  },
  selfDemote: {
    en: 'You cannot remove your own admin rights.',
    ur: 'آپ اپنے ایڈمن کے اختیارات خود ختم نہیں کر سکتے۔',
  },
  duplicateEmail: {
    en: 'A user with this email already exists.',
    ur: 'اس ای میل کا صارف پہلے سے موجود ہے۔',
  },
  duplicateUsername: {
    en: 'This username is already taken.',
    ur: 'یہ یوزر نیم پہلے سے کسی اور کا ہے۔',
  },
  tooManyConflicts: {
    en: 'Too many users could not be created because their email or username is already in use. Please try again in an hour.',
    ur: 'بہت سے صارفین نہیں بن سکے کیونکہ ان کا ای میل یا یوزر نیم پہلے سے استعمال میں ہے۔ براہِ کرم ایک گھنٹے بعد دوبارہ کوشش کریں۔',
  },
  currentPasswordNeeded: {
    en: 'Enter your current password to change your email address.',
    ur: 'ای میل ایڈریس بدلنے کے لیے اپنا موجودہ پاس ورڈ لکھیں۔',
  },
  currentPasswordWrong: {
    en: 'Your current password is not correct.',
    ur: 'آپ کا موجودہ پاس ورڈ درست نہیں۔',
  },
  blank: { en: '{field} must not be blank.', ur: '{field} خالی نہیں ہو سکتا۔' },
  unknownTenant: {
    en: 'tenant_id does not refer to an existing organization.',
    ur: 'tenant_id کسی موجود ادارے کا نہیں۔',
  },
});

/**
 * How many refused creations (email or username in use, in any organization) an admin may meet
 * in an hour: enough for typos in a class list, too few to map which addresses hold accounts.
 */
export const CONFLICTS_PER_HOUR = 20;

type UserRecord = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

/** A database row → the contract's User. */
export function toUser(row: repo.UserView): Schemas['User'] {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    is_active: row.is_active,
    is_tenant_admin: row.is_tenant_admin,
    is_superuser: row.is_superuser,
    user_role: row.user_role,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    organization_name: row.organization_name,
    created_at: row.created_at.toISOString(),
    preferred_language: row.preferred_language,
    // The signed-in user's row has it; the users list's page query (a prepared statement) does not.
    mobile: 'mobile' in row ? ((row as { mobile?: string | null }).mobile ?? null) : null,
  };
}

/** Trims a required name; a blank one is a 422 naming the field. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalidField(field, MESSAGES.blank({ field }));
  return trimmed;
}

export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Runs a write and turns a unique-index violation on email/username into a 409. */
export async function uniqueUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') {
      const constraint = constraintName(error);
      if (constraint === 'users_email_key') throw conflict(MESSAGES.duplicateEmail);
      if (constraint === 'users_username_key') throw conflict(MESSAGES.duplicateUsername);
    }
    throw error;
  }
}

function requireAdmin(auth: AuthContext): void {
  if (!isAdmin(auth.user)) throw forbidden(MESSAGES.adminsOnly);
}

/** Tenant admins are limited to their tenant (RLS does it too; the filter uses the index). */
function tenantFilter(auth: AuthContext): number | undefined {
  return can(auth.user, 'platform.administer') ? undefined : (auth.user.tenant_id ?? undefined);
}

async function loadUser(tx: Tx, id: number): Promise<UserRecord> {
  const row = await repo.findUserById(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

export async function listUsers(deps: AppDeps, auth: AuthContext, query: Query<'listUsers'>) {
  requireAdmin(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    // Read-only: the commit travels with the page and its count.
    const { items, total } = await finalReads(tx, () =>
      repo.listUsers(
        tx,
        {
          search: query.search,
          status: query.status,
          role: query.role,
          tenantId: tenantFilter(auth),
        },
        query.skip ?? 0,
        query.limit ?? 100,
      ),
    );
    return { items: items.map(toUser), total } satisfies Schemas['UserList'];
  });
}

export async function userStats(deps: AppDeps, auth: AuthContext): Promise<Schemas['UserStats']> {
  requireAdmin(auth);
  return withScope(deps.db, auth.scope, (tx) => repo.userStats(tx, tenantFilter(auth)));
}

export async function getUser(deps: AppDeps, auth: AuthContext, id: number) {
  if (id !== auth.user.id && !isAdmin(auth.user)) throw forbidden(MESSAGES.ownProfileOnly);
  return withScope(deps.db, auth.scope, async (tx) => toUser(await loadUser(tx, id)));
}

export async function createUser(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createUser'>,
  sentFields: ReadonlySet<string>,
): Promise<Schemas['User']> {
  requireAdmin(auth);
  let tenantId: number;
  if (can(auth.user, 'platform.administer')) {
    tenantId = body.tenant_id ?? 1;
  } else {
    tenantId = auth.user.tenant_id!;
    if (sentFields.has('tenant_id') && body.tenant_id !== tenantId) {
      throw forbidden(MESSAGES.ownTenantOnly);
    }
  }
  const values = {
    tenant_id: tenantId,
    email: body.email.trim().toLowerCase(),
    username: body.username.trim(),
    first_name: requiredText('first_name', body.first_name),
    last_name: requiredText('last_name', body.last_name),
    phone: optionalText(body.phone),
    user_role: body.user_role ?? 'student',
    is_active: body.is_active ?? true,
    is_tenant_admin: body.is_tenant_admin ?? false,
  };
  await requireStrongPassword(body.password, [
    values.email,
    values.username,
    values.first_name,
    values.last_name,
  ]);
  const passwordHash = await hashPassword(body.password);
  // Refusals return (not throw) so their audit entry commits.
  const outcome = await withScope(deps.db, auth.scope, async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!tenant) {
      throw invalidField('tenant_id', MESSAGES.unknownTenant);
    }
    // Probing addresses: every refusal is audited (below) and counted per admin.
    if ((await repo.countRecentConflicts(tx, auth.user.id)) >= CONFLICTS_PER_HOUR) {
      return { refused: new HttpError(429, MESSAGES.tooManyConflicts) };
    }
    let id: number;
    try {
      id = await savepoint(tx, (inner) =>
        uniqueUser(() => repo.insertUser(inner, { ...values, password_hash: passwordHash })),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      await audit(tx, {
        tenantId: auth.user.tenant_id,
        actorId: auth.user.id,
        action: 'user.create_conflict',
        entityType: 'user',
        entityId: null,
        changes: { email: values.email, username: values.username, detail: error.detail },
      });
      return { refused: error };
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'user.created',
      entityType: 'user',
      entityId: id,
      changes: values,
    });
    return { user: toUser(await loadUser(tx, id)) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.user;
}

export async function updateUser(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateUser'>,
): Promise<Schemas['User']> {
  const self = id === auth.user.id;
  const admin = isAdmin(auth.user);
  if (!self && !admin) throw forbidden(MESSAGES.ownProfileOnly);
  return withScope(deps.db, auth.scope, async (tx) => {
    const target = await loadUser(tx, id);
    if (roleOf(target) === 'superuser' && !can(auth.user, 'platform.administer'))
      throw forbidden(MESSAGES.superuserOnly);
    const changes: repo.UserChanges = {};
    if (body.email !== undefined) changes.email = body.email.trim().toLowerCase();
    if (body.username !== undefined) changes.username = body.username.trim();
    if (body.first_name !== undefined)
      changes.first_name = requiredText('first_name', body.first_name);
    if (body.last_name !== undefined) changes.last_name = requiredText('last_name', body.last_name);
    if (body.phone !== undefined) changes.phone = optionalText(body.phone);
    if (body.user_role !== undefined) changes.user_role = body.user_role;
    if (body.is_active !== undefined) changes.is_active = body.is_active;
    if (body.is_tenant_admin !== undefined) changes.is_tenant_admin = body.is_tenant_admin;
    // Language for e-mails and messages: a choice, kept whatever language they later sign in with.
    if (body.preferred_language !== undefined) {
      changes.preferred_language = body.preferred_language;
      changes.preferred_language_chosen = true;
    }

    const changed = diff(target as unknown as Record<string, unknown>, changes);
    if (self && !admin) {
      const privileged = ['user_role', 'is_active', 'is_tenant_admin'];
      if (privileged.some((field) => field in changed)) throw forbidden(MESSAGES.selfPrivileges);
    }
    if (self && changes.is_active === false) throw conflict(MESSAGES.selfDeactivate);
    if (self && roleOf(target) === 'tenantAdmin' && changes.is_tenant_admin === false) {
      throw conflict(MESSAGES.selfDemote);
    }
    if (Object.keys(changed).length === 0) return toUser(target);
    if (self && 'email' in changed) await confirmCurrentPassword(tx, id, body.current_password);

    await uniqueUser(() => repo.updateUser(tx, id, changes));
    if ('email' in changed) await notifyEmailChanged(tx, target, changes.email!);
    if (changes.is_active === false && target.is_active) {
      await repo.revokeUserRefreshTokens(tx, id);
    }
    await audit(tx, {
      tenantId: target.tenant_id,
      actorId: auth.user.id,
      action: changes.is_active === false && target.is_active ? 'user.deactivated' : 'user.updated',
      entityType: 'user',
      entityId: id,
      changes: changed,
    });
    return toUser(await loadUser(tx, id));
  });
}

/**
 * A stolen access token must not be enough to take the account over by moving its email (and
 * with it the password reset) elsewhere: users changing their own email prove the password.
 */
async function confirmCurrentPassword(
  tx: Tx,
  id: number,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw invalidField('current_password', MESSAGES.currentPasswordNeeded);
  const hash = await repo.findPasswordHash(tx, id);
  if (!(await verifyPassword(hash, currentPassword)))
    throw forbidden(MESSAGES.currentPasswordWrong);
}

/** Tells the old address that the account's email changed (through the outbox, on commit). */
async function notifyEmailChanged(tx: Tx, user: UserRecord, newEmail: string): Promise<void> {
  await enqueueEmail(
    tx,
    renderMail('emailChanged', mailLocale(user.preferred_language), user.email, {
      name: user.first_name,
      username: user.username,
      newEmail,
    }),
  );
}

export async function deactivateUser(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['User']> {
  requireAdmin(auth);
  if (id === auth.user.id) throw conflict(MESSAGES.selfDeactivate);
  return withScope(deps.db, auth.scope, async (tx) => {
    const target = await loadUser(tx, id);
    if (roleOf(target) === 'superuser' && !can(auth.user, 'platform.administer'))
      throw forbidden(MESSAGES.superuserOnly);
    if (target.is_active) {
      await repo.updateUser(tx, id, { is_active: false });
      await audit(tx, {
        tenantId: target.tenant_id,
        actorId: auth.user.id,
        action: 'user.deactivated',
        entityType: 'user',
        entityId: id,
        changes: { is_active: { from: true, to: false } },
      });
    }
    await repo.revokeUserRefreshTokens(tx, id);
    return toUser(await loadUser(tx, id));
  });
}
