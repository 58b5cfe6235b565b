import type { Tx } from '../../db/client.js';
import { constraintName, sqlState } from '../../db/errors.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { mailLocale, renderMail } from '../../mail/templates.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import {
  ACCESS_MESSAGES,
  canManageEnrollments,
  courseRole,
  isTeacher,
  loadCourse,
  requireManageEnrollments,
} from '../courses/access.js';
import { optionalText } from '../courses/service.js';
import { getTenantSettings } from '../settings/repository.js';
import * as repo from './repository.js';

const ENROLLMENT_MESSAGES = defineMessages('enrollments', {
  notFound: { en: 'Enrollment not found.', ur: 'داخلہ نہیں ملا۔' },
  userNotFound: { en: 'User not found.', ur: 'صارف نہیں ملا۔' },
  selfOnly: { en: 'You can only enroll yourself.', ur: 'آپ صرف اپنا داخلہ کر سکتے ہیں۔' },
  notPublished: {
    en: 'This course is not open for enrollment yet.',
    ur: 'اس کورس میں ابھی داخلہ شروع نہیں ہوا۔',
  },
  inactiveUser: {
    en: 'This user account is inactive and cannot be enrolled.',
    ur: 'یہ اکاؤنٹ غیر فعال ہے، اس کا داخلہ نہیں ہو سکتا۔',
  },
  otherTenantUser: {
    en: "user_id must be a user of the course's organization.",
    ur: 'user_id کورس کے ادارے کا صارف ہونا چاہیے۔',
  },
  alreadyEnrolledSelf: {
    en: 'You are already enrolled in this course.',
    ur: 'اس کورس میں آپ کا داخلہ پہلے سے ہے۔',
  },
  alreadyEnrolled: {
    en: 'This user is already enrolled in this course.',
    ur: 'اس صارف کا اس کورس میں پہلے سے داخلہ ہے۔',
  },
  notPending: {
    en: 'Only a pending enrollment can be approved or rejected; this one has already been decided.',
    ur: 'صرف زیرِ التوا داخلہ منظور یا مسترد کیا جا سکتا ہے؛ اس کا فیصلہ پہلے ہی ہو چکا ہے۔',
  },
  mixed: {
    en: 'An update either approves (payment_status paid) or rejects (payment_status rejected), not both.',
    ur: 'ایک تبدیلی یا تو منظوری (payment_status paid) ہے یا مسترد کرنا (payment_status rejected)، دونوں نہیں۔',
  },
  withdrawPendingOnly: {
    en: 'Only a pending enrollment can be withdrawn. Contact your admin to leave this course.',
    ur: 'صرف زیرِ التوا داخلہ واپس لیا جا سکتا ہے۔ یہ کورس چھوڑنے کے لیے اپنے ایڈمن سے رابطہ کریں۔',
  },
  manageRoles: {
    en: 'Only administrators and teachers can manage enrollments.',
    ur: 'داخلوں کا انتظام صرف ایڈمن اور اساتذہ کر سکتے ہیں۔',
  },
});

/** A joined enrollment row → the contract's Enrollment. */
export function toEnrollment(row: repo.EnrollmentListRow): Schemas['Enrollment'] {
  const { enrollment } = row;
  return {
    id: enrollment.id,
    user_id: enrollment.user_id,
    course_id: enrollment.course_id,
    course: {
      id: row.course.id,
      title: row.course.title,
      price: Number(row.course.price),
      currency: row.course.currency,
    },
    user: row.user,
    created_at: enrollment.created_at.toISOString(),
    payment_status: enrollment.payment_status,
    admin_approved: enrollment.admin_approved,
    admin_notes: enrollment.admin_notes,
    status: enrollment.status,
    ...(row.paid_online !== undefined ? { paid_online: row.paid_online } : {}),
  };
}

async function loadView(tx: Tx, id: number): Promise<Schemas['Enrollment']> {
  const row = await repo.findEnrollmentView(tx, id);
  if (!row) throw notFound(ENROLLMENT_MESSAGES.notFound);
  return toEnrollment(row);
}

async function loadEnrollment(tx: Tx, id: number) {
  const enrollment = await repo.findEnrollment(tx, id);
  if (!enrollment) throw notFound(ENROLLMENT_MESSAGES.notFound);
  const course = await loadCourse(tx, enrollment.course_id);
  return { enrollment, course };
}

export async function enrollInCourse(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  body: Body<'enrollInCourse'>,
): Promise<Schemas['Enrollment']> {
  const { user } = auth;
  const targetId = body.user_id ?? user.id;
  const self = targetId === user.id;
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, courseId);
    const role = courseRole(user, course);
    if (!self) {
      if (role === 'learner') throw forbidden(ENROLLMENT_MESSAGES.selfOnly);
      await requireManageEnrollments(tx, user, course);
    }
    if (!course.is_published) throw forbidden(ENROLLMENT_MESSAGES.notPublished);
    if (!self) {
      const target = await repo.findUser(tx, targetId);
      if (!target) throw notFound(ENROLLMENT_MESSAGES.userNotFound);
      if (target.tenant_id !== course.tenant_id) {
        throw invalidField('user_id', ENROLLMENT_MESSAGES.otherTenantUser);
      }
      if (!target.is_active) throw invalidField('user_id', ENROLLMENT_MESSAGES.inactiveUser);
    }
    const free = Number(course.price) === 0;
    const now = new Date();
    let enrollment: repo.EnrollmentRecord;
    try {
      enrollment = await repo.insertEnrollment(tx, {
        tenant_id: course.tenant_id,
        course_id: course.id,
        user_id: targetId,
        payment_status: free ? 'paid' : 'pending',
        admin_approved: free,
        status: 'active',
        decided_at: free ? now : null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (sqlState(error) === '23505' && constraintName(error) === repo.UNIQUE_ENROLLMENT) {
        throw conflict(
          self ? ENROLLMENT_MESSAGES.alreadyEnrolledSelf : ENROLLMENT_MESSAGES.alreadyEnrolled,
        );
      }
      throw error;
    }
    if (!self) {
      await audit(tx, {
        tenantId: course.tenant_id,
        actorId: user.id,
        action: 'enrollment.created',
        entityType: 'enrollment',
        entityId: enrollment.id,
        changes: {
          course_id: course.id,
          user_id: targetId,
          payment_status: enrollment.payment_status,
        },
      });
    }
    return loadView(tx, enrollment.id);
  });
}

export async function listCourseEnrollments(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  query: Query<'listCourseEnrollments'>,
) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, courseId);
    await requireManageEnrollments(tx, auth.user, course);
    const { items, total } = await repo.listEnrollments(
      tx,
      { tenantId: course.tenant_id, courseId: course.id, paymentStatus: query.status_filter },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map(toEnrollment), total } satisfies Schemas['EnrollmentList'];
  });
}

export async function listMyEnrollments(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listMyEnrollments'>,
) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { items, total } = await repo.listEnrollments(
      tx,
      { userId: auth.user.id, paymentStatus: query.status_filter },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map(toEnrollment), total } satisfies Schemas['EnrollmentList'];
  });
}

/**
 * The enrollments the caller manages: admins every one of their tenant (superusers every tenant,
 * or `tenant_id`); teachers those of their own courses when the tenant lets them; others 403.
 */
export async function managedFilter(
  tx: Tx,
  auth: AuthContext,
  tenantIdFilter: number | undefined,
): Promise<repo.EnrollmentFilter> {
  const { user } = auth;
  if (isAdmin(user)) {
    return {
      tenantId: can(user, 'platform.administer') ? tenantIdFilter : (user.tenant_id ?? undefined),
    };
  }
  if (!isTeacher(user) || user.tenant_id === null) throw forbidden(ENROLLMENT_MESSAGES.manageRoles);
  const settings = await getTenantSettings(tx, user.tenant_id);
  if (!can(user, 'enrollments.manageOwn', { settings }))
    throw forbidden(ACCESS_MESSAGES.manageEnrollmentsOff);
  return { tenantId: user.tenant_id, courseCreatedBy: user.id };
}

export async function listEnrollments(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listEnrollments'>,
) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const filter = await managedFilter(tx, auth, query.tenant_id);
    const { items, total } = await repo.listEnrollments(
      tx,
      { ...filter, courseId: query.course_id, paymentStatus: query.status_filter },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map(toEnrollment), total } satisfies Schemas['EnrollmentList'];
  });
}

export async function getEnrollmentCounts(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'getEnrollmentCounts'>,
): Promise<Schemas['EnrollmentCounts']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const filter = await managedFilter(tx, auth, query.tenant_id);
    return repo.countByStatus(tx, { ...filter, courseId: query.course_id });
  });
}

type Decision = 'approve' | 'reject' | 'notes';

/** The changes that approve or reject a pending enrollment. */
export function decisionChanges(decision: 'approve' | 'reject') {
  return decision === 'approve'
    ? { payment_status: 'paid' as const, admin_approved: true, status: 'active' as const }
    : { payment_status: 'rejected' as const, admin_approved: false, status: 'dropped' as const };
}

/** Audits a decision and e-mails the learner (through the outbox, sent after the commit). */
export async function recordDecision(
  tx: Tx,
  auth: AuthContext,
  course: { id: number; tenant_id: number; title: string },
  enrollment: Pick<repo.EnrollmentRecord, 'id' | 'user_id'>,
  updated: repo.EnrollmentRecord,
  decision: 'approve' | 'reject',
  extra: Record<string, unknown> = {},
): Promise<void> {
  await audit(tx, {
    tenantId: course.tenant_id,
    actorId: auth.user.id,
    action: decision === 'approve' ? 'enrollment.approved' : 'enrollment.rejected',
    entityType: 'enrollment',
    entityId: enrollment.id,
    changes: {
      course_id: course.id,
      user_id: enrollment.user_id,
      payment_status: { from: 'pending', to: updated.payment_status },
      ...(updated.admin_notes ? { admin_notes: updated.admin_notes } : {}),
      ...extra,
    },
  });
  const learner = await repo.findUser(tx, enrollment.user_id);
  if (learner) {
    const approved = decision === 'approve';
    await enqueueEmail(
      tx,
      renderMail(
        approved ? 'enrollmentApproved' : 'enrollmentRejected',
        mailLocale(learner.preferred_language),
        learner.email,
        {
          name: learner.first_name,
          course: course.title,
          // The reason is the admin's text: never an ICU select key (a key such as `valueOf`
          // would be looked up on the template's options object and crash the formatter).
          reason: updated.admin_notes?.trim() ?? '',
          reasonGiven: updated.admin_notes?.trim() ? 'yes' : 'no',
        },
      ),
    );
  }
}

/** Reads an update body as approve, reject, or a note on a still-pending enrollment. */
function decisionOf(body: Body<'updateEnrollment'>): Decision {
  const approves = body.payment_status === 'paid' || body.admin_approved === true;
  const rejects =
    body.payment_status === 'rejected' ||
    body.admin_approved === false ||
    body.status === 'dropped';
  if (approves && rejects) throw invalidField('payment_status', ENROLLMENT_MESSAGES.mixed);
  if (approves && body.status === 'dropped')
    throw invalidField('status', ENROLLMENT_MESSAGES.mixed);
  if (rejects && body.status === 'active') throw invalidField('status', ENROLLMENT_MESSAGES.mixed);
  if ((approves || rejects) && body.payment_status === 'pending') {
    throw invalidField('payment_status', ENROLLMENT_MESSAGES.mixed);
  }
  if (approves) return 'approve';
  if (rejects) return 'reject';
  return 'notes';
}

export async function updateEnrollment(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateEnrollment'>,
  sentFields: ReadonlySet<string>,
): Promise<Schemas['Enrollment']> {
  const decision = decisionOf(body);
  return withScope(deps.db, auth.scope, async (tx) => {
    const { enrollment, course } = await loadEnrollment(tx, id);
    await requireManageEnrollments(tx, auth.user, course);
    if (enrollment.payment_status !== 'pending') throw conflict(ENROLLMENT_MESSAGES.notPending);

    const notes = sentFields.has('admin_notes') ? optionalText(body.admin_notes) : undefined;
    const now = new Date();
    const changes = decision === 'notes' ? {} : decisionChanges(decision);
    const updated = await repo.decidePending(tx, enrollment, {
      ...changes,
      ...(notes !== undefined ? { admin_notes: notes } : {}),
      ...(decision === 'notes' ? {} : { decided_by: auth.user.id, decided_at: now }),
    });
    // Decided concurrently by someone else between the read and this write.
    if (!updated) throw conflict(ENROLLMENT_MESSAGES.notPending);

    if (decision !== 'notes') await recordDecision(tx, auth, course, enrollment, updated, decision);
    return loadView(tx, enrollment.id);
  });
}

/**
 * Staff who manage the course delete any of its enrollments; a learner may withdraw their own
 * while it is pending (409 afterwards: the decision is kept).
 */
export async function deleteEnrollment(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const { enrollment, course } = await loadEnrollment(tx, id);
    const own = enrollment.user_id === auth.user.id;
    const manages = await canManageEnrollments(tx, auth.user, course);
    if (!manages) {
      if (!own) {
        if (courseRole(auth.user, course) === 'owner') {
          throw forbidden(ACCESS_MESSAGES.manageEnrollmentsOff);
        }
        throw forbidden(ACCESS_MESSAGES.staffOnly);
      }
      if (enrollment.payment_status !== 'pending')
        throw conflict(ENROLLMENT_MESSAGES.withdrawPendingOnly);
    }
    const deleted = await repo.deleteEnrollment(tx, enrollment, !manages);
    if (!deleted) throw conflict(ENROLLMENT_MESSAGES.withdrawPendingOnly);
    await audit(tx, {
      tenantId: course.tenant_id,
      actorId: auth.user.id,
      action: 'enrollment.deleted',
      entityType: 'enrollment',
      entityId: enrollment.id,
      changes: {
        course_id: course.id,
        user_id: enrollment.user_id,
        payment_status: enrollment.payment_status,
        withdrawn_by_learner: !manages,
      },
    });
  });
}
