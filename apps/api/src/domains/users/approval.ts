// Registrations that wait for the school's approval: the
// tenant admin's "Awaiting approval" list, approve and reject. Reached with users.manage.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { requirePermission } from '../_shared/policy.js';
import { ownTenantId } from '../admin/access.js';
import { audit } from '../audit/service.js';
import * as repo from './approval-repository.js';
import { findUserById } from './repository.js';
import { toUser } from './service.js';

const MESSAGES = defineMessages('users.approval', {
  adminsOnly: {
    en: 'Only administrators can approve registrations.',
    ur: 'رجسٹریشن صرف منتظمین منظور کر سکتے ہیں۔',
  },
  notFound: { en: 'User not found.', ur: 'صارف نہیں ملا۔' },
  notWaiting: {
    en: 'This person is not waiting for approval.',
    ur: 'یہ شخص منظوری کا منتظر نہیں۔',
  },
  rejected: {
    en: "{name}'s registration was rejected and they have been emailed.",
    ur: '{name} کی رجسٹریشن مسترد کر دی گئی ہے اور انہیں ای میل بھیج دی گئی ہے۔',
  },
});

export async function listAwaitingApproval(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listAwaitingApproval'>,
): Promise<Schemas['ApplicantList']> {
  requirePermission(auth, 'users.manage', MESSAGES.adminsOnly);
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listAwaiting(
      tx,
      ownTenantId(auth),
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return {
      items: items.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total,
    };
  });
}

async function decide(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  approve: boolean,
  reason: string | null,
) {
  requirePermission(auth, 'users.manage', MESSAGES.adminsOnly);
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const applicant = await repo.lockApplicant(tx, tenantId, id);
    if (!applicant) throw notFound(MESSAGES.notFound);
    if (applicant.join_status !== 'pending') throw conflict(MESSAGES.notWaiting);
    await repo.decide(tx, id, approve);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: approve ? 'user.registration_approved' : 'user.registration_rejected',
      entityType: 'user',
      entityId: id,
      changes: {
        is_active: { from: false, to: approve },
        join_status: { from: 'pending', to: approve ? null : 'declined' },
        ...(reason ? { reason } : {}),
      },
    });
    const locale = mailLocale(applicant.preferred_language);
    await enqueueEmail(
      tx,
      approve
        ? renderMail('registrationApproved', locale, applicant.email, {
            name: applicant.first_name,
            school: applicant.tenant_name,
            link: `${deps.config.publicUrl}/login`,
          })
        : renderMail('registrationRejected', locale, applicant.email, {
            name: applicant.first_name,
            school: applicant.tenant_name,
            reason: reason ?? '',
            reasonGiven: reason ? 'yes' : 'no', // the text itself is never a select key
          }),
    );
    return applicant;
  });
}

/** The applicant may sign in from now on; they are e-mailed. */
export async function approveRegistration(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['User']> {
  await decide(deps, auth, id, true, null);
  return withScope(deps.db, auth.scope, async (tx) => toUser((await findUserById(tx, id))!));
}

/** The account stays inactive for good; the applicant is e-mailed (with the reason if given). */
export async function rejectRegistration(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'rejectRegistration'>,
): Promise<Schemas['Message']> {
  const applicant = await decide(deps, auth, id, false, body.reason?.trim() || null);
  return {
    message: MESSAGES.rejected({ name: `${applicant.first_name} ${applicant.last_name}` }).en,
  };
}
