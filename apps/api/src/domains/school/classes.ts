// Classes (in order), their sections (class teacher, room, capacity) and subjects (a teacher
// per section).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classes, sections, subjects, subjectTeachers } from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { DEFAULT_CLASSES, DEFAULT_SECTIONS } from './defaults.js';
import { SCHOOL_MESSAGES as M } from './messages.js';
import { requireSchoolAdmin, requireSchoolStaff, schoolTenantId } from './policy.js';
import * as repo from './repository.js';
import { inSchool } from './transaction.js';
import { loadClasses, toSection, toSubject } from './views.js';

export async function listClasses(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['SchoolClassList']> {
  requireSchoolStaff(auth);
  return inSchool(deps, auth, async (tx) => {
    const items = await loadClasses(tx);
    return { items, total: items.length };
  });
}

export async function createClass(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createClass'>,
): Promise<Schemas['SchoolClass']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const order = body.order_index ?? (await repo.nextClassOrder(tx));
    const [row] = await tx
      .insert(classes)
      .values({ tenant_id: tenantId, name: body.name.trim(), order_index: order })
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'class.created',
      entityType: 'class',
      entityId: row!.id,
      changes: { name: row!.name, order_index: order },
    });
    return (await loadClasses(tx, [row!.id]))[0]!;
  });
}

export async function updateClass(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateClass'>,
): Promise<Schemas['SchoolClass']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findClass(tx, id);
    if (!before) throw notFound(M.classNotFound);
    const changes = { name: body.name?.trim(), order_index: body.order_index };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length) {
      await tx
        .update(classes)
        .set(changes)
        .where(and(inCallersTenant(tx, classes.tenant_id), eq(classes.id, id)));
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'class.updated',
        entityType: 'class',
        entityId: id,
        changes: changed,
      });
    }
    return (await loadClasses(tx, [id]))[0]!;
  });
}

export async function applyDefaultClasses(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['SchoolClassList']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const existing = new Set((await repo.listClasses(tx)).map((row) => row.name.toLowerCase()));
    let order = await repo.nextClassOrder(tx);
    const created: string[] = [];
    for (const name of DEFAULT_CLASSES) {
      if (existing.has(name.toLowerCase())) continue;
      const [row] = await tx
        .insert(classes)
        .values({ tenant_id: tenantId, name, order_index: order })
        .onConflictDoNothing()
        .returning();
      order = Math.min(order + 1, 1000);
      if (!row) continue;
      await tx.insert(sections).values(
        DEFAULT_SECTIONS.map((section) => ({
          tenant_id: tenantId,
          class_id: row.id,
          name: section,
        })),
      );
      created.push(name);
    }
    if (created.length) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'class.defaults_applied',
        entityType: 'class',
        entityId: null,
        changes: { classes: created, sections: DEFAULT_SECTIONS },
      });
    }
    const items = await loadClasses(tx);
    return { items, total: items.length };
  });
}

async function checkClassTeacher(tx: Tx, teacherId: number | null | undefined, tenantId: number) {
  if (teacherId === null || teacherId === undefined) return;
  if (!(await repo.isTeacherOfSchool(tx, teacherId, tenantId))) {
    throw invalidField('class_teacher_id', M.notATeacher);
  }
}

async function sectionView(tx: Tx, id: number): Promise<Schemas['Section']> {
  const year = await repo.currentYear(tx);
  const [row] = await repo.listSections(tx, { sectionId: id }, year?.id ?? null);
  return toSection(row!);
}

export async function createSection(
  deps: AppDeps,
  auth: AuthContext,
  classId: number,
  body: Body<'createSection'>,
): Promise<Schemas['Section']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findClass(tx, classId))) throw notFound(M.classNotFound);
    await checkClassTeacher(tx, body.class_teacher_id, tenantId);
    const [row] = await tx
      .insert(sections)
      .values({
        tenant_id: tenantId,
        class_id: classId,
        name: body.name.trim(),
        class_teacher_id: body.class_teacher_id ?? null,
        room: body.room?.trim() || null,
        capacity: body.capacity ?? null,
      })
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'section.created',
      entityType: 'section',
      entityId: row!.id,
      changes: { class_id: classId, name: row!.name, class_teacher_id: row!.class_teacher_id },
    });
    return sectionView(tx, row!.id);
  });
}

export async function updateSection(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateSection'>,
): Promise<Schemas['Section']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findSection(tx, id);
    if (!before) throw notFound(M.sectionNotFound);
    await checkClassTeacher(tx, body.class_teacher_id, tenantId);
    const changes = {
      name: body.name?.trim(),
      class_teacher_id: body.class_teacher_id,
      room: body.room === undefined ? undefined : body.room?.trim() || null,
      capacity: body.capacity,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length) {
      await tx
        .update(sections)
        .set(changes)
        .where(and(inCallersTenant(tx, sections.tenant_id), eq(sections.id, id)));
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'section.updated',
        entityType: 'section',
        entityId: id,
        changes: changed,
      });
    }
    return sectionView(tx, id);
  });
}

async function subjectView(tx: Tx, id: number): Promise<Schemas['Subject']> {
  const { subjects: rows, teachers } = await repo.listSubjects(tx, { subjectId: id });
  return toSubject(rows[0]!, teachers);
}

export async function createSubject(
  deps: AppDeps,
  auth: AuthContext,
  classId: number,
  body: Body<'createSubject'>,
): Promise<Schemas['Subject']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findClass(tx, classId))) throw notFound(M.classNotFound);
    const [row] = await tx
      .insert(subjects)
      .values({
        tenant_id: tenantId,
        class_id: classId,
        name: body.name.trim(),
        code: body.code?.trim() || null,
      })
      .returning();
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'subject.created',
      entityType: 'subject',
      entityId: row!.id,
      changes: { class_id: classId, name: row!.name, code: row!.code },
    });
    return subjectView(tx, row!.id);
  });
}

export async function assignSubjectTeacher(
  deps: AppDeps,
  auth: AuthContext,
  subjectId: number,
  body: Body<'assignSubjectTeacher'>,
): Promise<Schemas['Subject']> {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const subject = await repo.findSubject(tx, subjectId);
    if (!subject) throw notFound(M.subjectNotFound);
    const section = await repo.findSection(tx, body.section_id);
    if (!section) throw notFound(M.sectionNotFound);
    if (section.class_id !== subject.class_id)
      throw invalidField('section_id', M.sectionOfOtherClass);
    const where = and(
      inCallersTenant(tx, subjectTeachers.tenant_id),
      eq(subjectTeachers.subject_id, subjectId),
      eq(subjectTeachers.section_id, body.section_id),
    );
    const [before] = await tx.select().from(subjectTeachers).where(where);
    if (body.teacher_id === null) {
      await tx.delete(subjectTeachers).where(where);
    } else {
      if (!(await repo.isTeacherOfSchool(tx, body.teacher_id, tenantId))) {
        throw invalidField('teacher_id', M.teacherNotATeacher);
      }
      await tx
        .insert(subjectTeachers)
        .values({
          tenant_id: tenantId,
          subject_id: subjectId,
          section_id: body.section_id,
          teacher_id: body.teacher_id,
        })
        .onConflictDoUpdate({
          target: [
            subjectTeachers.tenant_id,
            subjectTeachers.subject_id,
            subjectTeachers.section_id,
          ],
          set: { teacher_id: body.teacher_id },
        });
    }
    if ((before?.teacher_id ?? null) !== body.teacher_id) {
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'subject.teacher_assigned',
        entityType: 'subject',
        entityId: subjectId,
        changes: {
          section_id: body.section_id,
          teacher_id: { from: before?.teacher_id ?? null, to: body.teacher_id },
        },
      });
    }
    return subjectView(tx, subjectId);
  });
}
