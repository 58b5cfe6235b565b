import { and, asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { auditLog, refreshTokens, tenants, users } from '../../db/schema/identity.js';
import { plannedEachTime, prepared } from '../../db/scope.js';
import { parseSignInName } from '../auth/sign-in-name.js';

const { password_hash: _omit, ...publicColumns } = getTableColumns(users);

/** A user row with its tenant's name, without the password hash. */
const userWithTenant = { ...publicColumns, tenant_name: tenants.name };
export type UserRecord = Awaited<ReturnType<typeof findUserById>> & {};

type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'email'
    | 'username'
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'user_role'
    | 'is_active'
    | 'is_tenant_admin'
    | 'password_hash'
    | 'tenant_id'
    | 'organization_name'
    | 'preferred_language'
    | 'preferred_language_chosen'
  >
>;

interface UserFilter {
  search?: string | undefined;
  status?: 'all' | 'active' | 'inactive' | undefined;
  role?: 'all' | 'admin' | 'user' | undefined;
  tenantId?: number | undefined;
}

const isAdminSql = sql`(${users.is_tenant_admin} or ${users.is_superuser})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterWhere(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.first_name, pattern),
        ilike(users.last_name, pattern),
      )!,
    );
  }
  if (filter.status === 'active') conditions.push(eq(users.is_active, true));
  if (filter.status === 'inactive') conditions.push(eq(users.is_active, false));
  if (filter.role === 'admin') conditions.push(isAdminSql);
  if (filter.role === 'user') conditions.push(sql`not ${isAdminSql}`);
  if (filter.tenantId !== undefined) conditions.push(eq(users.tenant_id, filter.tenantId));
  return conditions.length ? and(...conditions) : undefined;
}

function selectUsers(tx: Tx) {
  return tx.select(userWithTenant).from(users).leftJoin(tenants, eq(tenants.id, users.tenant_id));
}

export async function findUserById(tx: Tx, id: number) {
  const [row] = await selectUsers(tx).where(eq(users.id, id));
  return row;
}

/** For sign-in: the user with the password hash and whether their tenant is active. */
/** By e-mail address or mobile number (sign-in-name.ts); undefined when it is neither. */
export async function findUserForLogin(tx: Tx, signInName: string) {
  const name = parseSignInName(signInName);
  if (!name) return undefined;
  const [row] = await tx
    .select({
      ...getTableColumns(users),
      tenant_is_active: tenants.is_active,
      tenant_name: tenants.name,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenant_id))
    // Emails are stored lowercase (a CHECK holds it): plain equality is leakproof, so under
    // row-level security it can use the index users_email_idx (migration 0090).
    .where(name.kind === 'email' ? eq(users.email, name.email) : eq(users.mobile, name.mobile));
  return row;
}

/**
 * The e-mail of an account that registered itself (a learner, a pending applicant): registration
 * requires one, so it is present; only parents invited by mobile have none (migration 0450).
 */
export const registeredEmail = sql<string>`${users.email}`;

/** Whether an account already signs in with this mobile number (E.164). */
export async function mobileTaken(tx: Tx, mobile: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row !== undefined;
}

/** For the security handler: the few fields a request needs about its caller. */
type AuthUserRow = UserRecord & { tenant_is_active: boolean | null };

/**
 * The bearer check's lookup, on every signed-in request: the user row with the tenant's name and
 * whether it is active (false while a superuser has the organisation suspended: the bearer check
 * refuses the access token in this same statement, no other round trip). A named prepared
 * statement (parsed once per connection), no ORM work.
 */
const AUTH_USER = `select u.id, u.tenant_id, u.email, u.username, u.first_name, u.last_name,
  u.phone, u.user_role, u.is_active, u.is_tenant_admin, u.is_superuser, u.organization_name,
  u.created_at, u.updated_at, u.last_login_at, u.token_version, u.join_status, u.preferred_language,
  u.mobile,
  t.name as tenant_name, t.is_active as tenant_is_active
  from users u left join tenants t on t.id = u.tenant_id where u.id = $1`;

export async function findAuthUser(tx: Tx, id: number): Promise<AuthUserRow | undefined> {
  const [row] = await prepared<AuthUserRow>(tx, 'watni_auth_user', AUTH_USER, [id]);
  return row;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(tx: Tx, id: number, changes: UserChanges): Promise<boolean> {
  // Activating an account that waits for (or was refused) the school's approval decides it.
  const decided = changes.is_active === true ? { join_status: null } : {};
  const rows = await tx
    .update(users)
    .set({ ...changes, ...decided, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Records a sign-in, and the language it was made in when the request stated one (unless the
 * person chose their language in the profile).
 */
export async function touchLastLogin(
  tx: Tx,
  id: number,
  language: 'en' | 'ur' | null = null,
): Promise<void> {
  await tx
    .update(users)
    .set({
      previous_login_at: sql`${users.last_login_at}`,
      last_login_at: new Date(),
      // The sign-in's language, until the person has chosen one in their profile (0290).
      ...(language
        ? {
            preferred_language: sql`case when ${users.preferred_language_chosen}
              then ${users.preferred_language} else ${language} end`,
          }
        : {}),
    })
    .where(eq(users.id, id));
}

/** The fields a listed user shows (the contract's User): what the plain list reads. */
export const USER_VIEW_FIELDS = [
  'id',
  'email',
  'username',
  'first_name',
  'last_name',
  'phone',
  'is_active',
  'is_tenant_admin',
  'is_superuser',
  'user_role',
  'tenant_id',
  'organization_name',
  'created_at',
  'preferred_language',
] as const satisfies readonly (keyof typeof publicColumns)[];
export type UserView = Pick<UserRecord, (typeof USER_VIEW_FIELDS)[number] | 'tenant_name'>;

// A school's plain list (no search, status or role: the office's first page) is the hot one: a
// prepared statement whose rows need no ORM mapping (the driver's own types are the record's),
// reading only the columns the answer shows.
const USER_COLUMNS = USER_VIEW_FIELDS.map((field) => `u.${publicColumns[field].name}`).join(', ');
const TENANT_USERS_PAGE = `select ${USER_COLUMNS}, t.name as tenant_name
  from users u left join tenants t on t.id = u.tenant_id
  where u.tenant_id = $1 order by u.id offset $2 limit $3`;
const TENANT_USERS_COUNT = 'select count(*)::int as value from users where tenant_id = $1';

export async function listUsers(
  tx: Tx,
  filter: UserFilter,
  skip: number,
  limit: number,
): Promise<{ items: UserView[]; total: number }> {
  const plain =
    filter.tenantId !== undefined &&
    !filter.search?.trim() &&
    (filter.status ?? 'all') === 'all' &&
    (filter.role ?? 'all') === 'all';
  if (plain) {
    const [items, [total]] = await Promise.all([
      prepared<UserView>(tx, 'tenant_users_page', TENANT_USERS_PAGE, [
        filter.tenantId,
        skip,
        limit,
      ]),
      // Planned for this school (its size decides between an index and a sequential scan).
      plannedEachTime<{ value: number }>(tx, TENANT_USERS_COUNT, [filter.tenantId]),
    ]);
    return { items, total: total?.value ?? 0 };
  }
  const where = filterWhere(filter);
  // The page and the count are sent together, one round trip (execute() sends at once; awaiting
  // the builder would send it a microtask later).
  const [items, [total]] = await Promise.all([
    selectUsers(tx).where(where).orderBy(asc(users.id)).offset(skip).limit(limit).execute(),
    tx.select({ value: count() }).from(users).where(where).execute(),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function userStats(tx: Tx, tenantId?: number) {
  const [row] = await tx
    .select({
      total_users: count(),
      active_users: sql<number>`count(*) filter (where ${users.is_active})`.mapWith(Number),
      inactive_users: sql<number>`count(*) filter (where not ${users.is_active})`.mapWith(Number),
      admin_users: sql<number>`count(*) filter (where ${isAdminSql})`.mapWith(Number),
    })
    .from(users)
    .where(tenantId === undefined ? undefined : eq(users.tenant_id, tenantId));
  return row!;
}

/** Revokes every live refresh token of a user (deactivation, password reset). */
export async function revokeUserRefreshTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), sql`${refreshTokens.revoked_at} is null`));
}

/** Revokes every access token issued to the user so far (they carry the old version). */
export async function bumpTokenVersion(tx: Tx, id: number): Promise<void> {
  await tx
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, id));
}

/** The stored password hash of a user visible in the scope (undefined when none). */
export async function findPasswordHash(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return row?.hash;
}

/** Refused creations (user.create_conflict audit entries) by an actor in the last hour. */
export async function countRecentConflicts(tx: Tx, actorId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actor_id, actorId),
        eq(auditLog.action, 'user.create_conflict'),
        sql`${auditLog.created_at} > now() - interval '1 hour'`,
      ),
    );
  return row?.value ?? 0;
}
