import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { passwordResetTokens, refreshTokens, tenants } from '../../db/schema/identity.js';
import { tenantSettings } from '../../db/schema/platform.js';
import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';

/** The school a visitor registers into: whether it is active and how it admits people. */
export async function findRegistrationTarget(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      is_active: tenants.is_active,
      registration_mode: sql<
        'open' | 'approval' | 'join_code'
      >`coalesce(${tenantSettings.registration_mode}, 'open')`,
      join_code: tenantSettings.join_code,
    })
    .from(tenants)
    .leftJoin(tenantSettings, eq(tenantSettings.tenant_id, tenants.id))
    .where(eq(tenants.id, tenantId));
  return row ? { ...row, is_platform: row.id === PLATFORM_TENANT_ID } : undefined;
}

export async function insertRefreshToken(
  tx: Tx,
  values: {
    userId: number;
    familyId: string;
    hash: string;
    rememberMe: boolean;
    expiresAt: Date;
    sessionExpiresAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      user_id: values.userId,
      family_id: values.familyId,
      token_hash: values.hash,
      remember_me: values.rememberMe,
      expires_at: values.expiresAt,
      session_expires_at: values.sessionExpiresAt,
    })
    .returning({ id: refreshTokens.id });
  return row!.id;
}

export async function findRefreshToken(tx: Tx, hash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
  return row;
}

/** Marks a live token as replaced; false when it was already used or revoked (a race or reuse). */
export async function markRefreshTokenReplaced(
  tx: Tx,
  id: number,
  replacedBy: number,
): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ replaced_by: replacedBy })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.replaced_by),
        isNull(refreshTokens.revoked_at),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(tx: Tx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

export async function insertResetToken(
  tx: Tx,
  values: { userId: number; hash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values({
    user_id: values.userId,
    token_hash: values.hash,
    expires_at: values.expiresAt,
  });
}

/** Uses a reset token once: returns its user when it was unused and unexpired. */
export async function consumeResetToken(tx: Tx, hash: string): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(passwordResetTokens.token_hash, hash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.user_id });
  return row?.userId;
}

/** Invalidates every other outstanding reset link of a user. */
export async function consumeAllResetTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}

/**
 * Counts one try of a user's newest live SMS code (unused, unexpired, under `maxAttempts` tries),
 * locked, before it is compared: a wrong try is kept. Undefined when no code is live.
 */
export async function countCodeAttempt(
  tx: Tx,
  userId: number,
  maxAttempts: number,
): Promise<{ id: number; hash: string } | undefined> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ attempts: sql`${passwordResetTokens.attempts} + 1` })
    .where(
      eq(
        passwordResetTokens.id,
        sql`(select id from password_reset_tokens where user_id = ${userId}
                 and used_at is null and expires_at > now() and attempts < ${maxAttempts}
               order by id desc limit 1 for update)`,
      ),
    )
    .returning({ id: passwordResetTokens.id, hash: passwordResetTokens.token_hash });
  return row;
}
