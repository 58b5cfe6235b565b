// Admissions: an application (student and guardian details, class applied for) that the office
// admits into a section (creating the records in one transaction) or declines with a reason.

import { normaliseBForm } from '@watni/policy';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { admissions, classes } from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { FieldError } from '../../http/errors.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import * as schoolRepo from '../school/repository.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { guardianValues, throwProblems } from './guardian-input.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import { FORMAT_MESSAGES } from './normalise.js';
import { insertStudent, linkGuardian, placeInSection } from './records.js';
import { requireCurrentYear } from './service.js';

type AdmissionRow = typeof admissions.$inferSelect;

function toAdmission(row: AdmissionRow, className: string): Schemas['Admission'] {
  const { tenant_id: _t, decided_by: _d, created_at, decided_at, ...rest } = row;
  return {
    ...rest,
    class_name: className,
    created_at: created_at.toISOString(),
    decided_at: decided_at ? decided_at.toISOString() : null,
  };
}

async function loadAdmission(tx: Tx, id: number, lock = false) {
  const query = tx
    .select({ admission: admissions, class_name: classes.name })
    .from(admissions)
    .innerJoin(
      classes,
      and(eq(classes.tenant_id, admissions.tenant_id), eq(classes.id, admissions.class_id)),
    )
    .where(and(inCallersTenant(tx, admissions.tenant_id), eq(admissions.id, id)));
  const [row] = lock ? await query.for('update', { of: admissions }) : await query;
  if (!row) throw notFound(M.admissionNotFound);
  return row;
}

export async function listAdmissions(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listAdmissions'>,
): Promise<Schemas['AdmissionList']> {
  requireSchoolAdmin(auth);
  return inSchool(deps, auth, async (tx) => {
    const where = and(
      inCallersTenant(tx, admissions.tenant_id),
      query.status ? eq(admissions.status, query.status) : undefined,
    );
    const rows = await tx
      .select({ admission: admissions, class_name: classes.name })
      .from(admissions)
      .innerJoin(
        classes,
        and(eq(classes.tenant_id, admissions.tenant_id), eq(classes.id, admissions.class_id)),
      )
      .where(where)
      .orderBy(desc(admissions.created_at), desc(admissions.id))
      .limit(query.limit ?? 100)
      .offset(query.skip ?? 0);
    const [total] = await tx.select({ n: count() }).from(admissions).where(where);
    return {
      items: rows.map((row) => toAdmission(row.admission, row.class_name)),
      total: total?.n ?? 0,
    };
  });
}

export async function createAdmission(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createAdmission'>,
): Promise<Schemas['Admission']> {
  requireSchoolAdmin(auth);
  const problems: FieldError[] = [];
  let bForm: string | null = null;
  if (body.b_form?.trim()) {
    bForm = normaliseBForm(body.b_form);
    if (!bForm) problems.push({ field: 'b_form', message: FORMAT_MESSAGES.bForm });
  }
  const guardian = guardianValues(
    {
      name: body.guardian_name,
      relation: body.guardian_relation,
      cnic: body.guardian_cnic,
      mobile: body.guardian_mobile,
      email: body.guardian_email,
    },
    problems,
    'guardian_',
  );
  throwProblems(problems);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const schoolClass = await schoolRepo.findClass(tx, body.class_id);
    if (!schoolClass) throw notFound(M.classNotFound);
    const [row] = await tx
      .insert(admissions)
      .values({
        tenant_id: tenantId,
        class_id: body.class_id,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        date_of_birth: body.date_of_birth ?? null,
        gender: body.gender,
        b_form: bForm,
        address: body.address?.trim() || null,
        guardian_name: guardian.name,
        guardian_relation: guardian.relation,
        guardian_cnic: guardian.cnic,
        guardian_mobile: guardian.mobile,
        guardian_email: guardian.email,
      })
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'admission.created',
      entityType: 'admission',
      entityId: row!.id,
      changes: { class_id: body.class_id, name: `${row!.first_name} ${row!.last_name}` },
    });
    return toAdmission(row!, schoolClass.name);
  });
}

export async function admitApplicant(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'admitApplicant'>,
): Promise<Schemas['Admission']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const { admission, class_name } = await loadAdmission(tx, id, true);
    if (admission.status !== 'pending') throw conflict(M.notPending);
    const section = await schoolRepo.findSection(tx, body.section_id);
    if (!section) throw notFound(M.sectionNotFound);
    if (section.class_id !== admission.class_id) {
      throw invalidField('section_id', M.sectionOfOtherClass);
    }
    const year = await requireCurrentYear(tx);
    const student = await insertStudent(tx, tenantId, {
      admission_no: body.admission_no.trim(),
      first_name: admission.first_name,
      last_name: admission.last_name,
      date_of_birth: admission.date_of_birth,
      gender: admission.gender,
      b_form: admission.b_form,
      address: admission.address,
      admission_date: body.admission_date ?? todayInPakistan(),
    });
    const placed = await placeInSection(
      tx,
      tenantId,
      student.id,
      year.id,
      section.id,
      body.roll_no,
    );
    const linked = await linkGuardian(
      tx,
      tenantId,
      student.id,
      {
        name: admission.guardian_name,
        relation: admission.guardian_relation,
        cnic: admission.guardian_cnic,
        mobile: admission.guardian_mobile,
        email: admission.guardian_email,
        preferred_language: 'en',
        whatsapp_consent: false,
        sms_consent: false,
      },
      true,
    );
    const [saved] = await tx
      .update(admissions)
      .set({
        status: 'admitted',
        student_id: student.id,
        decided_by: auth.user.id,
        decided_at: new Date(),
      })
      .where(and(inCallersTenant(tx, admissions.tenant_id), eq(admissions.id, id)))
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'admission.admitted',
      entityType: 'admission',
      entityId: id,
      changes: {
        status: { from: 'pending', to: 'admitted' },
        student_id: student.id,
        admission_no: student.admission_no,
        section_id: section.id,
        roll_no: placed.roll_no,
        guardian_id: linked.guardianId,
      },
    });
    return toAdmission(saved!, class_name);
  });
}

export async function declineApplicant(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'declineApplicant'>,
): Promise<Schemas['Admission']> {
  requireSchoolAdmin(auth);
  const reason = body.reason.trim();
  if (!reason) throw invalidField('reason', 'Give the reason for declining.');
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const { admission, class_name } = await loadAdmission(tx, id, true);
    if (admission.status !== 'pending') throw conflict(M.notPending);
    const [saved] = await tx
      .update(admissions)
      .set({
        status: 'declined',
        decline_reason: reason,
        decided_by: auth.user.id,
        decided_at: new Date(),
      })
      .where(and(inCallersTenant(tx, admissions.tenant_id), eq(admissions.id, id)))
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'admission.declined',
      entityType: 'admission',
      entityId: id,
      changes: { status: { from: 'pending', to: 'declined' }, reason },
    });
    return toAdmission(saved!, class_name);
  });
}
