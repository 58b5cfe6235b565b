import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { badRequest, forbidden, invalidField, unauthorized } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { type RoleSubject, roleOf } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { joinCodeMatches } from '../settings/join-code.js';
import * as users from '../users/repository.js';
import { optionalText, requiredText, toUser, uniqueUser } from '../users/service.js';
import { AUTH_MESSAGES as M } from './messages.js';
import { MOBILE_MESSAGES } from './mobile-messages.js';
import { sendResetCode } from './mobile-reset.js';
import { requireStrongPassword } from './password-strength.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { parseSignInName, signInKey } from './sign-in-name.js';
import { hashOpaqueToken, newOpaqueToken } from './tokens.js';

type Tokens = Schemas['Tokens'];

/** The session a refresh token continues: its family and its absolute end. */
interface Session {
  familyId: string;
  expiresAt: Date;
}

/**
 * Issues an access token and a new refresh token. Without a session, a new one starts: it ends
 * for good 30 days (remember me) or 12 hours after sign-in; rotation never extends it.
 */
export async function issueTokens(
  deps: AppDeps,
  tx: Tx,
  user: { id: number; tenant_id: number | null; token_version: number },
  rememberMe: boolean,
  session?: Session,
): Promise<{ tokens: Tokens; refreshId: number }> {
  const { token, hash } = newOpaqueToken();
  const lifetime = rememberMe
    ? deps.config.refreshTtlRememberSeconds
    : deps.config.refreshTtlSessionSeconds;
  const { familyId, expiresAt } = session ?? {
    familyId: randomUUID(),
    expiresAt: new Date(Date.now() + lifetime * 1000),
  };
  const refreshId = await repo.insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    hash,
    rememberMe,
    expiresAt,
    sessionExpiresAt: expiresAt,
  });
  return {
    refreshId,
    tokens: {
      access_token: await deps.accessTokens.issue(user),
      refresh_token: token,
      token_type: 'bearer',
      expires_in: deps.accessTokens.ttlSeconds,
    },
  };
}

/** Why a user may not hold a session, or undefined when they may. */
export function sessionRefusal(
  user: RoleSubject & {
    is_active: boolean;
    tenant_id: number | null;
    tenant_is_active: boolean | null;
    tenant_name: string | null;
    join_status: 'pending' | 'declined' | null;
  },
): Detail | undefined {
  if (user.join_status === 'declined') return M.requestDeclined;
  if (user.join_status === 'pending' && user.tenant_id !== null) {
    return M.awaitingApproval({ name: user.tenant_name ?? 'your school' });
  }
  if (!user.is_active) return M.inactive;
  const superuser = roleOf(user) === 'superuser';
  if (user.tenant_id === null) return superuser ? undefined : M.pendingOrganization;
  if (user.tenant_is_active === false && !superuser) {
    return M.tenantSuspended({ name: user.tenant_name ?? 'your organization' });
  }
  return undefined;
}

/** `language`: the one the request states, kept as the user's e-mail language. */
export async function login(
  deps: AppDeps,
  body: Body<'login'>,
  language: 'en' | 'ur' | null = null,
): Promise<Tokens> {
  // Neither an e-mail address nor a mobile number: a typing slip, said as one (no account check).
  if (!parseSignInName(body.email)) throw invalidField('email', M.badSignInName);
  const user = await withScope(deps.db, PLATFORM, (tx) =>
    users.findUserForLogin(tx, body.email.trim()),
  );
  // Verify outside the transaction: hashing takes ~20 ms and must not hold a connection.
  const ok = await verifyPassword(user?.password_hash, body.password);
  if (!user || !ok) {
    await withScope(deps.db, PLATFORM, (tx) =>
      audit(tx, {
        tenantId: user?.tenant_id ?? null,
        actorId: null,
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        changes: { email: signInKey(body.email), known_account: Boolean(user) },
      }),
    );
    const byMobile = parseSignInName(body.email)?.kind === 'mobile';
    throw unauthorized(byMobile ? MOBILE_MESSAGES.badCredentials : M.badCredentials);
  }
  const refusal = sessionRefusal(user);
  if (refusal) throw forbidden(refusal);
  return withScope(deps.db, PLATFORM, async (tx) => {
    await users.touchLastLogin(tx, user.id, language);
    return (await issueTokens(deps, tx, user, body.remember_me ?? false)).tokens;
  });
}

export async function register(
  deps: AppDeps,
  body: Body<'register'>,
  language: 'en' | 'ur' | null = null,
): Promise<Schemas['RegisterResponse']> {
  const organizationName = optionalText(body.organization_name);
  const tenantId = body.tenant_id ?? null;
  if (tenantId !== null && organizationName !== null) {
    throw invalidField('organization_name', M.bothGiven);
  }
  if (tenantId === null && organizationName === null) {
    if (body.organization_name !== undefined && body.organization_name !== null) {
      throw invalidField('organization_name', M.organizationBlank);
    }
    throw invalidField('tenant_id', M.tenantRequired);
  }
  const values = {
    email: body.email.trim().toLowerCase(),
    username: body.username.trim(),
    first_name: requiredText('first_name', body.first_name),
    last_name: requiredText('last_name', body.last_name),
    phone: optionalText(body.phone),
    user_role: 'student' as const,
    is_active: true,
    tenant_id: tenantId,
    organization_name: organizationName,
  };
  await requireStrongPassword(body.password, [
    values.email,
    values.username,
    values.first_name,
    values.last_name,
  ]);
  const passwordHash = await hashPassword(body.password);
  return withScope(deps.db, PLATFORM, async (tx) => {
    // Who may join the chosen school (its registration mode): decided before any write.
    const admission = tenantId === null ? null : await admissionTo(tx, tenantId, body.join_code);
    const awaiting = admission?.mode === 'approval';
    const id = await uniqueUser(() =>
      users.insertUser(tx, {
        ...values,
        ...(awaiting ? { is_active: false, join_status: 'pending' as const } : {}),
        password_hash: passwordHash,
        ...(language ? { preferred_language: language } : {}),
      }),
    );
    await audit(tx, {
      tenantId,
      actorId: id,
      action: 'user.registered',
      entityType: 'user',
      entityId: id,
      changes: {
        email: values.email,
        username: values.username,
        tenant_id: tenantId,
        organization_name: organizationName,
        ...(admission ? { registration_mode: admission.mode } : {}),
      },
    });
    const user = toUser((await users.findUserById(tx, id))!);
    if (tenantId === null) {
      return {
        message: M.registeredNewOrganization({ name: organizationName! }).en,
        user,
        tokens: null,
      };
    }
    if (awaiting) {
      return {
        message: M.registeredAwaitingApproval({ name: admission.name }).en,
        user,
        tokens: null,
      };
    }
    const { tokens } = await issueTokens(deps, tx, { ...user, token_version: 0 }, false);
    return { message: M.registered.en, user, tokens };
  });
}

/**
 * Whether a visitor may join this tenant, and how: a suspended or unknown organisation, or the
 * platform's own, is a 422 on tenant_id; a school that admits by code needs the right one
 * (compared in constant time; registration's rate limit bounds the guesses).
 */
async function admissionTo(
  tx: Tx,
  tenantId: number,
  joinCode: string | null | undefined,
): Promise<{ mode: 'open' | 'approval' | 'join_code'; name: string }> {
  const tenant = await repo.findRegistrationTarget(tx, tenantId);
  if (!tenant || tenant.is_platform) throw invalidField('tenant_id', M.unknownTenant);
  if (!tenant.is_active) throw invalidField('tenant_id', M.notAccepting);
  if (tenant.registration_mode === 'join_code') {
    if (!joinCode?.trim()) throw invalidField('join_code', M.joinCodeRequired);
    if (!joinCodeMatches(tenant.join_code, joinCode)) {
      throw invalidField('join_code', M.joinCodeWrong);
    }
  }
  return { mode: tenant.registration_mode, name: tenant.name };
}

type RefreshOutcome = { ok: true; tokens: Tokens } | { ok: false; detail: Detail };

export async function refresh(deps: AppDeps, body: Body<'refreshTokens'>): Promise<Tokens> {
  const hash = hashOpaqueToken(body.refresh_token);
  // Refusals that revoke a family must commit, so they are returned, not thrown, here.
  const outcome = await withScope(deps.db, PLATFORM, async (tx): Promise<RefreshOutcome> => {
    const current = await repo.findRefreshToken(tx, hash);
    if (!current) return { ok: false, detail: M.invalidRefresh };
    if (current.revoked_at !== null || current.replaced_by !== null) {
      await repo.revokeFamily(tx, current.family_id);
      return {
        ok: false,
        detail: current.replaced_by !== null ? M.reusedRefresh : M.invalidRefresh,
      };
    }
    if (
      Math.min(current.expires_at.getTime(), current.session_expires_at.getTime()) <= Date.now()
    ) {
      await repo.revokeFamily(tx, current.family_id);
      return { ok: false, detail: M.expiredRefresh };
    }
    const user = await users.findAuthUser(tx, current.user_id);
    const refusal = user ? sessionRefusal(user) : M.invalidRefresh;
    if (!user || refusal) {
      await repo.revokeFamily(tx, current.family_id);
      return { ok: false, detail: refusal ?? M.invalidRefresh };
    }
    const next = await issueTokens(deps, tx, user, current.remember_me, {
      familyId: current.family_id,
      expiresAt: current.session_expires_at,
    });
    if (!(await repo.markRefreshTokenReplaced(tx, current.id, next.refreshId))) {
      // Used concurrently by someone else: treat as reuse.
      await repo.revokeFamily(tx, current.family_id);
      return { ok: false, detail: M.reusedRefresh };
    }
    return { ok: true, tokens: next.tokens };
  });
  if (!outcome.ok) throw unauthorized(outcome.detail);
  return outcome.tokens;
}

export async function logout(deps: AppDeps, body: Body<'logout'>): Promise<void> {
  const hash = hashOpaqueToken(body.refresh_token);
  await withScope(deps.db, PLATFORM, async (tx) => {
    const current = await repo.findRefreshToken(tx, hash);
    if (!current) return;
    await repo.revokeFamily(tx, current.family_id);
    // The access tokens of the user die with the session (they are re-issued on refresh to
    // the user's other live sessions).
    await users.bumpTokenVersion(tx, current.user_id);
  });
}

export async function forgotPassword(
  deps: AppDeps,
  body: Body<'forgotPassword'>,
): Promise<Schemas['Message']> {
  const name = parseSignInName(body.email);
  if (name?.kind === 'mobile') {
    await sendResetCode(deps, name.mobile);
    return { message: MOBILE_MESSAGES.forgotAccepted.en };
  }
  await withScope(deps.db, PLATFORM, async (tx) => {
    const user = await users.findUserForLogin(tx, body.email.trim());
    if (!user?.is_active || !user.email) return;
    const { token, hash } = newOpaqueToken();
    const ttl = deps.config.passwordResetTtlSeconds;
    await repo.insertResetToken(tx, {
      userId: user.id,
      hash,
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(ttl / 60);
    await enqueueEmail(
      tx,
      renderMail('passwordReset', mailLocale(user.preferred_language), user.email, {
        name: user.first_name,
        minutes,
        link,
      }),
    );
  });
  return { message: M.forgotAccepted.en };
}

export async function resetPassword(
  deps: AppDeps,
  body: Body<'resetPassword'>,
): Promise<Schemas['Message']> {
  await requireStrongPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await withScope(deps.db, PLATFORM, async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashOpaqueToken(body.token));
    if (userId === undefined) throw badRequest(M.resetInvalid);
    await users.updateUser(tx, userId, { password_hash: passwordHash });
    await repo.consumeAllResetTokens(tx, userId);
    await users.revokeUserRefreshTokens(tx, userId);
    await users.bumpTokenVersion(tx, userId);
    const user = await users.findUserById(tx, userId);
    await audit(tx, {
      tenantId: user?.tenant_id ?? null,
      actorId: userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
    });
  });
  return { message: M.resetDone.en };
}

/** Answered from the row the bearer check loaded in this request's transaction. */
export async function currentUser(_deps: AppDeps, auth: AuthContext): Promise<Schemas['User']> {
  return toUser(auth.record);
}
