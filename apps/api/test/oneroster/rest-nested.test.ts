// The OneRoster 1.2 REST binding's typed and nested reads (schools, students, teachers, terms,
// gradingPeriods; /schools/{id}/classes, /classes/{id}/students ...) over HTTP: each is the same
// records as the plain collections, selected as the binding describes; a path record that is
// unknown, of the wrong type or not the school's is 404 `unknownobject`; paging and filters apply
// as on the collections. And dateLastModified: each record's own modification time, so a
// consumer can ask for what changed since its last read; the filter grammar has no parentheses.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL, IQBAL_ADMIN, QUAID } from '../learning/helpers.js';
import { oneRosterToken } from './client-token.js';

const BASE = '/api/ims/oneroster/rostering/v1p2';

type Obj = Record<string, unknown> & { sourcedId: string };
let t: TestApp;
let token = '';
const all: Record<string, Obj[]> = {};

const read = (url: string) => t.request({ method: 'GET', url: `${BASE}${url}`, token });
const ids = (objects: Obj[]) => objects.map((o) => o.sourcedId);
const ref = (o: Obj, field: string) => (o[field] as { sourcedId: string } | undefined)?.sourcedId;
const roles = (u: Obj) => (u.roles as { role: string }[]).map((r) => r.role);

async function list(url: string, envelope: string): Promise<Obj[]> {
  const response = await read(`${url}${url.includes('?') ? '&' : '?'}limit=1000`);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json()[envelope];
}

beforeAll(async () => {
  t = await createTestApp();
  token = await oneRosterToken(t, IQBAL_ADMIN, { name: 'Nested reads' });
  for (const c of ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'])
    all[c] = await list(`/${c}`, c);
});
afterAll(() => t.close());

describe('typed collections', () => {
  it('are the plain collections’ records of their type, in their envelopes', async () => {
    expect(ids(await list('/schools', 'orgs'))).toEqual(
      ids(all.orgs!.filter((o) => o.type === 'school')),
    );
    expect(ids(await list('/schools', 'orgs'))).toEqual([`org-${IQBAL}`]);
    const students = all.users!.filter((u) => roles(u).includes('student'));
    const teachers = all.users!.filter((u) => roles(u).includes('teacher'));
    expect(students.length).toBeGreaterThan(0);
    expect(teachers.length).toBeGreaterThan(0);
    expect(ids(await list('/students', 'users'))).toEqual(ids(students));
    expect(ids(await list('/teachers', 'users'))).toEqual(ids(teachers));
    const terms = all.academicSessions!.filter((s) => s.type === 'term');
    expect(terms.length).toBeGreaterThan(0);
    expect(ids(await list('/terms', 'academicSessions'))).toEqual(ids(terms));
    expect(await list('/gradingPeriods', 'academicSessions')).toEqual([]);
  });

  it('answer one record only of their type; any other sourcedId is 404 unknownobject', async () => {
    const student = all.users!.find((u) => roles(u).includes('student'))!;
    const teacher = all.users!.find((u) => roles(u).includes('teacher'))!;
    const guardian = all.users!.find((u) =>
      roles(u).some((r) => r === 'parent' || r === 'guardian'),
    )!;
    const term = all.academicSessions!.find((s) => s.type === 'term')!;
    const year = all.academicSessions!.find((s) => s.type === 'schoolYear')!;

    expect((await read(`/schools/org-${IQBAL}`)).json()).toEqual({ org: all.orgs![0] });
    expect((await read(`/students/${student.sourcedId}`)).json()).toEqual({ user: student });
    expect((await read(`/teachers/${teacher.sourcedId}`)).json()).toEqual({ user: teacher });
    expect((await read(`/terms/${term.sourcedId}`)).json()).toEqual({ academicSession: term });
    for (const path of [
      `/schools/org-${QUAID}`,
      `/students/${teacher.sourcedId}`,
      `/students/${guardian.sourcedId}`,
      `/teachers/${student.sourcedId}`,
      `/terms/${year.sourcedId}`,
      `/gradingPeriods/${term.sourcedId}`,
    ]) {
      const response = await read(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().imsx_CodeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
        'unknownobject',
      );
    }
    const picked = await read(`/students/${student.sourcedId}?fields=sourcedId,givenName`);
    expect(Object.keys(picked.json().user).sort()).toEqual(['givenName', 'sourcedId']);
  });
});

describe('nested reads', () => {
  it('select by the records in the path as the binding describes', async () => {
    const school = `org-${IQBAL}`;
    const studentEnrollment = all.enrollments!.find((e) => e.role === 'student')!;
    const klass = ref(studentEnrollment, 'class')!;
    const inClass = all.enrollments!.filter((e) => ref(e, 'class') === klass);
    const usersWith = (role: string) => {
      const wanted = new Set(inClass.filter((e) => e.role === role).map((e) => ref(e, 'user')));
      return ids(all.users!.filter((u) => wanted.has(u.sourcedId)));
    };
    expect(usersWith('student').length).toBeGreaterThan(0);

    expect(ids(await list(`/classes/${klass}/students`, 'users'))).toEqual(usersWith('student'));
    expect(ids(await list(`/classes/${klass}/teachers`, 'users'))).toEqual(usersWith('teacher'));
    expect(ids(await list(`/schools/${school}/classes/${klass}/students`, 'users'))).toEqual(
      usersWith('student'),
    );
    expect(ids(await list(`/schools/${school}/classes/${klass}/teachers`, 'users'))).toEqual(
      usersWith('teacher'),
    );
    expect(
      ids(await list(`/schools/${school}/classes/${klass}/enrollments`, 'enrollments')),
    ).toEqual(ids(inClass));

    expect(ids(await list(`/schools/${school}/classes`, 'classes'))).toEqual(ids(all.classes!));
    expect(ids(await list(`/schools/${school}/courses`, 'courses'))).toEqual(ids(all.courses!));
    expect(ids(await list(`/schools/${school}/enrollments`, 'enrollments'))).toEqual(
      ids(all.enrollments!),
    );
    expect(ids(await list(`/schools/${school}/students`, 'users'))).toEqual(
      ids(all.users!.filter((u) => roles(u).includes('student'))),
    );
    expect(ids(await list(`/schools/${school}/teachers`, 'users'))).toEqual(
      ids(all.users!.filter((u) => roles(u).includes('teacher'))),
    );
    expect(ids(await list(`/schools/${school}/terms`, 'academicSessions'))).toEqual(
      ids(all.academicSessions!.filter((s) => s.type === 'term')),
    );

    const course = ref(all.classes![0]!, 'course')!;
    expect(ids(await list(`/courses/${course}/classes`, 'classes'))).toEqual(
      ids(all.classes!.filter((c) => ref(c, 'course') === course)),
    );

    const student = ref(studentEnrollment, 'user')!;
    const classesOf = (user: string) => {
      const wanted = new Set(
        all.enrollments!.filter((e) => ref(e, 'user') === user).map((e) => ref(e, 'class')),
      );
      return ids(all.classes!.filter((c) => wanted.has(c.sourcedId)));
    };
    expect(classesOf(student)).toContain(klass);
    expect(ids(await list(`/students/${student}/classes`, 'classes'))).toEqual(classesOf(student));
    expect(ids(await list(`/users/${student}/classes`, 'classes'))).toEqual(classesOf(student));
    const teacher = ref(all.enrollments!.find((e) => e.role === 'teacher')!, 'user')!;
    expect(classesOf(teacher).length).toBeGreaterThan(0);
    expect(ids(await list(`/teachers/${teacher}/classes`, 'classes'))).toEqual(classesOf(teacher));
    expect(ids(await list(`/users/${teacher}/classes`, 'classes'))).toEqual(classesOf(teacher));

    // A section lasts its year: a term of that year lists the sections whose terms name the year.
    const term = all.academicSessions!.find((s) => s.type === 'term')!;
    const year = ref(term, 'parent')!;
    const ofYear = all.classes!.filter((c) =>
      (c.terms as { sourcedId: string }[]).some((r) => r.sourcedId === year),
    );
    expect(ofYear.length).toBeGreaterThan(0);
    expect(ids(await list(`/terms/${term.sourcedId}/classes`, 'classes'))).toEqual(ids(ofYear));
    expect(await list(`/terms/${term.sourcedId}/gradingPeriods`, 'academicSessions')).toEqual([]);
  });

  it('page, filter and select fields as the collections do', async () => {
    const klass = ref(all.enrollments!.find((e) => e.role === 'student')!, 'class')!;
    const everyone = await list(`/classes/${klass}/students`, 'users');
    const page = await read(`/classes/${klass}/students?limit=1&offset=1`);
    expect(page.headers['x-total-count']).toBe(String(everyone.length));
    expect(ids(page.json().users)).toEqual(ids(everyone.slice(1, 2)));
    expect(String(page.headers.link)).toContain(`/classes/${klass}/students?limit=1&offset=0>`);
    const first = everyone[0]!;
    const filtered = await list(
      `/classes/${klass}/students?filter=${encodeURIComponent(`familyName='${first.familyName}'`)}`,
      'users',
    );
    expect(filtered.every((u) => u.familyName === first.familyName)).toBe(true);
    expect(ids(filtered)).toContain(first.sourcedId);
    const bad = await read(`/classes/${klass}/students?fields=shoeSize`);
    expect(bad.statusCode).toBe(400);
  });

  it('are 404 unknownobject for an unknown, mistyped or unrelated record in the path', async () => {
    const klass = all.classes![0]!.sourcedId;
    const student = all.users!.find((u) => roles(u).includes('student'))!.sourcedId;
    const teacher = all.users!.find((u) => roles(u).includes('teacher'))!.sourcedId;
    for (const path of [
      '/schools/org-999999/classes',
      `/schools/org-${QUAID}/students`,
      `/schools/org-${IQBAL}/classes/section-999999/students`,
      `/schools/org-${QUAID}/classes/${klass}/enrollments`,
      '/classes/section-999999/students',
      `/classes/${student}/teachers`,
      '/courses/class-999999/classes',
      `/students/${teacher}/classes`,
      `/teachers/${student}/classes`,
      '/users/student-999999/classes',
      `/terms/${all.academicSessions!.find((s) => s.type === 'schoolYear')!.sourcedId}/classes`,
    ]) {
      const response = await read(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual(
        expect.objectContaining({ imsx_codeMajor: 'failure', imsx_severity: 'error' }),
      );
    }
    const none = await t.request({ method: 'GET', url: `${BASE}/classes/${klass}/students` });
    expect(none.statusCode).toBe(401);
  });
});

describe('dateLastModified', () => {
  it('is each record’s own modification time, so a consumer can ask what changed', async () => {
    const before = (await list('/users', 'users'))
      .concat(await list('/classes', 'classes'))
      .map((o) => String(o.dateLastModified));
    const since = [...before].sort().at(-1)!;

    const student = all.users!.find((u) => roles(u).includes('student'))!;
    const section = all.classes![0]!;
    await t.query(async (tx) => {
      await tx.execute(
        sql`update students set address = coalesce(address, '') || ' '
            where id = ${Number(student.sourcedId.replace('student-', ''))}`,
      );
      await tx.execute(
        sql`update sections set room = coalesce(room, 'Room')
            where id = ${Number(section.sourcedId.replace('section-', ''))}`,
      );
    });
    const filter = encodeURIComponent(`dateLastModified>'${since}'`);
    const changedUsers = await list(`/users?filter=${filter}`, 'users');
    expect(ids(changedUsers)).toEqual([student.sourcedId]);
    expect(String(changedUsers[0]!.dateLastModified) > since).toBe(true);
    const changedClasses = await list(`/classes?filter=${filter}`, 'classes');
    expect(ids(changedClasses)).toEqual([section.sourcedId]);
    // The same record on a nested path carries the same time.
    const viaSchool = await list(`/schools/org-${IQBAL}/students?filter=${filter}`, 'users');
    expect(viaSchool).toEqual(changedUsers);
    // Compared as a time: a date alone, or an offset, is read as ISO 8601 says.
    expect(
      (await list(`/users?filter=${encodeURIComponent("dateLastModified>'2000-01-01'")}`, 'users'))
        .length,
    ).toBe(all.users!.length);
    const sorted = await list('/users?sort=dateLastModified&orderBy=desc', 'users');
    expect(sorted[0]!.sourcedId).toBe(student.sourcedId);
  });

  it('refuses a filter with parentheses or a dateLastModified that is no date-time', async () => {
    for (const filter of [
      "(givenName='Ali' OR givenName='Sara') AND familyName='Khan'",
      "givenName='Ali' AND (familyName='Khan')",
      "dateLastModified>'yesterday'",
    ]) {
      const response = await read(`/users?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, filter).toBe(400);
      expect(response.json().imsx_CodeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
        'invalid_filter_field',
      );
    }
    // Parentheses inside a quoted value are the value's own characters.
    const quoted = await read(`/users?filter=${encodeURIComponent("givenName='Ali (Jr)'")}`);
    expect(quoted.statusCode).toBe(200);
  });
});
