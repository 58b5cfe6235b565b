import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { type RegistrationMode, tenantSettings } from '../../db/schema/platform.js';

/** The settings of a tenant, as the contract's TenantSettings. */
export interface TenantSettingsValues {
  teachers_can_create_courses: boolean;
  teachers_can_delete_courses: boolean;
  teachers_can_manage_enrollments: boolean;
  /** Courses a teacher may create; 0 means unlimited. */
  teacher_course_limit: number;
  /** Who may join by self-registration (0150). */
  registration_mode: RegistrationMode;
  /** The school's join code (null until the school first uses join codes). */
  join_code: string | null;
}

/** What a tenant without a saved row gets (spec section 3; mirrors the column defaults). */
const DEFAULT_TENANT_SETTINGS: Readonly<TenantSettingsValues> = Object.freeze({
  teachers_can_create_courses: true,
  teachers_can_delete_courses: false,
  teachers_can_manage_enrollments: true,
  teacher_course_limit: 10,
  registration_mode: 'open',
  join_code: null,
});

const settingsColumns = {
  teachers_can_create_courses: tenantSettings.teachers_can_create_courses,
  teachers_can_delete_courses: tenantSettings.teachers_can_delete_courses,
  teachers_can_manage_enrollments: tenantSettings.teachers_can_manage_enrollments,
  teacher_course_limit: tenantSettings.teacher_course_limit,
  registration_mode: tenantSettings.registration_mode,
  join_code: tenantSettings.join_code,
};

/**
 * The teacher settings of a tenant, or the defaults when none were saved. Runs in the caller's
 * scope: in a tenant scope RLS only shows that tenant's row, so pass the scope's own tenant.
 * The learning rules read these.
 */
export async function getTenantSettings(tx: Tx, tenantId: number): Promise<TenantSettingsValues> {
  const [row] = await tx
    .select(settingsColumns)
    .from(tenantSettings)
    .where(eq(tenantSettings.tenant_id, tenantId));
  return row ? { ...row } : { ...DEFAULT_TENANT_SETTINGS };
}

/**
 * Waits for any other settings change of the tenant to finish (until the transaction ends), so
 * a read-then-save sees the latest values.
 */
export async function lockTenantSettings(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('tenant_settings'), ${tenantId}::int)`,
  );
}

/**
 * Saves (a part of) a tenant's settings: inserts the row with the defaults for the fields not
 * given, or updates only the given fields. Returns the settings as saved.
 */
export async function saveTenantSettings(
  tx: Tx,
  tenantId: number,
  changes: Partial<TenantSettingsValues>,
  updatedBy: number | null = null,
): Promise<TenantSettingsValues> {
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<TenantSettingsValues>;
  const [row] = await tx
    .insert(tenantSettings)
    .values({ ...DEFAULT_TENANT_SETTINGS, ...given, tenant_id: tenantId, updated_by: updatedBy })
    .onConflictDoUpdate({
      target: tenantSettings.tenant_id,
      set: { ...given, updated_at: new Date(), updated_by: updatedBy },
    })
    .returning(settingsColumns);
  return { ...row! };
}

/** Creates the default settings row of a tenant when it has none (onboarding, seed). */
export async function ensureTenantSettings(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(tenantSettings)
    .values({ ...DEFAULT_TENANT_SETTINGS, tenant_id: tenantId })
    .onConflictDoNothing();
}

// ------------------------------------------------------------------ the school's logo (0410)

interface LogoRow {
  content_type: 'image/png' | 'image/jpeg';
  image: Buffer;
  width: number;
  height: number;
  updated_at: Date;
}

export async function findLogo(tx: Tx, tenantId: number): Promise<LogoRow | null> {
  const result = await tx.execute(
    sql`select content_type, image, width, height, updated_at from school_logos
        where tenant_id = ${tenantId}`,
  );
  const [row] = rowsOf<LogoRow>(result);
  if (!row) return null;
  return {
    ...row,
    image: Buffer.isBuffer(row.image) ? row.image : Buffer.from(row.image as Uint8Array),
    updated_at: new Date(row.updated_at),
  };
}

/** The logo's bytes for a document (null: the document draws the school's initials). */
export async function logoImageOf(tx: Tx, tenantId: number): Promise<Buffer | null> {
  return (await findLogo(tx, tenantId))?.image ?? null;
}

export async function saveLogo(
  tx: Tx,
  tenantId: number,
  logo: { content_type: string; image: Buffer; width: number; height: number },
  userId: number,
): Promise<void> {
  await tx.execute(
    sql`insert into school_logos (tenant_id, content_type, image, width, height, updated_by)
        values (${tenantId}, ${logo.content_type}, ${logo.image}, ${logo.width}, ${logo.height}, ${userId})
        on conflict (tenant_id) do update set content_type = excluded.content_type,
          image = excluded.image, width = excluded.width, height = excluded.height,
          updated_by = excluded.updated_by, updated_at = now()`,
  );
}

export async function deleteLogo(tx: Tx, tenantId: number): Promise<boolean> {
  const result = await tx.execute(
    sql`delete from school_logos where tenant_id = ${tenantId} returning tenant_id`,
  );
  return rowsOf<unknown>(result).length > 0;
}
