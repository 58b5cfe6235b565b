// Student records: list (searched and filtered on the server), profile, create, update,
// placement in a section per year, guardians.

import { normaliseBForm, normaliseCnic, normaliseMobile } from '@watni/policy';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { guardians, students } from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import type { FieldError } from '../../http/errors.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { roleOf } from '../_shared/policy.js';
import { audit, diff } from '../audit/service.js';
import {
  isParent,
  requireSchoolAdmin,
  requireSchoolStaff,
  schoolTenantId,
} from '../school/policy.js';
import * as schoolRepo from '../school/repository.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { guardianValues, throwProblems } from './guardian-input.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import { FORMAT_MESSAGES } from './normalise.js';
import { insertStudent, linkGuardian, placeInSection } from './records.js';
import * as repo from './repository.js';
import { loadProfile, toGuardian } from './views.js';

export async function requireCurrentYear(tx: Tx) {
  const year = await schoolRepo.currentYear(tx);
  if (!year) throw invalidField('academic_year_id', M.noCurrentYear);
  return year;
}

/** May the caller read this student? Admins: yes; teachers: their sections; parents: their children. */
async function canRead(tx: Tx, auth: AuthContext, studentId: number): Promise<boolean> {
  if (isAdmin(auth.user)) return true;
  if (isParent(auth.user))
    return (await repo.childrenOfParent(tx, auth.user.id)).includes(studentId);
  if (roleOf(auth.user) !== 'teacher') return false;
  const year = await schoolRepo.currentYear(tx);
  if (!year) return false;
  const [placement] = await repo.placementsOf(tx, [studentId], year.id);
  if (!placement) return false;
  return (await schoolRepo.sectionsOfTeacher(tx, auth.user.id)).includes(placement.section_id);
}

export async function getStudent(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['StudentProfile']> {
  if (!isParent(auth.user)) requireSchoolStaff(auth);
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.findStudent(tx, id);
    if (!student || !(await canRead(tx, auth, id))) throw notFound(M.notFound);
    return loadProfile(tx, student);
  });
}

function studentFields(
  body: Partial<Body<'createStudent'>>,
  problems: FieldError[],
): { b_form?: string | null } {
  if (body.b_form === undefined) return {};
  if (body.b_form === null || body.b_form.trim() === '') return { b_form: null };
  const bForm = normaliseBForm(body.b_form);
  if (!bForm) problems.push({ field: 'b_form', message: FORMAT_MESSAGES.bForm });
  return { b_form: bForm };
}

export async function createStudent(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createStudent'>,
): Promise<Schemas['StudentProfile']> {
  requireSchoolAdmin(auth);
  const problems: FieldError[] = [];
  const { b_form } = studentFields(body, problems);
  const guardianRows = (body.guardians ?? []).map((guardian, i) =>
    guardianValues(guardian, problems, `guardians[${i}].`),
  );
  throwProblems(problems);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const student = await insertStudent(tx, tenantId, {
      admission_no: body.admission_no.trim(),
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      date_of_birth: body.date_of_birth ?? null,
      gender: body.gender,
      b_form: b_form ?? null,
      address: body.address?.trim() || null,
      admission_date: body.admission_date ?? todayInPakistan(),
    });
    let placement: Record<string, unknown> | null = null;
    if (body.section_id !== undefined) {
      const year = await requireCurrentYear(tx);
      const placed = await placeInSection(
        tx,
        tenantId,
        student.id,
        year.id,
        body.section_id,
        body.roll_no,
      );
      placement = {
        academic_year_id: year.id,
        section_id: body.section_id,
        roll_no: placed.roll_no,
      };
    }
    for (const [i, guardian] of guardianRows.entries()) {
      await linkGuardian(tx, tenantId, student.id, guardian, i === 0);
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.created',
      entityType: 'student',
      entityId: student.id,
      changes: {
        admission_no: student.admission_no,
        name: `${student.first_name} ${student.last_name}`,
        placement,
        guardians: guardianRows.length,
      },
    });
    return loadProfile(tx, student);
  });
}

async function checkStudentAccount(tx: Tx, userId: number, tenantId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenant_id, tenantId),
        eq(users.user_role, 'student'),
        eq(users.is_active, true),
      ),
    );
  if (!row) throw invalidField('user_id', M.userNotStudent);
}

export async function updateStudent(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateStudent'>,
): Promise<Schemas['StudentProfile']> {
  requireSchoolAdmin(auth);
  const problems: FieldError[] = [];
  const { b_form } = studentFields(body, problems);
  throwProblems(problems);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findStudent(tx, id, true);
    if (!before) throw notFound(M.notFound);
    if (body.user_id) await checkStudentAccount(tx, body.user_id, tenantId);
    const changes = {
      admission_no: body.admission_no?.trim(),
      first_name: body.first_name?.trim(),
      last_name: body.last_name?.trim(),
      date_of_birth: body.date_of_birth,
      gender: body.gender,
      b_form,
      address: body.address === undefined ? undefined : body.address?.trim() || null,
      admission_date: body.admission_date,
      status: body.status,
      user_id: body.user_id,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length) {
      const [saved] = await tx
        .update(students)
        .set({ ...changes, updated_at: new Date() })
        .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, id)))
        .returning();
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'student.updated',
        entityType: 'student',
        entityId: id,
        changes: changed,
      });
      return loadProfile(tx, saved!);
    }
    return loadProfile(tx, before);
  });
}

export async function placeStudent(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'placeStudent'>,
): Promise<Schemas['StudentProfile']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.findStudent(tx, id, true);
    if (!student) throw notFound(M.notFound);
    const year =
      body.academic_year_id === undefined
        ? await requireCurrentYear(tx)
        : await schoolRepo.findYear(tx, body.academic_year_id);
    if (!year) throw notFound(M.yearNotFound);
    const placed = await placeInSection(tx, tenantId, id, year.id, body.section_id, body.roll_no);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.placed',
      entityType: 'student',
      entityId: id,
      changes: {
        academic_year_id: year.id,
        before: placed.previous,
        after: { section_id: body.section_id, roll_no: placed.roll_no },
      },
    });
    return loadProfile(tx, student);
  });
}

export async function addStudentGuardian(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'addStudentGuardian'>,
): Promise<Schemas['StudentProfile']> {
  requireSchoolAdmin(auth);
  if ((body.guardian_id === undefined) === (body.guardian === undefined)) {
    throw invalidField('guardian_id', M.linkOneOf);
  }
  const problems: FieldError[] = [];
  const values = body.guardian ? guardianValues(body.guardian, problems, 'guardian.') : null;
  throwProblems(problems);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.findStudent(tx, id, true);
    if (!student) throw notFound(M.notFound);
    if (body.guardian_id !== undefined && !(await repo.findGuardian(tx, body.guardian_id))) {
      throw notFound(M.guardianNotFound);
    }
    const linked = await linkGuardian(
      tx,
      tenantId,
      id,
      values ?? { id: body.guardian_id! },
      body.is_primary ?? false,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'student.guardian_linked',
      entityType: 'student',
      entityId: id,
      changes: {
        guardian_id: linked.guardianId,
        created: linked.created,
        is_primary: body.is_primary ?? false,
      },
    });
    return loadProfile(tx, student);
  });
}

export async function updateGuardian(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateGuardian'>,
): Promise<Schemas['Guardian']> {
  requireSchoolAdmin(auth);
  const problems: FieldError[] = [];
  const cnic = body.cnic === undefined ? undefined : body.cnic ? normaliseCnic(body.cnic) : null;
  if (body.cnic && !cnic) problems.push({ field: 'cnic', message: FORMAT_MESSAGES.cnic });
  const mobile =
    body.mobile === undefined ? undefined : body.mobile ? normaliseMobile(body.mobile) : null;
  if (body.mobile && !mobile) problems.push({ field: 'mobile', message: FORMAT_MESSAGES.mobile });
  throwProblems(problems);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findGuardian(tx, id, true);
    if (!before) throw notFound(M.guardianNotFound);
    const changes = {
      name: body.name?.trim(),
      relation: body.relation,
      cnic,
      mobile,
      email: body.email === undefined ? undefined : (body.email?.trim().toLowerCase() ?? null),
      preferred_language: body.preferred_language,
      whatsapp_consent: body.whatsapp_consent,
      sms_consent: body.sms_consent,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (!Object.keys(changed).length) return toGuardian(before);
    const [saved] = await tx
      .update(guardians)
      .set({ ...changes, updated_at: new Date() })
      .where(and(inCallersTenant(tx, guardians.tenant_id), eq(guardians.id, id)))
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'guardian.updated',
      entityType: 'guardian',
      entityId: id,
      changes: changed,
    });
    return toGuardian(saved!);
  });
}
