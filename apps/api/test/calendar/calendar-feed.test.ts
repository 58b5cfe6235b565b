// The private iCalendar feed over HTTP, read back by an independent parser (ical.js,
// Mozilla's): a user makes a link (shown once, only its hash kept, audited), a calendar client
// fetches it without signing in; a reset or revoked link and an unknown one answer the same 404.
// The demo school Iqbal: the demo student is Ali in Class 5 A; the demo parent is his guardian.

import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domains/attendance/calendar.js';
import { escapeText, foldLine } from '../../src/domains/calendar/ical.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { redactedUrl } from '../../src/http/log-redaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const PARENT = 'parent@iqbal.edu.pk';
const today = todayInPakistan();
const holidayDay = addDays(today, 10);
const paperDay = addDays(today, 12);
const dueDay = addDays(today, 3);
const HOLIDAY = 'یومِ اقبال، اسکول بند؛ خوش رہیں';
const HOMEWORK =
  'صفحہ 12 کی نظم یاد کریں، پھر سوال 1; 2 اور 3 حل کریں۔\nکل کاپی ساتھ لائیں — Learn the poem, then answer questions 1; 2 and 3.';

type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};

/** The path of a feed URL, for the in-process request. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => t.request({ method: 'GET', url: pathOf(url) });

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

let studentUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  const class5 = classes.find((c) => c.name === 'Class 5')!;
  const c5a = class5.sections.find((s) => s.name === 'A')!.id;
  const maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  await t.query((tx) =>
    tx.execute(sql`insert into school_holidays (tenant_id, day, name)
                   values (${IQBAL}, ${holidayDay}::date, ${HOLIDAY})
                   on conflict do nothing`),
  );
  expectStatus(
    await call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
      subject_id: maths,
      day: today,
      body: HOMEWORK,
      due_date: dueDay,
    }),
    201,
  );
  const years = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().items as {
    is_current: boolean;
    terms: { id: number }[];
  }[];
  const exam = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: years.find((y) => y.is_current)!.terms[0]!.id,
    name: 'Calendar Finals',
    classes: [
      { class_id: class5.id, papers: [{ subject_id: maths, max_marks: 100, passing_marks: 33 }] },
    ],
  });
  expectStatus(exam, 201);
  const sheet = `/exams/${exam.json().id}/datesheet`;
  expectStatus(
    await call(IQBAL_ADMIN, 'POST', `${sheet}/papers`, {
      class_id: class5.id,
      subject_id: maths,
      paper_date: paperDay,
      starts_at: '09:00',
      ends_at: '12:00',
      room: 'Hall A, first floor',
    }),
    201,
  );
  expectStatus(await call(IQBAL_ADMIN, 'POST', `${sheet}/publication`), 200);
});
afterAll(() => t?.close());

describe('the generator', () => {
  it('escapes text and folds at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'اردو '.repeat(40)}`);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'اردو '.repeat(40)}`);
  });
});

describe('the request log', () => {
  it('shows no feed token', () => {
    expect(redactedUrl(`/api/calendar/feeds/${'a'.repeat(43)}.ics?x=1`)).toBe(
      '/api/calendar/feeds/***.ics?x=1',
    );
  });
});

describe('the link', () => {
  it('has none at first, then makes one shown once, audited', async () => {
    const none = await call(IQBAL_STUDENT, 'GET', '/calendar/feed');
    expectStatus(none, 200);
    expect(none.json()).toEqual({ exists: false, created_at: null });
    const made = await call(IQBAL_STUDENT, 'POST', '/calendar/feed');
    expectStatus(made, 201);
    studentUrl = made.json().url;
    expect(studentUrl).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const state = (await call(IQBAL_STUDENT, 'GET', '/calendar/feed')).json();
    expect(state.exists).toBe(true);
    expect(JSON.stringify(state)).not.toContain(pathOf(studentUrl).split('/').pop()!.slice(0, 20));
    expect(await auditActions(t, IQBAL)).toContain('calendar.feed_created');
    // Only the hash is stored.
    const stored = await t.query((tx) => tx.execute(sql`select token_hash from calendar_feeds`));
    const token = pathOf(studentUrl).split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('needs a sign-in to make or see a link', async () => {
    expectStatus(await call(null, 'POST', '/calendar/feed'), 401);
    expectStatus(await call(null, 'GET', '/calendar/feed'), 401);
  });
});

describe('the feed', () => {
  it('is RFC 5545 text a parser reads: holidays, homework, the datesheet, in Pakistan time', async () => {
    const res = await fetchFeed(studentUrl);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(res.headers['cache-control'])).toContain('private');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const events = parse(text);
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);

    const holiday = events.find((e) => e.summary === `Holiday: ${HOLIDAY}`)!;
    expect(holiday).toBeDefined();
    expect(holiday.startDate.isDate).toBe(true);
    expect(holiday.startDate.toString()).toBe(holidayDay);

    const homework = events.find((e) => e.description === HOMEWORK)!;
    expect(homework).toBeDefined();
    expect(homework.summary).toBe('Homework due: Mathematics (Class 5 A)');
    expect(homework.startDate.toString()).toBe(dueDay);

    const paper = events.find((e) => e.summary === 'Calendar Finals: Mathematics (Class 5)')!;
    expect(paper).toBeDefined();
    expect(paper.location).toBe('Hall A, first floor');
    expect(paper.startDate.zone?.tzid).toBe('Asia/Karachi');
    // 09:00 in Pakistan is 04:00 UTC.
    expect(paper.startDate.toJSDate().toISOString()).toBe(`${paperDay}T04:00:00.000Z`);
    expect(paper.endDate.toJSDate().toISOString()).toBe(`${paperDay}T07:00:00.000Z`);

    // The timetable: weekly lessons of Class 5 A for the current term.
    const lessons = events.filter((e) => e.isRecurring());
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson.component.getFirstPropertyValue('rrule')!.toString()).toMatch(/FREQ=WEEKLY/);
      expect(lesson.summary).toMatch(/\(Class 5 A\)$/);
    }
    // Stable: the same feed twice has the same UIDs.
    const again = parse((await fetchFeed(studentUrl)).body).map((e) => e.uid);
    expect(again.sort()).toEqual([...uids].sort());
  });

  it("gives a parent their child's homework and a teacher their section's", async () => {
    for (const who of [PARENT, IQBAL_TEACHER]) {
      const made = await call(who, 'POST', '/calendar/feed');
      expectStatus(made, 201);
      const events = parse((await fetchFeed(made.json().url)).body);
      expect(events.some((e) => e.description === HOMEWORK)).toBe(true);
    }
  });

  it("never shows another school's data", async () => {
    const made = await call(QUAID_ADMIN, 'POST', '/calendar/feed');
    expectStatus(made, 201);
    const text = (await fetchFeed(made.json().url)).body;
    expect(text).not.toContain('Calendar Finals');
    expect(parse(text).some((e) => e.summary.includes('یومِ اقبال'))).toBe(false);
  });

  it('answers 404 for a reset, revoked or unknown token, all alike', async () => {
    const unknown = await t.request({
      method: 'GET',
      url: `/api/calendar/feeds/${'x'.repeat(43)}.ics`,
    });
    expectStatus(unknown, 404);
    const reset = await call(IQBAL_STUDENT, 'POST', '/calendar/feed');
    expectStatus(reset, 201);
    expect(await auditActions(t, IQBAL)).toContain('calendar.feed_reset');
    const old = await fetchFeed(studentUrl);
    expectStatus(old, 404, unknown.json().detail);
    expectStatus(await fetchFeed(reset.json().url), 200);
    expectStatus(await call(IQBAL_STUDENT, 'DELETE', '/calendar/feed'), 204);
    expectStatus(await fetchFeed(reset.json().url), 404, unknown.json().detail);
    expect(await auditActions(t, IQBAL)).toContain('calendar.feed_revoked');
    expectStatus(await call(IQBAL_STUDENT, 'DELETE', '/calendar/feed'), 204);
  });
});

describe('switched-off modules', () => {
  it('leave their events out of the feed, and bring them back when switched on again', async () => {
    const made = await call(IQBAL_STUDENT, 'POST', '/calendar/feed');
    expectStatus(made, 201);
    const url = made.json().url;
    const kinds = async () => {
      const res = await fetchFeed(url);
      expectStatus(res, 200);
      const events = parse(res.body);
      return {
        lessons: events.filter((e) => e.isRecurring()).length,
        papers: events.filter((e) => e.summary.startsWith('Calendar Finals')).length,
        homework: events.filter((e) => e.description === HOMEWORK).length,
        holidays: events.filter((e) => e.summary === `Holiday: ${HOLIDAY}`).length,
        text: res.body,
      };
    };
    const before = await kinds();
    expect(before.lessons).toBeGreaterThan(0);
    expect(before.papers).toBe(1);
    expect(before.homework).toBe(1);
    expect(before.holidays).toBe(1);

    const toggle = async (action: 'enable' | 'disable', slug: string) =>
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', `/modules/tenant/${action}/${await moduleId(t, slug)}`),
        200,
      );
    await toggle('disable', 'timetable');
    const noTimetable = await kinds();
    expect(noTimetable.lessons).toBe(0);
    expect(noTimetable.text).not.toContain('RRULE');
    expect(noTimetable.papers).toBe(1);

    await toggle('disable', 'gradebook');
    await toggle('disable', 'attendance');
    const off = await kinds();
    expect(off).toMatchObject({ lessons: 0, papers: 0, homework: 0, holidays: 0 });
    expect(off.text).not.toContain('Homework due');
    expect(off.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    for (const slug of ['timetable', 'gradebook', 'attendance']) await toggle('enable', slug);
    const again = await kinds();
    expect(again.lessons).toBe(before.lessons);
    expect(again).toMatchObject({ papers: 1, homework: 1, holidays: 1 });
  });
});

describe("the feed's own words", () => {
  it("are in the subscriber's language; the school's names stay as typed", async () => {
    const setLanguage = (language: 'en' | 'ur') =>
      t.query((tx) =>
        tx.execute(
          sql`update users set preferred_language = ${language} where email = ${IQBAL_STUDENT}`,
        ),
      );
    const made = await call(IQBAL_STUDENT, 'POST', '/calendar/feed');
    expectStatus(made, 201);
    const url = made.json().url as string;
    await setLanguage('ur');
    try {
      const events = parse((await fetchFeed(url)).body);
      const holiday = events.find((e) => e.summary === `چھٹی: ${HOLIDAY}`);
      expect(holiday).toBeDefined();
      expect(holiday!.component.getFirstPropertyValue('categories')).toBe('چھٹی');
      const homework = events.find((e) => e.description === HOMEWORK)!;
      expect(homework.summary).toBe('ہوم ورک کی آخری تاریخ: Mathematics (Class 5 A)');
      expect(homework.component.getFirstPropertyValue('categories')).toBe('ہوم ورک');
      expect(
        events.some((e) => e.summary === 'Calendar Finals: Mathematics کا پرچہ (Class 5)'),
      ).toBe(true);
      const lessons = events.filter((e) => e.isRecurring());
      expect(lessons.length).toBeGreaterThan(0);
      for (const lesson of lessons) expect(lesson.description).toMatch(/^استاد: /);
      expect(events.some((e) => /^(Holiday|Homework due|Teacher):/.test(e.summary))).toBe(false);
    } finally {
      await setLanguage('en');
    }
    const english = parse((await fetchFeed(url)).body);
    expect(english.some((e) => e.summary === `Holiday: ${HOLIDAY}`)).toBe(true);
  });
});
