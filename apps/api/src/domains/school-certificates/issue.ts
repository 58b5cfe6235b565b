// Issuing a leaving or character certificate: the office, one valid certificate of a
// kind per student, the next running number of the school for the kind and year, a fresh
// verification code; a leaving certificate sets an active student's status to left. Audited.
import { constraintName, sqlState } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, type FieldError, fieldError, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { newVerificationCode } from '../certificates/code.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { throwProblems } from '../students/guardian-input.js';
import { DUPLICATE_CERTIFICATE, SCHOOL_CERTIFICATE_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { certificateNumber, toSchoolCertificate } from './views.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Checked {
  leaving_date: string | null;
  reason: string | null;
  remarks: string | null;
}

function checkBody(body: Body<'issueStudentCertificate'>, today: string): Checked {
  const problems: FieldError[] = [];
  const reason = body.reason?.trim() || null;
  const remarks = body.remarks?.trim() || null;
  if (body.kind === 'leaving') {
    if (!body.leaving_date || !DATE.test(body.leaving_date)) {
      problems.push(fieldError('leaving_date', M.leavingDate));
    } else if (body.leaving_date > today) {
      problems.push(fieldError('leaving_date', M.leavingDateFuture));
    }
    if (!reason) problems.push(fieldError('reason', M.reason));
    if (remarks) problems.push(fieldError('remarks', M.remarksNotForKind));
  } else {
    if (!remarks) problems.push(fieldError('remarks', M.remarks));
    if (body.leaving_date) problems.push(fieldError('leaving_date', M.notForKind));
    if (reason) problems.push(fieldError('reason', M.notForKind));
  }
  throwProblems(problems);
  return {
    leaving_date: body.kind === 'leaving' ? (body.leaving_date ?? null) : null,
    reason: body.kind === 'leaving' ? reason : null,
    remarks: body.kind === 'character' ? remarks : null,
  };
}

export async function issueStudentCertificate(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  body: Body<'issueStudentCertificate'>,
): Promise<Schemas['SchoolCertificate']> {
  requireSchoolAdmin(auth);
  const today = todayInPakistan();
  const checked = checkBody(body, today);
  const tenantId = schoolTenantId(auth);
  try {
    return await inSchool(deps, auth, async (tx) => {
      const student = await repo.lockStudent(tx, studentId);
      if (!student) throw notFound(M.studentNotFound);
      if (checked.leaving_date && checked.leaving_date < student.admission_date) {
        throwProblems([fieldError('leaving_date', M.leavingDateBeforeAdmission)]);
      }
      if (await repo.validOfKind(tx, studentId, body.kind))
        throw conflict(DUPLICATE_CERTIFICATE[body.kind]);
      const year = Number(today.slice(0, 4));
      const n = await repo.nextNumber(tx, tenantId, body.kind, year);
      const context = await repo.studentContext(tx, studentId);
      const row = await repo.insertCertificate(tx, {
        tenant_id: tenantId,
        student_id: studentId,
        kind: body.kind,
        number: certificateNumber(body.kind, year, n),
        code: newVerificationCode(),
        student_name: `${student.first_name} ${student.last_name}`.trim(),
        admission_no: student.admission_no,
        guardian_name: context.guardian_name,
        class_name: context.class_name,
        school_name: await repo.schoolName(tx, tenantId),
        issued_on: today,
        ...checked,
        issued_by: auth.user.id,
      });
      // An active student leaves; one already left or graduated keeps that status.
      const leaves = body.kind === 'leaving' && student.status === 'active';
      const statusChange = leaves ? { status: { from: student.status, to: 'left' } } : {};
      if (leaves) {
        await repo.setStudentStatus(tx, studentId, 'left');
        await audit(tx, {
          tenantId,
          actorId: auth.user.id,
          action: 'student.updated',
          entityType: 'student',
          entityId: studentId,
          changes: statusChange,
        });
      }
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'school_certificate.issued',
        entityType: 'school_certificate',
        entityId: row.id,
        changes: {
          student_id: { from: null, to: studentId },
          kind: { from: null, to: body.kind },
          number: { from: null, to: row.number },
          ...statusChange,
        },
      });
      return toSchoolCertificate(row);
    });
  } catch (error) {
    // Two issues of the same kind at once: the second meets the partial unique index.
    if (sqlState(error) === '23505' && constraintName(error) === 'school_certificates_valid_key') {
      throw conflict(DUPLICATE_CERTIFICATE[body.kind]);
    }
    throw error;
  }
}
