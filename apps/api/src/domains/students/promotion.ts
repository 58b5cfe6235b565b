// Promotion at year end: a section's students move to a section of the next class in the new
// year, with per-student exceptions (repeat the class, or left the school). One transaction:
// either everyone moves or, on any refusal, nobody does.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { studentEnrolments, students } from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import * as schoolRepo from '../school/repository.js';
import { inSchool } from '../school/transaction.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import { lockSection } from './records.js';
import * as repo from './repository.js';
import { requireCurrentYear } from './service.js';

/** Roll numbers: keep the student's own when it is free in the new section, else the next free. */
class RollBook {
  private readonly taken = new Map<number, Set<number>>();
  constructor(
    private readonly tx: Tx,
    private readonly yearId: number,
  ) {}

  async take(sectionId: number, wanted: number): Promise<number> {
    let taken = this.taken.get(sectionId);
    if (!taken) {
      const rows = await this.tx
        .select({ roll_no: studentEnrolments.roll_no })
        .from(studentEnrolments)
        .where(
          and(
            inCallersTenant(this.tx, studentEnrolments.tenant_id),
            eq(studentEnrolments.academic_year_id, this.yearId),
            eq(studentEnrolments.section_id, sectionId),
          ),
        );
      taken = new Set(rows.map((row) => row.roll_no));
      this.taken.set(sectionId, taken);
    }
    let roll = wanted;
    if (taken.has(roll)) roll = Math.max(0, ...taken) + 1;
    taken.add(roll);
    return roll;
  }
}

export async function promoteSection(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'promoteSection'>,
): Promise<Schemas['PromotionResult']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const fromSection = await lockSection(tx, body.from_section_id);
    const fromYear =
      body.from_year_id === undefined
        ? await requireCurrentYear(tx)
        : await schoolRepo.findYear(tx, body.from_year_id);
    if (!fromYear) throw notFound(M.yearNotFound);
    const toYear = await schoolRepo.findYear(tx, body.to_year_id);
    if (!toYear) throw notFound(M.yearNotFound);
    if (toYear.id === fromYear.id) throw invalidField('to_year_id', M.sameYear);
    const toSection = await lockSection(tx, body.to_section_id);

    const members = await tx
      .select({
        student_id: studentEnrolments.student_id,
        roll_no: studentEnrolments.roll_no,
        first_name: students.first_name,
        last_name: students.last_name,
        status: students.status,
      })
      .from(studentEnrolments)
      .innerJoin(
        students,
        and(
          eq(students.tenant_id, studentEnrolments.tenant_id),
          eq(students.id, studentEnrolments.student_id),
        ),
      )
      .where(
        and(
          inCallersTenant(tx, studentEnrolments.tenant_id),
          eq(studentEnrolments.academic_year_id, fromYear.id),
          eq(studentEnrolments.section_id, fromSection.id),
        ),
      )
      .orderBy(studentEnrolments.roll_no)
      .for('update', { of: students });
    const active = members.filter((member) => member.status === 'active');
    const memberIds = new Set(active.map((member) => member.student_id));

    const exceptions = new Map<number, { action: 'repeat' | 'left'; section_id?: number }>();
    for (const [i, exception] of (body.exceptions ?? []).entries()) {
      if (!memberIds.has(exception.student_id)) {
        throw invalidField(`exceptions[${i}].student_id`, M.exceptionNotInSection);
      }
      if (exception.action === 'repeat' && exception.section_id !== undefined) {
        const section = await schoolRepo.findSection(tx, exception.section_id);
        if (!section) throw notFound(M.sectionNotFound);
        if (section.class_id !== fromSection.class_id) {
          throw invalidField(`exceptions[${i}].section_id`, M.repeatSectionClass);
        }
      }
      exceptions.set(exception.student_id, exception);
    }

    const moving = active.filter((member) => exceptions.get(member.student_id)?.action !== 'left');
    if (moving.length) {
      const already = await tx
        .select({ student_id: studentEnrolments.student_id })
        .from(studentEnrolments)
        .where(
          and(
            inCallersTenant(tx, studentEnrolments.tenant_id),
            eq(studentEnrolments.academic_year_id, toYear.id),
            inArray(
              studentEnrolments.student_id,
              moving.map((member) => member.student_id),
            ),
          ),
        );
      if (already.length) {
        const ids = new Set(already.map((row) => row.student_id));
        const names = moving
          .filter((member) => ids.has(member.student_id))
          .map((member) => `${member.first_name} ${member.last_name}`)
          .join(', ');
        throw conflict(M.alreadyPlaced({ names }));
      }
    }

    const rolls = new RollBook(tx, toYear.id);
    const result = { promoted: [] as number[], repeated: [] as number[], left: [] as number[] };
    const counts = new Map<number, number>();
    for (const member of active) {
      const exception = exceptions.get(member.student_id);
      if (exception?.action === 'left') {
        await tx
          .update(students)
          .set({ status: 'left', updated_at: new Date() })
          .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, member.student_id)));
        result.left.push(member.student_id);
        continue;
      }
      const sectionId =
        exception?.action === 'repeat' ? (exception.section_id ?? fromSection.id) : toSection.id;
      const roll = await rolls.take(sectionId, member.roll_no);
      await tx.insert(studentEnrolments).values({
        tenant_id: tenantId,
        student_id: member.student_id,
        academic_year_id: toYear.id,
        section_id: sectionId,
        roll_no: roll,
      });
      counts.set(sectionId, (counts.get(sectionId) ?? 0) + 1);
      (exception?.action === 'repeat' ? result.repeated : result.promoted).push(member.student_id);
    }
    for (const sectionId of counts.keys()) {
      const section = await lockSection(tx, sectionId);
      if (section.capacity === null) continue;
      if ((await repo.countInSection(tx, toYear.id, sectionId)) > section.capacity) {
        throw conflict(M.sectionFull({ name: section.name, capacity: section.capacity }));
      }
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'section.promoted',
      entityType: 'section',
      entityId: fromSection.id,
      changes: {
        from_year_id: fromYear.id,
        to_year_id: toYear.id,
        to_section_id: toSection.id,
        promoted: result.promoted,
        repeated: result.repeated,
        left: result.left,
      },
    });
    return {
      promoted: result.promoted.length,
      repeated: result.repeated.length,
      left: result.left.length,
    };
  });
}
