// Attendance: every rule of a register save, the views, the alerts, staff attendance
// and settings, over HTTP. Dates are relative to today in Pakistan; the test first opens every
// weekday so that "today" is a school day whatever day the suite runs.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceAlerts, attendanceRegisters } from '../../src/db/schema/attendance.js';
import { auditLog } from '../../src/db/schema/identity.js';
import { notifications } from '../../src/db/schema/notifications.js';
import { students } from '../../src/db/schema/school.js';
import { addDays, todayInPakistan, weekday } from '../../src/domains/attendance/calendar.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
  QUAID_TEACHER,
  userId,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
type Klass = { id: number; name: string; sections: { id: number; name: string }[] };
let classes: Klass[];
const sectionId = (className: string, name: string) =>
  classes.find((c) => c.name === className)!.sections.find((s) => s.name === name)!.id;
let today: string;
let c5a: number;
let roster: { student_id: number; first_name: string; last_name: string; roll_no: number }[];
let ali: number;

const register = (section: number, day: string) =>
  `/attendance/sections/${section}/registers/${day}`;

const alertRows = (day: string) =>
  t.query((tx) =>
    tx
      .select()
      .from(attendanceAlerts)
      .where(and(eq(attendanceAlerts.tenant_id, IQBAL), eq(attendanceAlerts.day, day))),
  );

const todaysAlerts = async () =>
  ((await call(PARENT, 'GET', '/attendance/alerts')).json().items as { day: string }[]).filter(
    (a) => a.day === today,
  );

/** The latest day before today that the seed left without registers (a Sunday). */
const recentSunday = () => {
  let day = addDays(today, -1);
  while (weekday(day) !== 0) day = addDays(day, -1);
  return day;
};

/** The notifications of today's absence of a student, to any recipient. */
const absenceNotices = (studentId: number) =>
  t.query((tx) =>
    tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenant_id, IQBAL),
          eq(notifications.idempotency_key, `absence:${studentId}:${today}`),
        ),
      ),
  );

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

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  today = todayInPakistan();
  c5a = sectionId('Class 5', 'A');
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', { weekly_off_days: [], holidays: [] }),
    200,
  );
  const view = await call(IQBAL_TEACHER, 'GET', register(c5a, today));
  expectStatus(view, 200);
  roster = view.json().entries;
  ali = roster.find((s) => s.first_name === 'Ali' && s.last_name === 'Raza')!.student_id;
});
afterAll(() => t.close());

describe('marking a register', () => {
  it('shows a class teacher their sections and an unsaved register with everyone present', async () => {
    const todayView = (await call(IQBAL_TEACHER, 'GET', '/attendance/today')).json();
    expect(todayView.day).toBe(today);
    expect(todayView.is_school_day).toBe(true);
    expect(
      todayView.sections.map(
        (s: { class_name: string; section_name: string }) => `${s.class_name} ${s.section_name}`,
      ),
    ).toEqual(['Class 5 A']);
    const view = (await call(IQBAL_TEACHER, 'GET', register(c5a, today))).json();
    expect(view).toMatchObject({ saved: false, editable: true, locked_reason: null });
    expect(view.entries.length).toBe(7);
    expect(view.entries.map((e: { roll_no: number }) => e.roll_no)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(view.entries.every((e: { status: string }) => e.status === 'present')).toBe(true);
  });

  it('saves the whole register once, audits it and alerts the guardians of the absent', async () => {
    const other = roster[0]!.student_id;
    const late = roster[1]!.student_id;
    const body = {
      entries: [
        { student_id: ali, status: 'absent', note: '  fever ' },
        { student_id: other, status: 'absent' },
        { student_id: late, status: 'late', note: 'Bus late' },
      ],
    };
    const saved = await call(IQBAL_TEACHER, 'PUT', register(c5a, today), body);
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      saved: true,
      totals: { present: 4, absent: 2, late: 1, leave: 0, days: 7, percentage: 71.4 },
    });
    expect(
      saved.json().entries.find((e: { student_id: number }) => e.student_id === ali),
    ).toMatchObject({
      status: 'absent',
      note: 'fever',
    });
    expect(await auditCount('attendance.register_created')).toBe(1);
    expect((await alertRows(today)).filter((a) => a.state === 'active')).toHaveLength(2);
    const alerts = await todaysAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      student_id: ali,
      first_name: 'Ali',
      day: today,
      class_name: 'Class 5',
      section_name: 'A',
      note: 'fever',
    });

    // The guardians are notified through the notifications service: the parent's inbox.
    const notices = await absenceNotices(ali);
    expect(notices.length).toBeGreaterThanOrEqual(1);
    const parentId = await userId(t, PARENT);
    expect(notices.find((n) => n.user_id === parentId)).toMatchObject({
      event: 'absence',
      in_app: true,
    });
    expect(notices[0]!.body).toContain('Ali Raza');

    // The queued save arriving twice: the same answer, no second audit, no second alert.
    const again = await call(IQBAL_TEACHER, 'PUT', register(c5a, today), body);
    expectStatus(again, 200);
    expect(again.json().totals).toEqual(saved.json().totals);
    expect(await auditCount('attendance.register_%')).toBe(1);
    expect(await alertRows(today)).toHaveLength(2);
    expect(await absenceNotices(ali)).toHaveLength(notices.length);
    const registers = await t.query((tx) =>
      tx
        .select({ n: count() })
        .from(attendanceRegisters)
        .where(
          and(
            eq(attendanceRegisters.tenant_id, IQBAL),
            eq(attendanceRegisters.section_id, c5a),
            eq(attendanceRegisters.day, today),
          ),
        ),
    );
    expect(registers[0]!.n).toBe(1);
  });

  it('withdraws the alert of a student set back to present, and raises the same one again', async () => {
    const other = roster[0]!.student_id;
    const back = await call(IQBAL_TEACHER, 'PUT', register(c5a, today), {
      entries: [{ student_id: other, status: 'absent' }],
    });
    expectStatus(back, 200);
    expect(back.json().totals.absent).toBe(1);
    expect(await todaysAlerts()).toHaveLength(0);
    const [entry] = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.tenant_id, IQBAL), eq(auditLog.action, 'attendance.register_updated')),
        ),
    );
    expect((entry!.changes as { students: Record<string, unknown> }).students[String(ali)]).toEqual(
      {
        from: { status: 'absent', note: 'fever' },
        to: { status: 'present', note: null },
      },
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, today), {
        entries: [
          { student_id: other, status: 'absent' },
          { student_id: ali, status: 'absent' },
        ],
      }),
      200,
    );
    expect(await todaysAlerts()).toHaveLength(1);
    expect((await alertRows(today)).filter((a) => a.student_id === ali)).toHaveLength(1);
    // Absent again the same day: no second notification.
    const parentId = await userId(t, PARENT);
    expect((await absenceNotices(ali)).filter((n) => n.user_id === parentId)).toHaveLength(1);
  });

  it('lets a teacher mark only the sections they are class teacher of', async () => {
    const c4a = sectionId('Class 4', 'A');
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', register(c4a, today)),
      403,
      'Only the class teacher of this section or an administrator can mark its attendance.',
    );
    expectStatus(await call(IQBAL_TEACHER, 'PUT', register(c4a, today), { entries: [] }), 403);
    expectStatus(await call(IQBAL_ADMIN, 'PUT', register(c4a, today), { entries: [] }), 200);
    expectStatus(
      await call(IQBAL_STUDENT, 'PUT', register(c5a, today), { entries: [] }),
      403,
      "Only the school's teachers and administrators can mark attendance.",
    );
    expectStatus(await call(PARENT, 'GET', register(c5a, today)), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/attendance/staff/${today}`), 403);
  });

  it('refuses future dates, holidays and weekly off days', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', register(c5a, addDays(today, 1)), { entries: [] }),
      422,
      'Attendance cannot be marked for a future date.',
    );
    const yesterday = addDays(today, -1);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', {
        weekly_off_days: [weekday(addDays(today, -2))],
        holidays: [{ day: yesterday, name: 'Iqbal Day' }],
      }),
      200,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, yesterday), { entries: [] }),
      422,
      `${yesterday} is a school holiday (Iqbal Day); attendance is not marked.`,
    );
    const offDay = await call(IQBAL_TEACHER, 'PUT', register(c5a, addDays(today, -2)), {
      entries: [],
    });
    expectStatus(offDay, 422, /is a weekly off day/);
    const view = (await call(IQBAL_TEACHER, 'GET', register(c5a, yesterday))).json();
    expect(view).toMatchObject({ editable: false });
    expect(view.locked_reason).toContain('Iqbal Day');
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', { weekly_off_days: [], holidays: [] }),
      200,
    );
    expect(await auditCount('attendance.settings_updated')).toBe(3);
  });

  it('lets only an admin change a register older than 7 days', async () => {
    const old = addDays(today, -8);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, old), { entries: [] }),
      403,
      'Registers older than 7 days can only be changed by an administrator.',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, addDays(today, -7)), { entries: [] }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', register(c5a, old), {
        entries: [{ student_id: ali, status: 'leave', note: 'Wedding' }],
      }),
      200,
    );
    // No alert for a past day's absence (the alert is for the same day).
    const before = await alertRows(old);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', register(c5a, old), {
        entries: [{ student_id: ali, status: 'absent' }],
      }),
      200,
    );
    expect(await alertRows(old)).toEqual(before);
  });

  it('refuses bad input with a detail and writes nothing', async () => {
    const day = recentSunday();
    const before = await auditCount('attendance.%');
    // On a Sunday (Pakistan time) the 7-day test above has saved this very day: compare, not assume.
    const registerBefore = (await call(IQBAL_TEACHER, 'GET', register(c5a, day))).json();
    const foreign = roster.length ? 999999 : 1;
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, day), {
        entries: [{ student_id: foreign, status: 'absent' }],
      }),
      422,
      `Student ${foreign} is not in this section on this date.`,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, day), {
        entries: [
          { student_id: ali, status: 'absent' },
          { student_id: ali, status: 'late' },
        ],
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, '2026-02-30'), { entries: [] }),
      422,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, 'yesterday'), { entries: [] }),
      422,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', register(c5a, day), {
        entries: [{ student_id: ali, status: 'sick' }],
      }),
      422,
    );
    expectStatus(await call(IQBAL_TEACHER, 'PUT', register(999999, day), { entries: [] }), 404);
    expect(await auditCount('attendance.%')).toBe(before);
    expect((await call(IQBAL_TEACHER, 'GET', register(c5a, day))).json()).toEqual(registerBefore);
  });

  it('serialises two first saves of one register', async () => {
    const day = addDays(today, -40);
    const [a, b] = await Promise.all([
      call(IQBAL_ADMIN, 'PUT', register(c5a, day), {
        entries: [{ student_id: ali, status: 'late' }],
      }),
      call(IQBAL_ADMIN, 'PUT', register(c5a, day), {
        entries: [{ student_id: ali, status: 'absent' }],
      }),
    ]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    const view = (await call(IQBAL_ADMIN, 'GET', register(c5a, day))).json();
    expect(view.totals.days).toBe(7);
  });
});

describe('views', () => {
  it('shows the month register with totals and percentage', async () => {
    const month = today.slice(0, 7);
    const res = await call(IQBAL_TEACHER, 'GET', `/attendance/sections/${c5a}/months/${month}`);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.days.length).toBeGreaterThanOrEqual(28);
    const todayIndex = body.days.findIndex((d: { day: string }) => d.day === today);
    expect(body.days[todayIndex]).toMatchObject({ kind: 'school', saved: true });
    const aliRow = body.rows.find((r: { student_id: number }) => r.student_id === ali);
    expect(aliRow.marks[todayIndex]).toBe('absent');
    const counted = aliRow.marks.filter((m: string | null) => m !== null).length;
    expect(aliRow.totals.days).toBe(counted);
    expect(body.totals.days).toBe(
      body.rows.reduce((sum: number, r: { totals: { days: number } }) => sum + r.totals.days, 0),
    );
    expectStatus(
      await call(
        IQBAL_TEACHER,
        'GET',
        `/attendance/sections/${sectionId('Class 4', 'A')}/months/${month}`,
      ),
      403,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/attendance/sections/${c5a}/months/2026-13`),
      422,
    );
  });

  it('keeps a student marked this month who has since left the roll, at their roll number', async () => {
    const month = today.slice(0, 7);
    const leaver = roster[roster.length - 1]!;
    const setStatus = (status: 'active' | 'left') =>
      t.query((tx) =>
        tx
          .update(students)
          .set({ status })
          .where(and(eq(students.tenant_id, IQBAL), eq(students.id, leaver.student_id))),
      );
    await setStatus('left');
    try {
      const res = await call(IQBAL_TEACHER, 'GET', `/attendance/sections/${c5a}/months/${month}`);
      expectStatus(res, 200);
      const body = res.json();
      const todayIndex = body.days.findIndex((d: { day: string }) => d.day === today);
      expect(body.rows.map((r: { roll_no: number }) => r.roll_no)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const row = body.rows.find((r: { student_id: number }) => r.student_id === leaver.student_id);
      expect(row).toMatchObject({ roll_no: leaver.roll_no, first_name: leaver.first_name });
      expect(row.marks[todayIndex]).not.toBeNull();
    } finally {
      await setStatus('active');
    }
  });

  it("shows a student's month to the student, their parent, their teacher and admins only", async () => {
    const month = today.slice(0, 7);
    const own = await call(IQBAL_STUDENT, 'GET', `/attendance/me/months/${month}`);
    expectStatus(own, 200);
    expect(own.json().student_id).toBe(ali);
    expect(own.json().days.find((d: { day: string }) => d.day === today)).toMatchObject({
      status: 'absent',
    });
    for (const who of [PARENT, IQBAL_TEACHER, IQBAL_ADMIN, IQBAL_STUDENT]) {
      const res = await call(who, 'GET', `/attendance/students/${ali}/months/${month}`);
      expectStatus(res, 200);
      expect(res.json().totals.absent).toBeGreaterThanOrEqual(1);
    }
    const stranger = roster.find((s) => s.student_id !== ali)!.student_id;
    expectStatus(
      await call(PARENT, 'GET', `/attendance/students/${stranger}/months/${month}`),
      404,
    );
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/attendance/students/${stranger}/months/${month}`),
      404,
    );
    expectStatus(
      await call(QUAID_ADMIN, 'GET', `/attendance/students/${ali}/months/${month}`),
      404,
    );
    expectStatus(await call(QUAID_TEACHER, 'GET', register(c5a, today)), 404);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/attendance/me/months/${month}`), 404);
  });

  it("shows admins today's sections marked and not yet marked, and the rate", async () => {
    const body = (await call(IQBAL_ADMIN, 'GET', '/attendance/today')).json();
    expect(body.summary.sections).toBe(body.sections.length);
    expect(body.sections.length).toBeGreaterThanOrEqual(10);
    expect(body.summary.sections_saved).toBe(2);
    const c5 = body.sections.find((s: { section_id: number }) => s.section_id === c5a);
    expect(c5).toMatchObject({ saved: true, students: 7, totals: { absent: 2, days: 7 } });
    expect(body.summary.totals.days).toBe(
      body.sections.reduce((n: number, s: { totals: { days: number } }) => n + s.totals.days, 0),
    );
    expect(body.summary.totals.percentage).not.toBeNull();
  });

  it('lets only parents list alerts', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/attendance/alerts'), 403);
  });
});

describe('settings and staff attendance', () => {
  it('lets only admins change settings, and keeps one weekday open', async () => {
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', '/attendance/settings', {
        weekly_off_days: [0],
        holidays: [],
      }),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', {
        weekly_off_days: [0, 1, 2, 3, 4, 5, 6],
        holidays: [],
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', {
        weekly_off_days: [],
        holidays: [
          { day: '2027-03-23', name: 'Pakistan Day' },
          { day: '2027-03-23', name: 'Again' },
        ],
      }),
      422,
      '2027-03-23 is listed twice.',
    );
    expect((await call(IQBAL_TEACHER, 'GET', '/attendance/settings')).json()).toEqual({
      weekly_off_days: [],
      holidays: [],
    });
  });

  it('lets admins mark staff present, absent or on leave', async () => {
    const teacher = await userId(t, IQBAL_TEACHER);
    const view = (await call(IQBAL_ADMIN, 'GET', `/attendance/staff/${today}`)).json();
    expect(view.saved).toBe(false);
    expect(view.entries.some((e: { user_id: number }) => e.user_id === teacher)).toBe(true);
    const saved = await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${today}`, {
      entries: [{ user_id: teacher, status: 'leave', note: 'Medical' }],
    });
    expectStatus(saved, 200);
    expect(
      saved.json().entries.find((e: { user_id: number }) => e.user_id === teacher),
    ).toMatchObject({
      status: 'leave',
      note: 'Medical',
    });
    expect(await auditCount('attendance.staff_saved')).toBe(1);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${today}`, {
        entries: [{ user_id: teacher, status: 'leave', note: 'Medical' }],
      }),
      200,
    );
    expect(await auditCount('attendance.staff_saved')).toBe(1);
    const quaidTeacher = await userId(t, QUAID_TEACHER);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${today}`, {
        entries: [{ user_id: quaidTeacher, status: 'absent' }],
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${addDays(today, 1)}`, { entries: [] }),
      422,
    );
  });
});

describe('module gating', () => {
  it('answers 403 while the module is off, and keeps the data for when it is back', async () => {
    const id = await moduleId(t, 'attendance');
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/disable/${id}`), 200);
    const off = 'The Attendance module is not enabled for your organisation.';
    expectStatus(await call(IQBAL_TEACHER, 'GET', register(c5a, today)), 403, off);
    expectStatus(await call(IQBAL_TEACHER, 'PUT', register(c5a, today), { entries: [] }), 403, off);
    expectStatus(await call(PARENT, 'GET', '/attendance/alerts'), 403, off);
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', `/attendance/me/months/${today.slice(0, 7)}`),
      403,
      off,
    );
    // Another school is not affected.
    expectStatus(await call(QUAID_ADMIN, 'GET', '/attendance/today'), 200);
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${id}`), 200);
    const back = (await call(IQBAL_TEACHER, 'GET', register(c5a, today))).json();
    expect(back.saved).toBe(true);
    expect(back.totals.absent).toBe(2);
  });
});
