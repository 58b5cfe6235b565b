// A OneRoster package is checked before anything is written: each problem names its file, its
// line (the header is line 1) and column; any problem refuses the whole import (422).
// The fixture follows the 1.2 CSV binding's column order as public 1.2 writers use it (see
// docs/oneroster.md, Sources); its data is made up.

import { and, count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYears,
  sections,
  studentEnrolments,
  students,
} from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, QUAID, QUAID_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const MANIFEST = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  'file.academicSessions,bulk',
  'file.classes,bulk',
  'file.courses,bulk',
  'file.enrollments,bulk',
  'file.orgs,bulk',
  'file.roles,bulk',
  'file.users,bulk',
  'file.demographics,absent',
].join('\n');

const GOOD: Record<string, string> = {
  'manifest.csv': MANIFEST,
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\norg1,,,Foreign School,school,,',
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\n' +
    'y1,,,2030-31,schoolYear,2030-04-01,2031-03-31,,2031\n' +
    't1,,,Autumn,term,2030-04-01,2030-09-30,y1,2031',
  'courses.csv':
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes\n' +
    'c1,,,y1,Grade 9 OR,,09,org1,,',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods\n' +
    'k1,,,Grade 9 OR Blue,09,c1,,homeroom,Room 4,org1,y1,,,',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns\n' +
    'u1,,,true,OR-0001,,Zara,Iqbal,,OR-0001,,,,p1,09,,,,,,,org1,\n' +
    'p1,,,true,parent1,,Tariq,Iqbal,,,,,+923001234567,,,,,,,,,org1,',
  'roles.csv':
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId\n' +
    'r1,,,u1,primary,student,,,org1,\n' +
    'r2,,,p1,primary,parent,,,org1,',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\n' +
    'e1,,,k1,org1,u1,student,false,2030-04-01,2031-03-31',
};

const pkg = (files: Record<string, string>) => ({
  file_name: 'foreign.zip',
  content_base64: Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))),
  ).toString('base64'),
});

const studentsOfQuaid = () =>
  t.query(async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(students)
      .where(eq(students.tenant_id, QUAID));
    return row!.n;
  });

describe('OneRoster package check', () => {
  it('names each problem by file, line and column, and the import writes nothing', async () => {
    const bad = {
      ...GOOD,
      'users.csv': GOOD['users.csv']!.replace('u1,,,true,OR-0001,,Zara', 'u1,,,maybe,OR-0001,,'),
      'enrollments.csv': `${GOOD['enrollments.csv']}\ne2,,,k9,org1,u1,student,false,,`,
      'academicSessions.csv': GOOD['academicSessions.csv']!.replace('2030-09-30', '30/09/2030'),
    };
    const preview = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', pkg(bad));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems).toEqual([
      {
        file: 'academicSessions.csv',
        line: 3,
        column: 'endDate',
        message: 'endDate must be a date written YYYY-MM-DD.',
      },
      { file: 'enrollments.csv', line: 3, column: 'classSourcedId', message: 'No class k9.' },
      // Within a line: the missing required fields first, then the values out of vocabulary.
      { file: 'users.csv', line: 2, column: 'givenName', message: 'givenName is required.' },
      {
        file: 'users.csv',
        line: 2,
        column: 'enabledUser',
        message: 'enabledUser must be one of true, false.',
      },
    ]);
    const before = await studentsOfQuaid();
    const refused = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(bad));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('The package has problems; nothing was imported.');
    expect(refused.json().errors[0]).toEqual({
      field: 'academicSessions.csv:3 endDate',
      message: 'endDate must be a date written YYYY-MM-DD.',
    });
    expect(await studentsOfQuaid()).toBe(before);
  });

  it('refuses a delta manifest, a 1.1 package and a header out of the binding’s order', async () => {
    const files = {
      ...GOOD,
      'manifest.csv': MANIFEST.replace('oneroster.version,1.2', 'oneroster.version,1.1').replace(
        'file.users,bulk',
        'file.users,delta',
      ),
      'orgs.csv': 'name,sourcedId,status,dateLastModified,type\nForeign,org1,,,school',
    };
    const preview = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', pkg(files));
    const messages = preview
      .json()
      .problems.map(
        (p: { file: string; line: number; message: string }) => `${p.file}:${p.line} ${p.message}`,
      );
    expect(messages).toEqual(
      expect.arrayContaining([
        'manifest.csv:3 oneroster.version must be 1.2.',
        'manifest.csv:10 file.users is a delta file; only bulk packages are imported.',
        expect.stringMatching(/^orgs\.csv:1 The header must begin with the binding's columns/),
      ]),
    );
  });

  it('refuses what is not a ZIP with a sentence, never a 500', async () => {
    const response = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', {
      file_name: 'x.zip',
      content_base64: Buffer.from('not a zip at all').toString('base64'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('The file is not a ZIP package that can be read.');
  });

  it('stops an archive that declares small files and inflates past the limit (413)', async () => {
    // 80 MiB of one byte deflate to about 80 KiB; the ZIP then claims each file holds 100 bytes
    // (local header offset 22, central directory offset 24), as a hostile archive would.
    const zip = zipSync({ 'users.csv': new Uint8Array(80 * 1024 * 1024).fill(65) }, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 4 <= zip.length; i++) {
      const signature = view.getUint32(i, true);
      if (signature === 0x04034b50) view.setUint32(i + 22, 100, true);
      if (signature === 0x02014b50) view.setUint32(i + 24, 100, true);
    }
    expect(zip.length).toBeLessThan(1024 * 1024);
    const response = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', {
      file_name: 'bomb.zip',
      content_base64: Buffer.from(zip).toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().detail).toBe(
      'The package is larger than 8 MiB, or inflates to more than 64 MiB.',
    );
  });

  it('imports a foreign package (no Watni columns) and a second import creates nothing', async () => {
    const first = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(GOOD));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toMatchObject({
      academic_years: 1,
      terms: 1,
      classes: 1,
      sections: 1,
      students: 1,
      guardians: 1,
      placements: 1,
    });
    const again = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(GOOD));
    expect(again.json().created).toMatchObject({
      students: 0,
      guardians: 0,
      placements: 0,
      sections: 0,
    });
    expect(again.json().existing).toMatchObject({
      students: 1,
      guardians: 1,
      placements: 1,
      sections: 1,
    });
    const list = await call(QUAID_ADMIN, 'GET', '/students/?search=OR-0001');
    expect(list.json().items[0]).toMatchObject({ first_name: 'Zara', last_name: 'Iqbal' });
    // Placed in the year whose dates the enrollment carries (not the school's current year).
    const placed = await t.query((tx) =>
      tx
        .select({
          year: academicYears.name,
          section: sections.name,
          roll: studentEnrolments.roll_no,
        })
        .from(studentEnrolments)
        .innerJoin(
          academicYears,
          and(
            eq(academicYears.tenant_id, studentEnrolments.tenant_id),
            eq(academicYears.id, studentEnrolments.academic_year_id),
          ),
        )
        .innerJoin(
          sections,
          and(
            eq(sections.tenant_id, studentEnrolments.tenant_id),
            eq(sections.id, studentEnrolments.section_id),
          ),
        )
        .where(
          and(
            eq(studentEnrolments.tenant_id, QUAID),
            eq(studentEnrolments.student_id, list.json().items[0].id),
          ),
        ),
    );
    expect(placed).toEqual([{ year: '2030-31', section: 'Blue', roll: 1 }]);
  });
});

// demographics.csv: DemographicsDType's fields in the published OpenAPI file's order (binding.ts).
const DEMOGRAPHICS_HEADER =
  'sourcedId,status,dateLastModified,birthDate,sex,americanIndianOrAlaskaNative,asian,' +
  'blackOrAfricanAmerican,nativeHawaiianOrOtherPacificIslander,white,' +
  'demographicRaceTwoOrMoreRaces,hispanicOrLatinoEthnicity,countryOfBirthCode,' +
  'stateOfBirthAbbreviation,cityOfBirth,publicSchoolResidenceStatus';
const withDemographics = (...rows: string[]) => ({
  ...GOOD,
  'manifest.csv': MANIFEST.replace('file.demographics,absent', 'file.demographics,bulk'),
  'demographics.csv': [DEMOGRAPHICS_HEADER, ...rows].join('\n'),
});

const zaraOfQuaid = () =>
  t.query(async (tx) => {
    const [row] = await tx
      .select({ gender: students.gender, date_of_birth: students.date_of_birth })
      .from(students)
      .where(and(eq(students.tenant_id, QUAID), eq(students.admission_no, 'OR-0001')));
    return row;
  });

describe('OneRoster demographics.csv', () => {
  it('names its problems by file, line and column', async () => {
    const files = withDemographics(
      'u1,,,01/02/2015,boy,yes,,,,,,,,,,',
      'x9,,,2015-02-01,female,,,,,,,,,,,',
    );
    const preview = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', pkg(files));
    expect(preview.statusCode, preview.body).toBe(200);
    const problems = preview
      .json()
      .problems.filter((p: { file: string }) => p.file === 'demographics.csv')
      .map((p: { line: number; column: string }) => `${p.line} ${p.column}`);
    expect(problems.sort()).toEqual([
      '2 americanIndianOrAlaskaNative',
      '2 birthDate',
      '2 sex',
      '3 sourcedId',
    ]);
  });

  it('sets an existing student’s birth date and sex, keeps them on unspecified, and a second import changes nothing', async () => {
    expect(
      (await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(GOOD))).statusCode,
    ).toBe(200);
    expect((await zaraOfQuaid())!.gender).toBe('other');
    // The guardian's row names no student: Watni keeps no demographics for guardians.
    const files = withDemographics(
      'u1,,,2015-02-01,female,false,true,,,,,,PK,,Lahore,',
      'p1,,,1980-05-05,male,,,,,,,,,,,',
    );
    const preview = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import/preview', pkg(files));
    expect(preview.json().problems).toEqual([]);
    expect(preview.json().create.demographics).toBe(1);
    expect(preview.json().skipped.demographics).toBe(1);
    expect(await zaraOfQuaid()).toEqual({ gender: 'other', date_of_birth: null });

    const imported = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(files));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().created.demographics).toBe(1);
    expect(await zaraOfQuaid()).toEqual({ gender: 'female', date_of_birth: '2015-02-01' });

    const again = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(files));
    expect(again.json().created.demographics).toBe(0);
    expect(again.json().existing.demographics).toBe(1);

    // `unspecified` and a blank birth date name nothing Watni can store: the values stay.
    const blank = withDemographics('u1,,,,unspecified,,,,,,,,,,,');
    const kept = await call(QUAID_ADMIN, 'POST', '/school/oneroster/import', pkg(blank));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().created.demographics).toBe(0);
    expect(await zaraOfQuaid()).toEqual({ gender: 'female', date_of_birth: '2015-02-01' });
  });
});
