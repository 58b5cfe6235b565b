// OneRoster 1.2 REST demographics (getAllDemographics, getDemographics of the published Rostering
// 1.2 OpenAPI file, github.com/1EdTech/oneroster-bootcamp,
// src/main/resources/oas/onerosterv1p2rostersservice_openapi3_v1p0.json): one record per student
// sharing the student's sourcedId, only the birth date and sex Watni holds, readable only with the
// roster-demographics.readonly scope (the file lists it alone there, and roster.readonly is every
// read "excluding demographics"), and another school's students never.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL, IQBAL_ADMIN, QUAID_ADMIN } from '../learning/helpers.js';
import { DEMOGRAPHICS_SCOPE, oneRosterToken, ROSTER_SCOPE } from './client-token.js';

const ROSTER = ROSTER_SCOPE;
const DEMOGRAPHICS = DEMOGRAPHICS_SCOPE;
const BASE = '/api/ims/oneroster/rostering/v1p2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenFor = (admin: string, scope: string) =>
  oneRosterToken(t, admin, { name: 'Demographics reader', scope });

const read = (url: string, token: string) =>
  t.request({ method: 'GET', url: `${BASE}${url}`, token });

type Demographics = { sourcedId: string; sex?: string; birthDate?: string } & Record<
  string,
  unknown
>;

describe('OneRoster REST demographics', () => {
  it('is one record per student with the student’s sourcedId, birth date and sex as held', async () => {
    const token = await tokenFor(IQBAL_ADMIN, `${ROSTER} ${DEMOGRAPHICS}`);
    const list = await read('/demographics?limit=1000', token);
    expect(list.statusCode, list.body).toBe(200);
    const records = list.json().demographics as Demographics[];
    const studentUsers = (await read('/students?limit=1000', token)).json().users as {
      sourcedId: string;
      identifier: string;
      metadata?: Record<string, string>;
    }[];
    expect(records.map((d) => d.sourcedId).sort()).toEqual(
      studentUsers.map((u) => u.sourcedId).sort(),
    );
    expect(list.headers['x-total-count']).toBe(String(studentUsers.length));
    // The user records no longer carry them (the core scope reads those).
    for (const u of studentUsers) {
      expect(u.metadata?.['watni.gender']).toBeUndefined();
      expect(u.metadata?.['watni.birthDate']).toBeUndefined();
    }

    const held = await t.query((tx) =>
      tx
        .select({
          admission: students.admission_no,
          gender: students.gender,
          dob: students.date_of_birth,
        })
        .from(students)
        .where(eq(students.tenant_id, IQBAL)),
    );
    const bySourcedId = new Map(studentUsers.map((u) => [u.sourcedId, u.identifier]));
    const heldBy = new Map(held.map((s) => [s.admission, s]));
    for (const d of records) {
      const s = heldBy.get(bySourcedId.get(d.sourcedId)!)!;
      expect(d.sex, d.sourcedId).toBe(s.gender);
      expect(d.birthDate, d.sourcedId).toBe(s.dob ?? undefined);
      // Nothing Watni does not hold is sent.
      expect(Object.keys(d).sort(), d.sourcedId).toEqual(
        ['birthDate', 'dateLastModified', 'sex', 'sourcedId', 'status'].filter(
          (k) => k !== 'birthDate' || s.dob,
        ),
      );
    }
    expect(records.some((d) => d.birthDate)).toBe(true);

    const one = await read(`/demographics/${records[0]!.sourcedId}`, token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ demographics: records[0] });

    // The collections' machinery: filter, fields, sort, paging.
    const female = held.filter((s) => s.gender === 'female').length;
    const filtered = await read(
      `/demographics?filter=${encodeURIComponent("sex='female'")}&fields=sourcedId,sex&sort=sourcedId&limit=2`,
      token,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.headers['x-total-count']).toBe(String(female));
    for (const d of filtered.json().demographics as Demographics[])
      expect(Object.keys(d).sort()).toEqual(['sex', 'sourcedId']);
    expect((await read('/demographics?fields=race', token)).statusCode).toBe(400);
  });

  it('is 404 unknownobject for a guardian’s or teacher’s sourcedId', async () => {
    const token = await tokenFor(IQBAL_ADMIN, `${ROSTER} ${DEMOGRAPHICS}`);
    const users = (await read('/users?limit=1000', token)).json().users as {
      sourcedId: string;
      roles: { role: string }[];
    }[];
    const others = users.filter((u) => !u.roles.some((r) => r.role === 'student'));
    expect(others.length).toBeGreaterThan(0);
    for (const u of others.slice(0, 3)) {
      const response = await read(`/demographics/${u.sourcedId}`, token);
      expect(response.statusCode, u.sourcedId).toBe(404);
      expect(response.json().imsx_CodeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
        'unknownobject',
      );
    }
  });

  it('takes the demographics scope alone, and that scope reads nothing else (403 forbidden)', async () => {
    const roster = await tokenFor(IQBAL_ADMIN, ROSTER);
    for (const url of ['/demographics', '/demographics/student-1']) {
      const refused = await read(url, roster);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.headers['www-authenticate']).toBe(
        `Bearer realm="oneroster", error="insufficient_scope", scope="${DEMOGRAPHICS}"`,
      );
      expect(refused.json()).toMatchObject({
        imsx_codeMajor: 'failure',
        imsx_severity: 'error',
        imsx_CodeMinor: { imsx_codeMinorField: [{ imsx_codeMinorFieldValue: 'forbidden' }] },
      });
    }
    const demographicsOnly = await tokenFor(IQBAL_ADMIN, DEMOGRAPHICS);
    expect((await read('/demographics', demographicsOnly)).statusCode).toBe(200);
    for (const url of ['/users', '/students', '/orgs'])
      expect((await read(url, demographicsOnly)).statusCode, url).toBe(403);
  });

  it('another school’s client reads none of Iqbal’s students', async () => {
    const iqbal = await tokenFor(IQBAL_ADMIN, DEMOGRAPHICS);
    const iqbalIds = (
      (await read('/demographics?limit=1000', iqbal)).json().demographics as Demographics[]
    ).map((d) => d.sourcedId);
    const quaid = await tokenFor(QUAID_ADMIN, DEMOGRAPHICS);
    const theirs = (await read('/demographics?limit=1000', quaid)).json()
      .demographics as Demographics[];
    expect(theirs.filter((d) => iqbalIds.includes(d.sourcedId))).toEqual([]);
    for (const id of iqbalIds.slice(0, 3))
      expect((await read(`/demographics/${id}`, quaid)).statusCode, id).toBe(404);
    // Iqbal's held rows are untouched by reading (no side effects).
    const still = await t.query((tx) =>
      tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.tenant_id, IQBAL))),
    );
    expect(still.length).toBe(iqbalIds.length);
  });
});
