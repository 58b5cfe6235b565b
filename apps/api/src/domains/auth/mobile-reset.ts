// A forgotten password of an account that signs in by mobile number: a 6-digit one-time code by
// SMS (the school's SMS channel, WhatsApp where the guardian consented), stored only as a hash,
// valid 10 minutes, at most 5 wrong tries; a new code replaces the previous one.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { latinDigits, normaliseMobile } from '@watni/policy';
import { PLATFORM, tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, invalidField } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/notify.js';
import * as users from '../users/repository.js';
import { MOBILE_MESSAGES } from './mobile-messages.js';
import { requireStrongPassword } from './password-strength.js';
import { hashPassword } from './passwords.js';
import * as authRepo from './repository.js';

const CODE_MINUTES = 10;
const CODE_ATTEMPTS = 5;

/** Bound to its user, so the same 6 digits of two accounts never share a hash. */
function hashResetCode(userId: number, code: string): string {
  return createHash('sha256').update(`mobile-reset:${userId}:${code}`).digest('hex');
}

/** Sends a code when an active account signs in with this mobile; says nothing either way. */
export async function sendResetCode(deps: AppDeps, mobile: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const user = await withScope(deps.db, PLATFORM, async (tx) => {
    const found = await users.findUserForLogin(tx, mobile);
    if (!found?.is_active || found.tenant_id === null) return undefined;
    // Only the newest code works.
    await authRepo.consumeAllResetTokens(tx, found.id);
    await authRepo.insertResetToken(tx, {
      userId: found.id,
      hash: hashResetCode(found.id, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    return found;
  });
  if (!user) return;
  await withScope(deps.db, tenantScope(user.tenant_id!), async (tx) => {
    const sent = await notify(tx, {
      event: 'password_reset_code',
      recipients: { userIds: [user.id] },
      data: { code, minutes: CODE_MINUTES },
      idempotencyKey: `reset-code:${hashResetCode(user.id, code)}`,
      essential: true,
    });
    await audit(tx, {
      tenantId: user.tenant_id,
      actorId: null,
      action: 'auth.reset_code_sent',
      entityType: 'user',
      entityId: user.id,
      changes: { deliveries: sent.deliveries },
    });
  });
}

/** The code from the SMS and a new password: one try of the code's 5. */
export async function resetPasswordWithCode(
  deps: AppDeps,
  body: Body<'resetPasswordWithCode'>,
): Promise<Schemas['Message']> {
  const mobile = normaliseMobile(body.mobile);
  if (!mobile) throw invalidField('mobile', MOBILE_MESSAGES.mobileInvalid);
  const code = latinDigits(body.code).replace(/\s/g, '');
  await requireStrongPassword(body.password, [mobile]);
  const passwordHash = await hashPassword(body.password);
  const outcome = await withScope(deps.db, PLATFORM, async (tx) => {
    const user = await users.findUserForLogin(tx, mobile);
    if (!user?.is_active) return 'wrong' as const;
    // The newest live code, counted before it is compared (a wrong try is kept on failure).
    const row = await authRepo.countCodeAttempt(tx, user.id, CODE_ATTEMPTS);
    if (!row) return 'wrong' as const;
    const expected = Buffer.from(row.hash);
    const given = Buffer.from(hashResetCode(user.id, code));
    if (!timingSafeEqual(expected, given)) return 'wrong' as const;
    await authRepo.consumeAllResetTokens(tx, user.id);
    await users.updateUser(tx, user.id, { password_hash: passwordHash });
    await users.revokeUserRefreshTokens(tx, user.id);
    await users.bumpTokenVersion(tx, user.id);
    await audit(tx, {
      tenantId: user.tenant_id,
      actorId: user.id,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: user.id,
      changes: { by: 'sms_code' },
    });
    return 'done' as const;
  });
  if (outcome === 'wrong') throw badRequest(MOBILE_MESSAGES.codeInvalid);
  return { message: 'Your password has been reset. You can now sign in with your new password.' };
}
