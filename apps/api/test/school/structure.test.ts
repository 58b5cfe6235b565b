// School structure: academic years (exactly one current), terms, classes, sections,
// subjects and their teachers; the defaults offered to a new school; who may change them.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { academicYears, classes, sections } from '../../src/db/schema/school.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  caller,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID,
  QUAID_TEACHER,
  userId,
} from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const currentYears = (tenantId: number) =>
  t.query(async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(academicYears)
      .where(and(eq(academicYears.tenant_id, tenantId), eq(academicYears.is_current, true)));
    return row!.n;
  });

describe('academic years', () => {
  it('lists the seeded years newest first, with terms, for staff only', async () => {
    const response = await call(IQBAL_TEACHER, 'GET', '/school/years/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((y: { name: string }) => y.name)).toEqual(['2026-27', '2025-26']);
    expect(body.items[0].is_current).toBe(true);
    expect(body.items[0].terms.map((term: { name: string }) => term.name)).toEqual([
      'First Term',
      'Second Term',
    ]);
    for (const who of [IQBAL_STUDENT, PARENT]) {
      const refused = await call(who, 'GET', '/school/years/');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/staff/);
    }
    expect((await call(null, 'GET', '/school/years/')).statusCode).toBe(401);
  });

  it('keeps exactly one current year when another is made current, and audits it', async () => {
    const created = await call(IQBAL_ADMIN, 'POST', '/school/years/', {
      name: '2027-28',
      starts_on: '2027-04-01',
      ends_on: '2028-03-31',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().is_current).toBe(false);
    expect(await currentYears(IQBAL)).toBe(1);

    const made = await call(IQBAL_ADMIN, 'PUT', `/school/years/${created.json().id}`, {
      is_current: true,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().is_current).toBe(true);
    expect(await currentYears(IQBAL)).toBe(1);

    const unset = await call(IQBAL_ADMIN, 'PUT', `/school/years/${created.json().id}`, {
      is_current: false,
    });
    expect(unset.statusCode).toBe(422);
    expect(unset.json().detail).toMatch(/one current year/);
    expect(await currentYears(IQBAL)).toBe(1);

    const entries = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity_type, 'academic_year'), eq(auditLog.entity_id, created.json().id)),
        ),
    );
    expect(entries.map((e) => e.action).sort()).toEqual([
      'academic_year.created',
      'academic_year.updated',
    ]);
    expect(entries.find((e) => e.action === 'academic_year.updated')!.changes).toEqual({
      is_current: { from: false, to: true },
    });
    // Back to 2026-27 for the other tests.
    const years = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().items;
    const back = years.find((y: { name: string }) => y.name === '2026-27');
    await call(IQBAL_ADMIN, 'PUT', `/school/years/${back.id}`, { is_current: true });
  });

  it('refuses one current year too many in the database itself', async () => {
    await expect(
      t.query((tx) =>
        tx.insert(academicYears).values({
          tenant_id: QUAID,
          name: 'Second current',
          starts_on: '2030-04-01',
          ends_on: '2031-03-31',
          is_current: true,
        }),
      ),
    ).rejects.toThrow();
    expect(await currentYears(QUAID)).toBe(1);
  });

  it('refuses bad input with a detail, writing nothing', async () => {
    const before = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().total;
    const cases: [unknown, number, RegExp][] = [
      [{ name: '2031-32', starts_on: '2031-04-01', ends_on: '2031-03-01' }, 422, /after starts_on/],
      [{ name: '2031-32', starts_on: 'yesterday', ends_on: '2032-03-01' }, 422, /starts_on/],
      [{ name: '', starts_on: '2031-04-01', ends_on: '2032-03-01' }, 422, /name/],
      [
        { name: '2031-32', starts_on: '2031-04-01', ends_on: '2032-03-01', extra: 1 },
        422,
        /extra|unknown|additional/i,
      ],
      [
        { name: '2026-27', starts_on: '2031-04-01', ends_on: '2032-03-01' },
        409,
        /already has an academic year/,
      ],
    ];
    for (const [payload, status, detail] of cases) {
      const response = await call(IQBAL_ADMIN, 'POST', '/school/years/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().detail).toMatch(detail);
    }
    expect(
      (
        await call(IQBAL_TEACHER, 'POST', '/school/years/', {
          name: 'x',
          starts_on: '2031-04-01',
          ends_on: '2032-03-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().total).toBe(before);
  });

  it('adds terms inside the year only', async () => {
    const year = (await call(IQBAL_ADMIN, 'GET', '/school/years/'))
      .json()
      .items.find((y: { name: string }) => y.name === '2025-26');
    const outside = await call(IQBAL_ADMIN, 'POST', `/school/years/${year.id}/terms`, {
      name: 'Summer',
      starts_on: '2026-05-01',
      ends_on: '2026-06-30',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().detail).toMatch(/within the academic year/);
    const inside = await call(IQBAL_ADMIN, 'POST', `/school/years/${year.id}/terms`, {
      name: 'Summer',
      starts_on: '2025-06-01',
      ends_on: '2025-07-31',
    });
    expect(inside.statusCode).toBe(201);
    expect(inside.json()).toMatchObject({ academic_year_id: year.id, name: 'Summer' });
    const again = await call(IQBAL_ADMIN, 'POST', `/school/years/${year.id}/terms`, {
      name: 'Summer',
      starts_on: '2025-06-01',
      ends_on: '2025-07-31',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('classes, sections and subjects', () => {
  it('lists the classes in order with sections, class teachers, head counts and subjects', async () => {
    const response = await call(IQBAL_TEACHER, 'GET', '/school/classes/');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      name: string;
      sections: {
        name: string;
        student_count: number;
        class_teacher: { first_name: string } | null;
      }[];
      subjects: {
        name: string;
        teachers: { section_id: number; teacher: { first_name: string } }[];
      }[];
    }[];
    expect(items.map((c) => c.name)).toEqual([
      'Playgroup',
      'Nursery',
      'Prep',
      ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
    ]);
    const class5 = items.find((c) => c.name === 'Class 5')!;
    expect(class5.sections.map((s) => s.name)).toEqual(['A', 'B']);
    expect(class5.sections[0]!.class_teacher?.first_name).toBe('Imran');
    expect(class5.sections[0]!.student_count).toBe(7);
    const maths = class5.subjects.find((s) => s.name === 'Mathematics')!;
    expect(maths.teachers).toHaveLength(2);
  });

  it('offers the defaults to a new school and creates nothing the second time', async () => {
    // The platform tenant (the superuser's own) has no school structure: a new school.
    const first = await call(SUPERUSER_EMAIL, 'POST', '/school/classes/defaults');
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(13);
    expect(first.json().items[0]).toMatchObject({ name: 'Playgroup', order_index: 0 });
    expect(first.json().items[12]).toMatchObject({ name: 'Class 10', order_index: 12 });
    expect(
      first
        .json()
        .items.every(
          (c: { sections: { name: string }[] }) => c.sections.map((s) => s.name).join() === 'A,B',
        ),
    ).toBe(true);
    const second = await call(SUPERUSER_EMAIL, 'POST', '/school/classes/defaults');
    expect(second.json().total).toBe(13);
    const counted = await t.query(
      async (tx) =>
        (await tx.select({ n: count() }).from(sections).where(eq(sections.tenant_id, 1)))[0]!.n,
    );
    expect(counted).toBe(26);
    // And Iqbal's (which has them all) is unchanged.
    const iqbal = await call(IQBAL_ADMIN, 'POST', '/school/classes/defaults');
    expect(iqbal.json().total).toBe(13);
  });

  it('creates a class after the last one, with sections and subjects, and audits each', async () => {
    const created = await call(IQBAL_ADMIN, 'POST', '/school/classes/', { name: 'O Level 1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'O Level 1',
      order_index: 13,
      sections: [],
      subjects: [],
    });
    const classId = created.json().id;
    const teacher = await userId(t, IQBAL_TEACHER);
    const section = await call(IQBAL_ADMIN, 'POST', `/school/classes/${classId}/sections`, {
      name: 'A',
      class_teacher_id: teacher,
      room: 'Lab 2',
      capacity: 30,
    });
    expect(section.statusCode).toBe(201);
    expect(section.json()).toMatchObject({
      name: 'A',
      room: 'Lab 2',
      capacity: 30,
      student_count: 0,
    });
    expect(section.json().class_teacher.id).toBe(teacher);
    const subject = await call(IQBAL_ADMIN, 'POST', `/school/classes/${classId}/subjects`, {
      name: 'Computer Science',
      code: 'CS',
    });
    expect(subject.statusCode).toBe(201);
    const assigned = await call(
      IQBAL_ADMIN,
      'PUT',
      `/school/subjects/${subject.json().id}/teachers`,
      {
        section_id: section.json().id,
        teacher_id: teacher,
      },
    );
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().teachers).toEqual([
      {
        section_id: section.json().id,
        teacher: { id: teacher, first_name: 'Imran', last_name: 'Qureshi' },
      },
    ]);
    const cleared = await call(
      IQBAL_ADMIN,
      'PUT',
      `/school/subjects/${subject.json().id}/teachers`,
      {
        section_id: section.json().id,
        teacher_id: null,
      },
    );
    expect(cleared.json().teachers).toEqual([]);
    const updated = await call(IQBAL_ADMIN, 'PUT', `/school/sections/${section.json().id}`, {
      room: null,
      capacity: 25,
    });
    expect(updated.json()).toMatchObject({ room: null, capacity: 25 });
    const renamed = await call(IQBAL_ADMIN, 'PUT', `/school/classes/${classId}`, {
      name: 'O Level I',
      order_index: 20,
    });
    expect(renamed.json()).toMatchObject({ name: 'O Level I', order_index: 20 });
    const actions = await t.query((tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.tenant_id, IQBAL)),
    );
    for (const action of [
      'class.created',
      'section.created',
      'subject.created',
      'subject.teacher_assigned',
      'section.updated',
      'class.updated',
    ]) {
      expect(actions.map((a) => a.action)).toContain(action);
    }
  });

  it('refuses duplicates, strangers as teachers, sections of another class and other schools', async () => {
    const items = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
    const class1 = items.find((c: { name: string }) => c.name === 'Class 1');
    const class2 = items.find((c: { name: string }) => c.name === 'Class 2');
    expect(
      (await call(IQBAL_ADMIN, 'POST', '/school/classes/', { name: 'Class 1' })).statusCode,
    ).toBe(409);
    const dupSection = await call(IQBAL_ADMIN, 'POST', `/school/classes/${class1.id}/sections`, {
      name: 'A',
    });
    expect(dupSection.statusCode).toBe(409);
    expect(dupSection.json().detail).toBe('This class already has a section with this name.');
    const student = await userId(t, IQBAL_STUDENT);
    const notTeacher = await call(IQBAL_ADMIN, 'POST', `/school/classes/${class1.id}/sections`, {
      name: 'C',
      class_teacher_id: student,
    });
    expect(notTeacher.statusCode).toBe(422);
    expect(notTeacher.json().detail).toMatch(/teacher of this school/);
    const otherSchoolTeacher = await userId(t, QUAID_TEACHER);
    const foreign = await call(IQBAL_ADMIN, 'POST', `/school/classes/${class1.id}/sections`, {
      name: 'C',
      class_teacher_id: otherSchoolTeacher,
    });
    expect(foreign.statusCode).toBe(422);
    const maths1 = class1.subjects.find((s: { name: string }) => s.name === 'Mathematics');
    const wrongClass = await call(IQBAL_ADMIN, 'PUT', `/school/subjects/${maths1.id}/teachers`, {
      section_id: class2.sections[0].id,
      teacher_id: await userId(t, IQBAL_TEACHER),
    });
    expect(wrongClass.statusCode).toBe(422);
    expect(wrongClass.json().detail).toMatch(/subject's class/);
    const quaidClasses = (await call('admin@quaid.edu.pk', 'GET', '/school/classes/')).json().items;
    expect(
      (await call(IQBAL_ADMIN, 'PUT', `/school/classes/${quaidClasses[0].id}`, { name: 'Taken' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(IQBAL_ADMIN, 'POST', `/school/classes/${quaidClasses[0].id}/sections`, {
          name: 'Z',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(IQBAL_TEACHER, 'POST', '/school/classes/', { name: 'Class 99' })).statusCode,
    ).toBe(403);
    const sectionsOfClass1 = await t.query((tx) =>
      tx
        .select()
        .from(sections)
        .where(and(eq(sections.tenant_id, IQBAL), eq(sections.class_id, class1.id))),
    );
    expect(sectionsOfClass1.map((s) => s.name).sort()).toEqual(['A', 'B']);
    const named = await t.query((tx) => tx.select().from(classes).where(eq(classes.name, 'Taken')));
    expect(named).toEqual([]);
  });
});
