// Timetable over HTTP: the bell schedule, the clash rules (teacher, room, section)
// decided by the database also for concurrent saves, breaks, gating, who sees what, Today, the
// Urdu details and the audit trail. The demo school Iqbal has the seeded week (seed/timetable.ts).
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { tenantModules } from '../../src/db/schema/platform.js';
import { sections } from '../../src/db/schema/school.js';
import { timetableEntries } from '../../src/db/schema/timetable.js';
import { pakistanClock } from '../../src/domains/_shared/pakistanTime.js';
import { withStates } from '../../src/domains/timetable/today.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
  userId,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
const BILAL = 'bilal.hussain@iqbal.edu.pk';
type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};
let classes: Klass[];
const klass = (name: string) => classes.find((c) => c.name === name)!;
const sectionId = (className: string, name: string) =>
  klass(className).sections.find((s) => s.name === name)!.id;
const subjectId = (className: string, name: string) =>
  klass(className).subjects.find((s) => s.name === name)!.id;
const entryUrl = (section: number, weekday: number, period: number) =>
  `/timetable/sections/${section}/entries/${weekday}/${period}`;

let bilal: number;
let imran: number;
let c6a: number;
let c6b: number;
let c7a: number;

const auditCount = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), like(auditLog.action, action)))
      )[0]!.n,
  );

const entriesAt = (weekday: number, period: number) =>
  t.query((tx) =>
    tx
      .select()
      .from(timetableEntries)
      .where(
        and(
          eq(timetableEntries.tenant_id, IQBAL),
          eq(timetableEntries.weekday, weekday),
          eq(timetableEntries.period, period),
        ),
      ),
  );

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  bilal = await userId(t, BILAL);
  imran = await userId(t, IQBAL_TEACHER);
  // Sections without a seeded week: the tests build theirs there.
  c6a = sectionId('Class 6', 'A');
  c6b = sectionId('Class 6', 'B');
  c7a = sectionId('Class 7', 'A');
});
afterAll(async () => {
  await t?.close();
});

describe('bell schedule', () => {
  it('has the seeded week: a break on Monday, a shorter Friday, Sunday off', async () => {
    const res = await call(IQBAL_STUDENT, 'GET', '/timetable/bell-schedule');
    expectStatus(res, 200);
    const days = res.json().days as { weekday: number; periods: { is_break: boolean }[] }[];
    expect(days).toHaveLength(7);
    expect(days[0]!.periods).toHaveLength(0);
    expect(days[1]!.periods.filter((p) => p.is_break)).toHaveLength(1);
    expect(days[5]!.periods.length).toBeLessThan(days[1]!.periods.length);
  });

  it('refuses overlapping or backwards periods (422), and non-admins (403)', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/timetable/bell-schedule/0', {
        periods: [
          { starts_at: '08:00', ends_at: '08:40' },
          { starts_at: '08:30', ends_at: '09:00' },
        ],
      }),
      422,
      'Period 2 must start at or after the end of the one before.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/timetable/bell-schedule/0', {
        periods: [{ starts_at: '09:00', ends_at: '08:00' }],
      }),
      422,
      'Period 1 must end after it starts.',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', '/timetable/bell-schedule/0', { periods: [] }),
      403,
      'Only the school office (administrators) can change the timetable.',
    );
  });

  it('refuses removing or making a break of a period that holds lessons, naming it', async () => {
    const monday = (await call(IQBAL_ADMIN, 'GET', '/timetable/bell-schedule')).json().days[1]
      .periods as { starts_at: string; ends_at: string; is_break: boolean }[];
    const lessons = (await entriesAt(1, 8)).length;
    expect(lessons).toBeGreaterThan(0);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/timetable/bell-schedule/1', {
        periods: monday.slice(0, 7).map(({ starts_at, ends_at, is_break }) => ({
          starts_at,
          ends_at,
          is_break,
        })),
      }),
      409,
      `Period 8 on Monday holds ${lessons} lessons; move or clear them first.`,
    );
    const asBreak = monday.map(({ starts_at, ends_at, is_break }, i) => ({
      starts_at,
      ends_at,
      is_break: i === 0 ? true : is_break,
    }));
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/timetable/bell-schedule/1', { periods: asBreak }),
      409,
      /^Period 1 on Monday holds \d+ lessons/,
    );
    expect((await entriesAt(1, 8)).length).toBe(lessons);
  });

  it('sets a day (audited) and Sunday can get periods', async () => {
    const before = await auditCount('timetable.bell_schedule_updated');
    const res = await call(IQBAL_ADMIN, 'PUT', '/timetable/bell-schedule/0', {
      periods: [
        { starts_at: '09:00', ends_at: '09:45', label: 'Extra class' },
        { starts_at: '09:45', ends_at: '10:00', is_break: true },
        { starts_at: '10:00', ends_at: '10:45' },
      ],
    });
    expectStatus(res, 200);
    expect(res.json().periods.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
    expect(await auditCount('timetable.bell_schedule_updated')).toBe(before + 1);
  });
});

describe('entries and clashes', () => {
  it('sets an entry (audited), replaces it, and clears it', async () => {
    const before = await auditCount('timetable.entry_%');
    const res = await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
      subject_id: subjectId('Class 6', 'English'),
      teacher_id: bilal,
      room: ' 7A ',
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ teacher_name: 'Bilal Hussain', room: '7A', period: 1 });
    const again = await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
      subject_id: subjectId('Class 6', 'Urdu'),
      teacher_id: bilal,
      room: '7A',
    });
    expectStatus(again, 200);
    expect(again.json().subject_name).toBe('Urdu');
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6a, 0, 1)), 204);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6a, 0, 1)), 204);
    expect(await auditCount('timetable.entry_%')).toBe(before + 3);
    expect(await entriesAt(0, 1)).toHaveLength(0);
  });

  it('refuses a teacher in two sections in one period, naming the clash (en and ur)', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 3), {
        subject_id: subjectId('Class 6', 'English'),
        teacher_id: bilal,
        room: '7A',
      }),
      200,
    );
    const clash = await call(IQBAL_ADMIN, 'PUT', entryUrl(c6b, 0, 3), {
      subject_id: subjectId('Class 6', 'English'),
      teacher_id: bilal,
      room: '7B',
    });
    expectStatus(clash, 409, 'Bilal Hussain already teaches Class 6 A in period 3 on Sunday.');
    const urdu = await t.request({
      method: 'PUT',
      url: `/api${entryUrl(c6b, 0, 3)}`,
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
      payload: { subject_id: subjectId('Class 6', 'English'), teacher_id: bilal, room: '7B' },
    });
    expect(urdu.statusCode).toBe(409);
    expect(urdu.json().detail).toBe(
      'اتوار کو پیریڈ 3 میں Bilal Hussain پہلے ہی Class 6 A کو پڑھا رہے ہیں۔',
    );
    expect((await entriesAt(0, 3)).map((e) => e.section_id)).toEqual([c6a]);
  });

  it('refuses a room used twice in one period (any case), naming it', async () => {
    const clash = await call(IQBAL_ADMIN, 'PUT', entryUrl(c6b, 0, 3), {
      subject_id: subjectId('Class 6', 'Mathematics'),
      teacher_id: imran,
      room: '7a',
    });
    expectStatus(clash, 409, 'Room 7A is already taken by Class 6 A in period 3 on Sunday.');
    // Another room is fine; so is no room.
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6b, 0, 3), {
        subject_id: subjectId('Class 6', 'Mathematics'),
        teacher_id: imran,
        room: null,
      }),
      200,
    );
  });

  it("counts a lesson with no room as held in the section's home room", async () => {
    // Class 6 B's home room is 6-B; Class 6 A books it for period 1, then 6 B's own lesson there
    // (no room given, so its home room) is refused with the other section named, and the reverse.
    await t.query((tx) =>
      tx
        .update(sections)
        .set({ room: '6-B' })
        .where(and(eq(sections.tenant_id, IQBAL), eq(sections.id, c6b))),
    );
    try {
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
          subject_id: subjectId('Class 6', 'English'),
          teacher_id: bilal,
          room: '6-b',
        }),
        200,
      );
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', entryUrl(c6b, 0, 1), {
          subject_id: subjectId('Class 6', 'Mathematics'),
          teacher_id: imran,
          room: null,
        }),
        409,
        'Room 6-b is already taken by Class 6 A in period 1 on Sunday.',
      );
      expectStatus(await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6a, 0, 1)), 204);
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', entryUrl(c6b, 0, 1), {
          subject_id: subjectId('Class 6', 'Mathematics'),
          teacher_id: imran,
        }),
        200,
      );
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
          subject_id: subjectId('Class 6', 'English'),
          teacher_id: bilal,
          room: '6-B',
        }),
        409,
        'Room 6-B is already taken by Class 6 B in period 1 on Sunday.',
      );
    } finally {
      await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6a, 0, 1));
      await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6b, 0, 1));
      await t.query((tx) =>
        tx
          .update(sections)
          .set({ room: null })
          .where(and(eq(sections.tenant_id, IQBAL), eq(sections.id, c6b))),
      );
    }
  });

  it('keeps one entry per section and period: a re-save replaces, never duplicates', async () => {
    const rows = (await entriesAt(0, 3)).filter((e) => e.section_id === c6b);
    expect(rows).toHaveLength(1);
  });

  it('refuses a break, a missing period, a subject of another class and a non-teacher (422)', async () => {
    const body = { subject_id: subjectId('Class 6', 'English'), teacher_id: bilal };
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 2), body),
      422,
      'Period 2 on Sunday is a break; it cannot hold a lesson.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 9), body),
      422,
      'Sunday has no period 9; add it to the bell schedule first.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 4 - 3), {
        ...body,
        subject_id: subjectId('Class 7', 'English'),
      }),
      422,
      'This subject is not taught in this class.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
        ...body,
        teacher_id: await userId(t, IQBAL_STUDENT),
      }),
      422,
      'This user is not a teacher of this school.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), {
        ...body,
        teacher_id: await userId(t, QUAID_ADMIN),
      }),
      422,
    );
  });

  it('the database itself refuses a lesson in a break and a second teacher slot', async () => {
    const section = c7a;
    const subject = subjectId('Class 7', 'English');
    const insert = (period: number, breakFlag = false) =>
      t.query((tx) =>
        tx.insert(timetableEntries).values({
          tenant_id: IQBAL,
          section_id: section,
          weekday: 0,
          period,
          is_break: breakFlag,
          subject_id: subject,
          teacher_id: bilal,
        }),
      );
    await expect(insert(2)).rejects.toThrow();
    await expect(insert(2, true)).rejects.toThrow();
    await expect(insert(3)).rejects.toThrow();
  });

  it('under concurrent saves of a clash one wins and the other gets 409 naming it', async () => {
    const body = (className: string) => ({
      subject_id: subjectId(className, 'Urdu'),
      teacher_id: bilal,
    });
    for (let round = 0; round < 3; round++) {
      await call(IQBAL_ADMIN, 'DELETE', entryUrl(c6a, 0, 1));
      await call(IQBAL_ADMIN, 'DELETE', entryUrl(c7a, 0, 1));
      const [a, b] = await Promise.all([
        call(IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1), body('Class 6')),
        call(IQBAL_ADMIN, 'PUT', entryUrl(c7a, 0, 1), body('Class 7')),
      ]);
      const statuses = [a!.statusCode, b!.statusCode].sort();
      expect(statuses, `${a!.body} ${b!.body}`).toEqual([200, 409]);
      const loser = a!.statusCode === 409 ? a! : b!;
      expect(loser.json().detail).toMatch(
        /^Bilal Hussain already teaches Class [67] A in period 1 on Sunday\.$/,
      );
      const rows = (await entriesAt(0, 1)).filter((e) => e.teacher_id === bilal);
      expect(rows).toHaveLength(1);
    }
  });
});

describe('views and who sees what', () => {
  it("a section's week: staff any section, admins with the editor's options", async () => {
    const c5a = sectionId('Class 5', 'A');
    const admin = await call(IQBAL_ADMIN, 'GET', `/timetable/sections/${c5a}`);
    expectStatus(admin, 200);
    const week = admin.json();
    expect(week.entries.length).toBe(6 * 7 - 2);
    expect(week.options.teachers.map((x: { id: number }) => x.id)).toContain(bilal);
    expect(week.options.subjects.length).toBeGreaterThan(0);
    const teacher = await call(IQBAL_TEACHER, 'GET', `/timetable/sections/${c5a}`);
    expectStatus(teacher, 200);
    expect(teacher.json().options).toBeNull();
  });

  it('a student sees only their section, a parent only their children’s', async () => {
    const c5a = sectionId('Class 5', 'A');
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/timetable/sections/${c5a}`), 200);
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/timetable/sections/${c6a}`),
      403,
      "You can see only your own section's timetable.",
    );
    expectStatus(
      await call(PARENT, 'GET', `/timetable/sections/${sectionId('Class 2', 'B')}`),
      200,
    );
    expectStatus(await call(PARENT, 'GET', `/timetable/sections/${c6a}`), 403);
  });

  it("a teacher sees their own week only; admins any teacher's", async () => {
    const own = await call(IQBAL_TEACHER, 'GET', `/timetable/teachers/${imran}`);
    expectStatus(own, 200);
    const entries = own.json().entries as { teacher_id: number; subject_name: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.teacher_id === imran)).toBe(true);
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/timetable/teachers/${bilal}`),
      403,
      'Teachers can see only their own timetable.',
    );
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/timetable/teachers/${bilal}`), 200);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `/timetable/teachers/${imran}`), 403);
  });

  it("Today: the teacher's own periods, the student's section, one group per child", async () => {
    const clock = pakistanClock(new Date());
    // Make sure today has a period holding a lesson of the demo teacher.
    const day = (await call(IQBAL_ADMIN, 'GET', '/timetable/bell-schedule')).json().days[
      clock.weekday
    ].periods as { number: number; is_break: boolean }[];
    if (!day.length)
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', `/timetable/bell-schedule/${clock.weekday}`, {
          periods: [{ starts_at: '08:00', ends_at: '08:40' }],
        }),
        200,
      );
    const c9b = sectionId('Class 9', 'B');
    const lesson = (day.find((p) => !p.is_break)?.number ?? 1) as number;
    const mine = (await call(IQBAL_TEACHER, 'GET', `/timetable/teachers/${imran}`))
      .json()
      .entries.some(
        (e: { weekday: number; period: number }) =>
          e.weekday === clock.weekday && e.period === lesson,
      );
    if (!mine) {
      await call(IQBAL_ADMIN, 'DELETE', entryUrl(c9b, clock.weekday, lesson));
      expectStatus(
        await call(IQBAL_ADMIN, 'PUT', entryUrl(c9b, clock.weekday, lesson), {
          subject_id: subjectId('Class 9', 'Mathematics'),
          teacher_id: imran,
          room: 'Maths room',
        }),
        200,
      );
    }
    const today = await call(IQBAL_TEACHER, 'GET', '/timetable/today');
    expectStatus(today, 200);
    const body = today.json();
    expect(body.weekday).toBe(clock.weekday);
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0].kind).toBe('teacher');
    const periods = body.groups[0].periods as { entry: { teacher_id: number } }[];
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.entry.teacher_id === imran)).toBe(true);

    const student = (await call(IQBAL_STUDENT, 'GET', '/timetable/today')).json();
    expect(student.groups).toHaveLength(1);
    expect(student.groups[0].section_id).toBe(sectionId('Class 5', 'A'));
    const parent = (await call(PARENT, 'GET', '/timetable/today')).json();
    expect(parent.groups.map((g: { section_id: number }) => g.section_id).sort()).toEqual(
      [sectionId('Class 5', 'A'), sectionId('Class 2', 'B')].sort(),
    );
  });

  it('marks periods past, current, next and later by the Pakistan clock', () => {
    const p = (n: number, s: string, e: string) => ({
      number: n,
      starts_at: s,
      ends_at: e,
      is_break: false,
      label: null,
      entry: null,
    });
    const list = [
      p(1, '08:00', '08:40'),
      p(2, '08:40', '09:20'),
      p(3, '09:20', '10:00'),
      p(4, '10:00', '10:40'),
    ];
    expect(withStates(list, '08:50').map((x) => x.state)).toEqual([
      'past',
      'current',
      'next',
      'later',
    ]);
    expect(withStates(list, '07:00').map((x) => x.state)).toEqual([
      'next',
      'later',
      'later',
      'later',
    ]);
    expect(withStates(list, '08:40').map((x) => x.state)).toEqual([
      'past',
      'current',
      'next',
      'later',
    ]);
    expect(withStates(list, '11:00').map((x) => x.state)).toEqual(['past', 'past', 'past', 'past']);
    // 2026-11-24 03:30 UTC is 08:30 on a Tuesday in Pakistan (UTC+5).
    expect(pakistanClock(new Date('2026-11-24T03:30:00Z'))).toEqual({
      day: '2026-11-24',
      weekday: 2,
      time: '08:30',
    });
    expect(pakistanClock(new Date('2026-11-28T19:30:00Z')).weekday).toBe(0);
  });
});

describe('gating', () => {
  it('answers 403 to every timetable operation while the module is off', async () => {
    const id = await moduleId(t, 'timetable');
    await t.query((tx) =>
      tx
        .update(tenantModules)
        .set({ is_enabled: false })
        .where(and(eq(tenantModules.tenant_id, IQBAL), eq(tenantModules.module_id, id))),
    );
    try {
      for (const [email, method, url] of [
        [IQBAL_ADMIN, 'GET', '/timetable/bell-schedule'],
        [IQBAL_ADMIN, 'PUT', entryUrl(c6a, 0, 1)],
        [IQBAL_TEACHER, 'GET', '/timetable/today'],
        [IQBAL_STUDENT, 'GET', '/timetable/today'],
      ] as const) {
        const res = await call(
          email,
          method,
          url,
          method === 'PUT' ? { subject_id: 1, teacher_id: 1 } : undefined,
        );
        expectStatus(res, 403, /module is not enabled/);
      }
    } finally {
      await t.query((tx) =>
        tx
          .update(tenantModules)
          .set({ is_enabled: true })
          .where(and(eq(tenantModules.tenant_id, IQBAL), eq(tenantModules.module_id, id))),
      );
    }
  });

  it('is off for Quaid (not enabled there)', async () => {
    expectStatus(await call(QUAID_ADMIN, 'GET', '/timetable/bell-schedule'), 403);
  });
});
