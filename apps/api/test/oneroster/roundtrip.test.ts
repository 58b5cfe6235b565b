// OneRoster 1.2 bulk CSV: the demo school's export re-imports into an empty new school with
// nothing lost, and importing it again creates nothing. The two exports are compared after
// each sourcedId is replaced by what it names (sourcedIds are `<kind>-<Watni id>`, so they
// differ between schools), and the org row is left out (the school's own name and slug).
// Teachers are matched to existing staff accounts by e-mail and never created by an import,
// so the demo school's teachers (and their class and subject assignments) are compared only
// in the idempotent re-import into the same school.
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import { caller, IQBAL_ADMIN, IQBAL_STUDENT, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

type Files = Record<string, string[][]>;

async function exportAs(token: string): Promise<{ zip: Buffer; files: Files }> {
  const response = await t.request({ method: 'GET', url: '/api/school/oneroster/export', token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/oneroster-\d{4}-\d{2}-\d{2}\.zip/);
  const zip = response.rawPayload;
  const entries = unzipSync(new Uint8Array(zip));
  const files: Files = {};
  for (const [name, bytes] of Object.entries(entries))
    files[name] = Papa.parse<string[]>(strFromU8(bytes), { skipEmptyLines: true }).data;
  return { zip, files };
}

/** Each file's rows with every sourcedId replaced by the label of what it names. */
function canonical(files: Files, options: { dropTeachers: boolean }) {
  const table = (name: string) => {
    const [header, ...rows] = files[name] ?? [[]];
    return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
  };
  const label = new Map<string, string>();
  const roleOf = new Map(table('roles.csv').map((r) => [r.userSourcedId!, r.role!]));
  for (const o of table('orgs.csv')) label.set(o.sourcedId!, 'ORG');
  const sessions = table('academicSessions.csv');
  for (const s of sessions) if (s.type === 'schoolYear') label.set(s.sourcedId!, `year:${s.title}`);
  for (const s of sessions)
    if (s.type !== 'schoolYear')
      label.set(s.sourcedId!, `term:${label.get(s.parentSourcedId!)}:${s.title}`);
  for (const c of table('courses.csv')) label.set(c.sourcedId!, `course:${c.title}`);
  for (const c of table('classes.csv')) label.set(c.sourcedId!, `class:${c.title}`);
  for (const u of table('users.csv')) {
    const role = roleOf.get(u.sourcedId!);
    label.set(
      u.sourcedId!,
      role === 'student'
        ? `student:${u.identifier}`
        : role === 'teacher'
          ? `teacher:${u.email}`
          : `agent:${u.givenName} ${u.familyName}:${u.phone}:${u['metadata.watni.cnic']}`,
    );
  }
  const teacher = (id: string) => options.dropTeachers && roleOf.get(id) === 'teacher';
  const map = (value: string) =>
    value
      .split(',')
      .map((part) => label.get(part) ?? part)
      .join(',');
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(files).filter((n) => n !== 'orgs.csv' && n !== 'manifest.csv')) {
    out[name] = table(name)
      .filter((row) => !teacher(row.sourcedId ?? '') && !teacher(row.userSourcedId ?? ''))
      .map((row) =>
        Object.entries(row)
          // roles' and enrollments' own sourcedIds are built from the ids they join.
          .map(([k, v]) =>
            (name === 'roles.csv' || name === 'enrollments.csv') && k === 'sourcedId'
              ? ''
              : `${k}=${map(v)}`,
          )
          .join('|'),
      )
      .sort();
  }
  return out;
}

async function newSchoolAdmin(name: string): Promise<string> {
  const body = {
    email: 'founder@roster-roundtrip.pk',
    username: 'roster_founder',
    password: 'Founder#2026',
    first_name: 'Mariam',
    last_name: 'Nawaz',
    phone: '+92 300 1112223',
    tenant_id: null,
    organization_name: name,
    accept_terms: true,
  };
  const registered = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/create-tenant-for-user',
    token: await t.tokenFor(SUPERUSER_EMAIL),
    payload: {
      user_id: registered.json().user.id,
      organization_name: name,
      tenant_type: 'school',
      subscription_plan: 'professional',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (await t.login(body.email, body.password)).access_token;
}

const packageOf = (zip: Buffer) => ({
  file_name: 'oneroster.zip',
  content_base64: zip.toString('base64'),
});

describe('OneRoster export', () => {
  it('writes the manifest and the binding’s files, columns in the binding’s order', async () => {
    const { files } = await exportAs(await t.tokenFor(IQBAL_ADMIN));
    expect(Object.keys(files).sort()).toEqual([
      'academicSessions.csv',
      'classes.csv',
      'courses.csv',
      'demographics.csv',
      'enrollments.csv',
      'manifest.csv',
      'orgs.csv',
      'roles.csv',
      'users.csv',
    ]);
    const manifest = Object.fromEntries(files['manifest.csv']!.slice(1).map(([k, v]) => [k, v]));
    expect(manifest).toMatchObject({
      'manifest.version': '1.0',
      'oneroster.version': '1.2',
      'file.users': 'bulk',
      'file.roles': 'bulk',
      'file.enrollments': 'bulk',
      'file.demographics': 'bulk',
      'file.userProfiles': 'absent',
    });
    // DemographicsDType's fields in the published file's order (binding.ts).
    expect(files['demographics.csv']![0]).toEqual([
      'sourcedId',
      'status',
      'dateLastModified',
      'birthDate',
      'sex',
      'americanIndianOrAlaskaNative',
      'asian',
      'blackOrAfricanAmerican',
      'nativeHawaiianOrOtherPacificIslander',
      'white',
      'demographicRaceTwoOrMoreRaces',
      'hispanicOrLatinoEthnicity',
      'countryOfBirthCode',
      'stateOfBirthAbbreviation',
      'cityOfBirth',
      'publicSchoolResidenceStatus',
    ]);
    // One row per student, with the student's sourcedId; what Watni does not hold stays empty.
    const studentIds = files['roles.csv']!.filter((r) => r[5] === 'student').map((r) => r[3]);
    const demographics = files['demographics.csv']!.slice(1);
    expect(demographics.map((r) => r[0]).sort()).toEqual([...studentIds].sort());
    expect(demographics.every((r) => ['male', 'female', 'other'].includes(r[4]!))).toBe(true);
    expect(demographics.some((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[3]!))).toBe(true);
    expect(demographics.every((r) => r.slice(5).every((cell) => cell === ''))).toBe(true);
    // The birth date and sex are not in users.csv (the binding keeps them in demographics).
    expect(files['users.csv']![0]).not.toContain('metadata.watni.gender');
    expect(files['users.csv']![0]).not.toContain('metadata.watni.birthDate');
    // users.csv of the 1.2 binding has no role column (roles.csv carries it).
    expect(files['users.csv']![0]!.slice(0, 6)).toEqual([
      'sourcedId',
      'status',
      'dateLastModified',
      'enabledUser',
      'username',
      'userIds',
    ]);
    expect(files['enrollments.csv']![0]!.slice(0, 10)).toEqual([
      'sourcedId',
      'status',
      'dateLastModified',
      'classSourcedId',
      'schoolSourcedId',
      'userSourcedId',
      'role',
      'primary',
      'beginDate',
      'endDate',
    ]);
    const roles = new Set(files['roles.csv']!.slice(1).map((r) => r[5]));
    expect([...roles].sort()).toEqual(expect.arrayContaining(['student', 'teacher']));
  });

  it('is for the school office only', async () => {
    for (const who of [IQBAL_TEACHER, IQBAL_STUDENT]) {
      const refused = await call(who, 'GET', '/school/oneroster/export');
      expect(refused.statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/school/oneroster/export')).statusCode).toBe(401);
    const preview = await call(IQBAL_TEACHER, 'POST', '/school/oneroster/import/preview', {
      file_name: 'x.zip',
      content_base64: 'AAAA',
    });
    expect(preview.statusCode).toBe(403);
  });
});

describe('OneRoster round trip', () => {
  it('re-imports the demo school into an empty school with nothing lost, and a second import creates nothing', async () => {
    const first = await exportAs(await t.tokenFor(IQBAL_ADMIN));
    const admin = await newSchoolAdmin('Roster Roundtrip School');

    const preview = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/import/preview',
      token: admin,
      payload: packageOf(first.zip),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems).toEqual([]);
    const students = first.files['roles.csv']!.filter((r) => r[5] === 'student').length;
    expect(preview.json().create.students).toBe(students);
    // Every demographics row that carries a value sets it on its new student.
    const withValues = first.files['demographics.csv']!.slice(1).filter((r) => r[3] || r[4]);
    expect(preview.json().create.demographics).toBe(withValues.length);
    expect(withValues.length).toBe(students);

    // The import through the job queue: 202 with a run, polled until it ends.
    const queued = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/import-runs',
      token: admin,
      payload: packageOf(first.zip),
    });
    expect(queued.statusCode, queued.body).toBe(202);
    let run = queued.json();
    expect(run.status).toBe('queued');
    for (let i = 0; i < 300 && run.status !== 'done' && run.status !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (
        await t.request({
          method: 'GET',
          url: `/api/school/oneroster/import-runs/${run.id}`,
          token: admin,
        })
      ).json();
    }
    expect(run.error).toBeNull();
    expect(run.status).toBe('done');
    expect(run.result.created).toEqual(preview.json().create);

    const again = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/import',
      token: admin,
      payload: packageOf(first.zip),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toMatchObject({
      academic_years: 0,
      terms: 0,
      classes: 0,
      sections: 0,
      students: 0,
      guardians: 0,
      placements: 0,
      demographics: 0,
    });
    expect(again.json().existing.demographics).toBe(students);

    const second = await exportAs(admin);
    const before = canonical(first.files, { dropTeachers: true });
    // The comparison has something to compare: every student, their guardians and placements.
    expect(before['users.csv']!.length).toBeGreaterThan(students);
    expect(
      before['enrollments.csv']!.filter((r) => r.includes('role=student')).length,
    ).toBeGreaterThan(0);
    expect(before['users.csv']!.some((r) => r.includes('metadata.watni.relation=father'))).toBe(
      true,
    );
    // Birth dates and sex came across, compared per student in demographics.csv.
    expect(before['demographics.csv']!.length).toBe(students);
    expect(before['demographics.csv']!.some((r) => /birthDate=\d{4}-/.test(r))).toBe(true);
    expect(canonical(second.files, { dropTeachers: true })).toEqual(before);
  });

  it('re-imports into the same school creating nothing, teachers matched by e-mail', async () => {
    const token = await t.tokenFor(IQBAL_ADMIN);
    const first = await exportAs(token);
    const again = await t.request({
      method: 'POST',
      url: '/api/school/oneroster/import',
      token,
      payload: packageOf(first.zip),
    });
    expect(again.statusCode, again.body).toBe(200);
    const { created, skipped } = again.json();
    for (const key of [
      'academic_years',
      'terms',
      'classes',
      'sections',
      'students',
      'guardians',
      'placements',
      'demographics',
    ])
      expect(created[key], key).toBe(0);
    expect(skipped.teachers).toBe(0);
    const second = await exportAs(token);
    expect(canonical(second.files, { dropTeachers: false })).toEqual(
      canonical(first.files, { dropTeachers: false }),
    );
  });
});
