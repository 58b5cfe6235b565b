// Watni's OneRoster REST answers against the 1.2 Rostering binding's JSON shapes (required
// fields, enumerations, GUIDRefs, envelopes; fixtures/rostering-1p2-schemas.ts says where they
// were transcribed from). Every record of the demo school, in every collection and one by one,
// every typed and nested read the binding lists (its operationId and the Set or Single schema
// its 200 answer names in the binding's OpenAPI file, github.com/1EdTech/oneroster-bootcamp,
// src/main/resources/oas/onerosterv1p2rostersservice_openapi3_v1p0.json), and the error
// payloads.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL_ADMIN } from '../learning/helpers.js';
import { DEMOGRAPHICS_SCOPE, oneRosterToken, ROSTER_SCOPE } from './client-token.js';
import {
  ACADEMIC_SESSION,
  CLASS,
  COURSE,
  DEMOGRAPHICS,
  ENROLLMENT,
  ORG,
  STATUS_INFO,
  setOf,
  singleOf,
  USER,
} from './fixtures/rostering-1p2-schemas.js';

const BASE = '/api/ims/oneroster/rostering/v1p2';
const COLLECTIONS = [
  ['orgs', 'org', ORG],
  ['academicSessions', 'academicSession', ACADEMIC_SESSION],
  ['courses', 'course', COURSE],
  ['classes', 'class', CLASS],
  ['users', 'user', USER],
  ['enrollments', 'enrollment', ENROLLMENT],
  // getAllDemographics / getDemographics: DemographicsSetDType, SingleDemographicsDType.
  ['demographics', 'demographics', DEMOGRAPHICS],
] as const;

let t: TestApp;
let token = '';
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

beforeAll(async () => {
  t = await createTestApp();
  // The demographics reads take their own scope alone (the published file's security).
  token = await oneRosterToken(t, IQBAL_ADMIN, {
    name: 'Conformance',
    scope: `${ROSTER_SCOPE} ${DEMOGRAPHICS_SCOPE}`,
  });
});
afterAll(() => t.close());

function check(schema: object, value: unknown, what: string) {
  const validate = ajv.compile(schema);
  const ok = validate(value);
  expect(ok ? [] : validate.errors!.slice(0, 5), what).toEqual([]);
}

describe('OneRoster 1.2 REST answers match the binding’s schemas', () => {
  for (const [plural, single, schema] of COLLECTIONS) {
    it(`${plural}: the collection and each record`, async () => {
      const list = await t.request({ method: 'GET', url: `${BASE}/${plural}?limit=1000`, token });
      expect(list.statusCode, list.body).toBe(200);
      const body = list.json();
      check(setOf(plural, schema), body, plural);
      const items = body[plural] as { sourcedId: string }[];
      expect(items.length, plural).toBeGreaterThan(0);
      for (const item of items.slice(0, 25)) {
        const one = await t.request({
          method: 'GET',
          url: `${BASE}/${plural}/${encodeURIComponent(item.sourcedId)}`,
          token,
        });
        expect(one.statusCode).toBe(200);
        check(singleOf(single, schema), one.json(), `${plural}/${item.sourcedId}`);
      }
    });
  }

  it('the typed and nested reads answer the binding’s Set and Single schemas', async () => {
    const all = async (plural: string) =>
      (await t.request({ method: 'GET', url: `${BASE}/${plural}?limit=1000`, token })).json()[
        plural
      ] as Record<string, unknown>[];
    const [orgs, sessions, courses, classes, users, enrollments] = await Promise.all(
      ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'].map(all),
    );
    const roleOf = (u: Record<string, unknown>) =>
      (u.roles as { role: string }[]).map((r) => r.role);
    const ref = (o: Record<string, unknown>, f: string) =>
      (o[f] as { sourcedId: string }).sourcedId;
    const school = orgs!.find((o) => o.type === 'school')!.sourcedId as string;
    const term = sessions!.find((s) => s.type === 'term')!.sourcedId as string;
    const student = users!.find((u) => roleOf(u).includes('student'))!.sourcedId as string;
    const teacher = users!.find((u) => roleOf(u).includes('teacher'))!.sourcedId as string;
    const withStudents = enrollments!.find((e) => e.role === 'student')!;
    const klass = ref(withStudents, 'class');
    const course = courses![0]!.sourcedId as string;
    expect(classes!.length).toBeGreaterThan(0);

    // [binding operationId, path, envelope, schema, at least one record expected]
    const reads = [
      ['getAllSchools', '/schools', 'orgs', ORG, true],
      ['getAllStudents', '/students', 'users', USER, true],
      ['getAllTeachers', '/teachers', 'users', USER, true],
      ['getAllTerms', '/terms', 'academicSessions', ACADEMIC_SESSION, true],
      ['getAllGradingPeriods', '/gradingPeriods', 'academicSessions', ACADEMIC_SESSION, false],
      ['getClassesForSchool', `/schools/${school}/classes`, 'classes', CLASS, true],
      ['getCoursesForSchool', `/schools/${school}/courses`, 'courses', COURSE, true],
      [
        'getEnrollmentsForSchool',
        `/schools/${school}/enrollments`,
        'enrollments',
        ENROLLMENT,
        true,
      ],
      ['getStudentsForSchool', `/schools/${school}/students`, 'users', USER, true],
      ['getTeachersForSchool', `/schools/${school}/teachers`, 'users', USER, true],
      ['getTermsForSchool', `/schools/${school}/terms`, 'academicSessions', ACADEMIC_SESSION, true],
      [
        'getEnrollmentsForClassInSchool',
        `/schools/${school}/classes/${klass}/enrollments`,
        'enrollments',
        ENROLLMENT,
        true,
      ],
      [
        'getStudentsForClassInSchool',
        `/schools/${school}/classes/${klass}/students`,
        'users',
        USER,
        true,
      ],
      [
        'getTeachersForClassInSchool',
        `/schools/${school}/classes/${klass}/teachers`,
        'users',
        USER,
        false,
      ],
      ['getStudentsForClass', `/classes/${klass}/students`, 'users', USER, true],
      ['getTeachersForClass', `/classes/${klass}/teachers`, 'users', USER, false],
      ['getClassesForCourse', `/courses/${course}/classes`, 'classes', CLASS, false],
      ['getClassesForStudent', `/students/${student}/classes`, 'classes', CLASS, true],
      ['getClassesForTeacher', `/teachers/${teacher}/classes`, 'classes', CLASS, true],
      ['getClassesForUser', `/users/${student}/classes`, 'classes', CLASS, true],
      ['getClassesForTerm', `/terms/${term}/classes`, 'classes', CLASS, true],
      [
        'getGradingPeriodsForTerm',
        `/terms/${term}/gradingPeriods`,
        'academicSessions',
        ACADEMIC_SESSION,
        false,
      ],
    ] as const;
    for (const [operation, path, envelope, schema, some] of reads) {
      const response = await t.request({ method: 'GET', url: `${BASE}${path}?limit=1000`, token });
      expect(response.statusCode, `${operation} ${response.body}`).toBe(200);
      const body = response.json();
      expect(Object.keys(body), operation).toEqual([envelope]);
      check(setOf(envelope, schema), body, operation);
      if (some) expect(body[envelope].length, operation).toBeGreaterThan(0);
      expect(response.headers['x-total-count'], operation).toBe(String(body[envelope].length));
    }

    const singles = [
      ['getSchool', `/schools/${school}`, 'org', ORG],
      ['getStudent', `/students/${student}`, 'user', USER],
      ['getTeacher', `/teachers/${teacher}`, 'user', USER],
      ['getTerm', `/terms/${term}`, 'academicSession', ACADEMIC_SESSION],
    ] as const;
    for (const [operation, path, envelope, schema] of singles) {
      const response = await t.request({ method: 'GET', url: `${BASE}${path}`, token });
      expect(response.statusCode, operation).toBe(200);
      check(singleOf(envelope, schema), response.json(), operation);
    }
    // getGradingPeriod: Watni keeps none, so any sourcedId is the binding's unknownobject.
    const none = await t.request({ method: 'GET', url: `${BASE}/gradingPeriods/${term}`, token });
    expect(none.statusCode).toBe(404);
    check(STATUS_INFO, none.json(), 'getGradingPeriod');
  });

  it('refusals are imsx_StatusInfo', async () => {
    for (const [url, status, auth] of [
      [`${BASE}/users?filter=nonsense`, 400, true],
      [`${BASE}/users?fields=nonsense`, 400, true],
      [`${BASE}/users/no-such-user`, 404, true],
      [`${BASE}/schools/no-such-school/classes`, 404, true],
      [`${BASE}/users?filter=${encodeURIComponent("(givenName='a')")}`, 400, true],
      [`${BASE}/users`, 401, false],
      [`${BASE}/demographics`, 401, false],
      [`${BASE}/demographics/no-such-user`, 404, true],
    ] as const) {
      const response = await t.request({ method: 'GET', url, ...(auth ? { token } : {}) });
      expect(response.statusCode, url).toBe(status);
      check(STATUS_INFO, response.json(), url);
    }
  });
});
