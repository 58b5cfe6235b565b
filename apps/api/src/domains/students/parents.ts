// Parent accounts: a guardian is invited (e-mail, SMS/WhatsApp to their mobile, or a printed
// one-time code), redeems the code into a sign-in account of kind `parent` (signing in by e-mail
// address or by mobile number), and then sees only their own children.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { guardians, parentInvites } from '../../db/schema/school.js';
import { finalReads, inCallersTenant, PLATFORM, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { badRequest, conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { audit } from '../audit/service.js';
import { MOBILE_MESSAGES } from '../auth/mobile-messages.js';
import { requireStrongPassword } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { notify } from '../notifications/notify.js';
import { requireParent, requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import * as usersRepo from '../users/repository.js';
import { uniqueUser } from '../users/service.js';
import { hashInviteCode, newInviteCode } from './invite-code.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { toPlacement } from './views.js';

const INVITE_DAYS = 14;

export async function inviteParent(
  deps: AppDeps,
  auth: AuthContext,
  guardianId: number,
  body: Body<'inviteParent'>,
): Promise<Schemas['ParentInvite']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const guardian = await repo.findGuardian(tx, guardianId, true);
    if (!guardian) throw notFound(M.guardianNotFound);
    if (guardian.user_id !== null) throw conflict(M.hasAccount);
    if (body.delivery === 'email' && !guardian.email) throw invalidField('delivery', M.noEmail);
    if (body.delivery === 'sms' && !guardian.mobile) {
      throw invalidField('delivery', MOBILE_MESSAGES.noMobile);
    }
    const now = new Date();
    // An earlier unused code stops working: only the newest invitation counts.
    await tx
      .update(parentInvites)
      .set({ used_at: now })
      .where(
        and(
          inCallersTenant(tx, parentInvites.tenant_id),
          eq(parentInvites.guardian_id, guardianId),
          isNull(parentInvites.used_at),
        ),
      );
    const code = newInviteCode();
    const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
    await tx.insert(parentInvites).values({
      tenant_id: tenantId,
      guardian_id: guardianId,
      code_hash: hashInviteCode(code),
      expires_at: expiresAt,
      created_by: auth.user.id,
    });
    const link = `${deps.config.publicUrl}/parent-invite?code=${encodeURIComponent(code)}`;
    if (body.delivery === 'sms') {
      // Through the school's SMS (and WhatsApp, where the guardian consented) channels.
      const sent = await notify(tx, {
        event: 'parent_invitation',
        recipients: { guardianIds: [guardianId] },
        data: { code, link },
        idempotencyKey: `parent-invite:${code}`,
        essential: true,
      });
      if (sent.deliveries === 0) throw invalidField('delivery', MOBILE_MESSAGES.noSms);
    }
    if (body.delivery === 'email') {
      await enqueueEmail(
        tx,
        renderMail('parentInvite', mailLocale(guardian.preferred_language), guardian.email!, {
          name: guardian.name,
          days: INVITE_DAYS,
          link,
          page: `${deps.config.publicUrl}/parent-invite`,
          code,
        }),
      );
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'guardian.invited',
      entityType: 'guardian',
      entityId: guardianId,
      changes: { delivery: body.delivery, expires_at: expiresAt.toISOString() },
    });
    return {
      guardian_id: guardianId,
      delivery: body.delivery,
      code: body.delivery === 'code' ? code : null,
      sent_to:
        body.delivery === 'email'
          ? guardian.email
          : body.delivery === 'sms'
            ? guardian.mobile
            : null,
      expires_at: expiresAt.toISOString(),
    };
  });
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts.shift() ?? name;
  return { first_name: first.slice(0, 100), last_name: (parts.join(' ') || first).slice(0, 100) };
}

function usernameFor(email: string | null): string {
  const local =
    (email ?? 'parent')
      .split('@')[0]!
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 30) || 'parent';
  return `${local}.${randomInt(100000, 999999)}`;
}

/** Public: a valid code becomes a parent account linked to its guardian (then sign in). */
export async function acceptParentInvite(
  deps: AppDeps,
  body: Body<'acceptParentInvite'>,
): Promise<Schemas['Message']> {
  const email = body.email ? body.email.trim().toLowerCase() : null;
  await requireStrongPassword(body.password, email ? [email] : []);
  const passwordHash = await hashPassword(body.password);
  return withScope(deps.db, PLATFORM, async (tx) => {
    const [invite] = await tx
      .select()
      .from(parentInvites)
      .where(
        and(
          eq(parentInvites.code_hash, hashInviteCode(body.code)),
          isNull(parentInvites.used_at),
          gt(parentInvites.expires_at, new Date()),
        ),
      )
      .for('update');
    if (!invite) throw badRequest(M.badCode);
    const [guardian] = await tx
      .select()
      .from(guardians)
      .where(and(eq(guardians.tenant_id, invite.tenant_id), eq(guardians.id, invite.guardian_id)))
      .for('update');
    if (!guardian) throw badRequest(M.badCode);
    if (guardian.user_id !== null) throw conflict(M.hasAccount);
    // The guardian's mobile is a sign-in name unless another account already has it.
    const mobileFree =
      guardian.mobile !== null && !(await usersRepo.mobileTaken(tx, guardian.mobile));
    if (!email && !guardian.mobile) throw invalidField('email', MOBILE_MESSAGES.emailOrMobile);
    if (!email && !mobileFree) throw conflict(MOBILE_MESSAGES.mobileTaken);
    const userId = await uniqueUser(() =>
      usersRepo.insertUser(tx, {
        email,
        mobile: mobileFree ? guardian.mobile : null,
        username: usernameFor(email),
        ...splitName(guardian.name),
        phone: guardian.mobile,
        user_role: 'parent',
        is_active: true,
        tenant_id: invite.tenant_id,
        password_hash: passwordHash,
      }),
    );
    await tx
      .update(guardians)
      .set({ user_id: userId, updated_at: new Date() })
      .where(and(eq(guardians.tenant_id, invite.tenant_id), eq(guardians.id, guardian.id)));
    await tx
      .update(parentInvites)
      .set({ used_at: new Date() })
      .where(and(eq(parentInvites.tenant_id, invite.tenant_id), eq(parentInvites.id, invite.id)));
    await audit(tx, {
      tenantId: invite.tenant_id,
      actorId: userId,
      action: 'parent.account_created',
      entityType: 'guardian',
      entityId: guardian.id,
      changes: { user_id: userId, email, mobile: mobileFree ? guardian.mobile : null },
    });
    return { message: (email ? MOBILE_MESSAGES.readyEmail : MOBILE_MESSAGES.readyMobile).en };
  });
}

export async function listMyChildren(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['ChildList']> {
  requireParent(auth);
  return inSchool(deps, auth, async (tx) => {
    // The children are found inside each read, so the reads and the commit leave together.
    const [rows, placements, courseRows] = await finalReads(tx, () =>
      repo.childrenOverviewReads(tx, auth.user.id),
    );
    const items = rows.map((row) => {
      const placement = placements.find((p) => p.student_id === row.id);
      return {
        id: row.id,
        admission_no: row.admission_no,
        first_name: row.first_name,
        last_name: row.last_name,
        status: row.status,
        placement: placement ? toPlacement(placement) : null,
        courses: courseRows
          .filter((course) => course.user_id === row.user_id)
          .map((course) => ({ id: course.id, title: course.title })),
      };
    });
    return { items, total: items.length };
  });
}
