// Platform administration: the superuser's list of
// organisations, suspending and reactivating one, and declining a new-organisation request.
import { withScope } from '../../db/scope.js';
import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { audit } from '../audit/service.js';
import { requireSuperuser } from './access.js';
import * as repo from './organisations-repository.js';

const MESSAGES = defineMessages('admin.organisations', {
  notFound: { en: 'Organization not found.', ur: 'ادارہ نہیں ملا۔' },
  platformNotSuspendable: {
    en: 'The Watni platform organization cannot be suspended.',
    ur: 'Watni پلیٹ فارم کا اپنا ادارہ معطل نہیں کیا جا سکتا۔',
  },
  alreadySuspended: {
    en: 'This organization is already suspended.',
    ur: 'یہ ادارہ پہلے ہی معطل ہے۔',
  },
  notSuspended: { en: 'This organization is not suspended.', ur: 'یہ ادارہ معطل نہیں ہے۔' },
  reasonRequired: { en: 'Please give a reason.', ur: 'براہِ کرم وجہ لکھیں۔' },
  requestNotFound: { en: 'Registration request not found.', ur: 'رجسٹریشن کی درخواست نہیں ملی۔' },
  requestDecided: {
    en: 'This request has already been decided.',
    ur: 'اس درخواست کا فیصلہ پہلے ہی ہو چکا ہے۔',
  },
  declined: {
    en: 'The request for "{name}" was declined and the applicant has been emailed.',
    ur: '"{name}" کی درخواست مسترد کر دی گئی ہے اور درخواست دینے والے کو ای میل بھیج دی گئی ہے۔',
  },
});

type Row = NonNullable<Awaited<ReturnType<typeof repo.findOrganisation>>>;

function toOrganisation(row: Row): Schemas['Organisation'] {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tenant_type: row.tenant_type,
    subscription_plan: row.subscription_plan,
    subscription_status: row.subscription_status,
    status: row.is_active ? 'active' : 'suspended',
    users_count: row.users_count,
    created_at: row.created_at.toISOString(),
    suspended_at: row.suspended_at?.toISOString() ?? null,
    suspension_reason: row.suspension_reason,
    is_platform: row.id === PLATFORM_TENANT_ID,
  };
}

function requiredReason(reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) throw invalidField('reason', MESSAGES.reasonRequired);
  return trimmed;
}

export async function listOrganisations(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listOrganisations'>,
): Promise<Schemas['OrganisationList']> {
  requireSuperuser(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listOrganisations(
      tx,
      { search: query.search, status: query.status },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map(toOrganisation), total };
  });
}

/**
 * Suspends an organisation: its users' sign-in, refresh and access tokens are refused from the
 * commit on (the bearer check reads tenants.is_active in its one statement), and their refresh
 * tokens are revoked now. Audited tenant.suspended with the reason and the sessions ended.
 */
export async function suspendOrganisation(
  deps: AppDeps,
  auth: AuthContext,
  tenantId: number,
  body: Body<'suspendOrganisation'>,
): Promise<Schemas['Organisation']> {
  requireSuperuser(auth);
  const reason = requiredReason(body.reason);
  return withScope(deps.db, auth.scope, async (tx) => {
    const tenant = await repo.lockOrganisation(tx, tenantId);
    if (!tenant) throw notFound(MESSAGES.notFound);
    if (tenant.id === PLATFORM_TENANT_ID) throw conflict(MESSAGES.platformNotSuspendable);
    if (!tenant.is_active) throw conflict(MESSAGES.alreadySuspended);
    await repo.setSuspension(tx, tenantId, { reason, by: auth.user.id });
    const sessionsEnded = await repo.revokeTenantSessions(tx, tenantId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'tenant.suspended',
      entityType: 'tenant',
      entityId: tenantId,
      changes: {
        status: { from: 'active', to: 'suspended' },
        reason,
        sessions_ended: sessionsEnded,
      },
    });
    return toOrganisation((await repo.findOrganisation(tx, tenantId))!);
  });
}

/** Lifts a suspension: its users may sign in again. Audited tenant.reactivated. */
export async function reactivateOrganisation(
  deps: AppDeps,
  auth: AuthContext,
  tenantId: number,
  body: Body<'reactivateOrganisation'>,
): Promise<Schemas['Organisation']> {
  requireSuperuser(auth);
  const reason = body.reason?.trim() || null;
  return withScope(deps.db, auth.scope, async (tx) => {
    const tenant = await repo.lockOrganisation(tx, tenantId);
    if (!tenant) throw notFound(MESSAGES.notFound);
    if (tenant.is_active) throw conflict(MESSAGES.notSuspended);
    const before = await repo.findOrganisation(tx, tenantId);
    await repo.setSuspension(tx, tenantId, null);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'tenant.reactivated',
      entityType: 'tenant',
      entityId: tenantId,
      changes: {
        status: { from: 'suspended', to: 'active' },
        reason,
        suspension_reason: before?.suspension_reason ?? null,
      },
    });
    return toOrganisation((await repo.findOrganisation(tx, tenantId))!);
  });
}

/**
 * Declines a new-organisation request still pending: the applicant can no longer sign in, is
 * e-mailed the reason in their language through the outbox (sent after commit) and leaves the
 * pending list. Audited user.request_declined (tenant null: the request has no tenant).
 */
export async function declinePendingUser(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  body: Body<'declinePendingUser'>,
): Promise<Schemas['Message']> {
  requireSuperuser(auth);
  const reason = requiredReason(body.reason);
  return withScope(deps.db, auth.scope, async (tx) => {
    const request = await repo.lockPendingRequest(tx, userId);
    if (!request) throw notFound(MESSAGES.requestNotFound);
    if (!request.pending) throw conflict(MESSAGES.requestDecided);
    await repo.markDeclined(tx, userId);
    const organisation = request.organization_name ?? '';
    await audit(tx, {
      tenantId: null,
      actorId: auth.user.id,
      action: 'user.request_declined',
      entityType: 'user',
      entityId: userId,
      changes: {
        is_active: { from: true, to: false },
        join_status: { from: null, to: 'declined' },
        organization_name: organisation,
        reason,
      },
    });
    await enqueueEmail(
      tx,
      renderMail('requestDeclined', mailLocale(request.preferred_language), request.email, {
        name: request.first_name,
        organisation,
        reason,
        link: `${deps.config.publicUrl}/contact`,
      }),
    );
    return { message: MESSAGES.declined({ name: organisation }).en };
  });
}
