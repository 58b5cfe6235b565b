// The school as a OneRoster 1.2 bulk CSV package: the structure and people read in one scope,
// written as the binding's files (columns in its order, docs/oneroster.md for the mapping) and
// zipped with fflate (already the service's zip writer, printing/render-job.ts).
import { strToU8, zipSync } from 'fflate';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type CsvValue, csvLines } from '../../http/csv.js';
import { invalidField } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import { requireSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import {
  ABSENT_FILES,
  FILE_COLUMNS,
  MANIFEST_VERSION,
  manifestName,
  ONEROSTER_VERSION,
  ROSTER_FILES,
  type RosterFile,
  sexOf,
} from './binding.js';
import { id, splitName } from './ids.js';
import { ONEROSTER_MESSAGES as M } from './messages.js';
import type { SchoolData } from './repository.js';
import * as repo from './repository.js';

/** The most rows one file of the package holds (as the other exports, http/export.ts). */
const MAX_FILE_ROWS = 10_000;

type Row = Partial<Record<string, CsvValue>>;

/**
 * Where a row carries its REST `dateLastModified`: not a column of any file, so the bulk package
 * (whose rule leaves dateLastModified blank) never writes it; rest/json.ts reads it.
 */
export const MODIFIED = '_modified';

type Stamp = Date | string | null | undefined;

/**
 * The latest of the times a record is made from (its row and the rows whose values it shows),
 * as an ISO 8601 UTC date-time with milliseconds, so a consumer can sync by
 * `dateLastModified>'<its last answer>'`.
 */
function latestOf(...stamps: Stamp[]): string {
  let max = 0;
  for (const stamp of stamps) {
    if (!stamp) continue;
    const time = new Date(stamp).getTime();
    if (time > max) max = time;
  }
  return new Date(max).toISOString();
}

/** The school's rows per file, as the binding's named cells. */
export function rosterRows(
  school: { id: number; name: string; slug: string; updated_at?: Stamp },
  data: SchoolData,
): Record<RosterFile, Row[]> {
  const org = id.org(school.id);
  const yearOf = new Map(data.years.map((y) => [y.id, y]));
  const classOf = new Map(data.classes.map((c) => [c.id, c]));
  const subjectOf = new Map(data.subjects.map((s) => [s.id, s]));
  const placementsOf = new Map<number, typeof data.placements>();
  for (const p of data.placements) {
    const list = placementsOf.get(p.student_id) ?? [];
    list.push(p);
    placementsOf.set(p.student_id, list);
  }
  const guardiansOf = new Map<number, typeof data.links>();
  for (const link of data.links) {
    const list = guardiansOf.get(link.student_id) ?? [];
    list.push(link);
    guardiansOf.set(link.student_id, list);
  }
  const endYear = (ends: string) => ends.slice(0, 4);

  const orgs: Row[] = [
    {
      sourcedId: org,
      name: school.name,
      type: 'school',
      identifier: school.slug,
      [MODIFIED]: latestOf(school.updated_at),
    },
  ];
  const yearsModified = latestOf(...data.years.map((y) => y.updated_at));

  const sessions: Row[] = [];
  for (const year of data.years) {
    sessions.push({
      sourcedId: id.year(year.id),
      title: year.name,
      type: 'schoolYear',
      startDate: year.starts_on,
      endDate: year.ends_on,
      schoolYear: endYear(year.ends_on),
      'metadata.watni.isCurrent': year.is_current ? 'true' : 'false',
      // A year shows its terms as children.
      [MODIFIED]: latestOf(
        year.updated_at,
        ...data.terms.filter((t) => t.academic_year_id === year.id).map((t) => t.updated_at),
      ),
    });
  }
  for (const term of data.terms) {
    const year = yearOf.get(term.academic_year_id);
    sessions.push({
      sourcedId: id.term(term.id),
      title: term.name,
      type: 'term',
      startDate: term.starts_on,
      endDate: term.ends_on,
      parentSourcedId: id.year(term.academic_year_id),
      schoolYear: year ? endYear(year.ends_on) : '',
      [MODIFIED]: latestOf(term.updated_at, year?.updated_at),
    });
  }

  const courses: Row[] = data.classes.map((c) => {
    const own = data.subjects.filter((s) => s.class_id === c.id);
    return {
      sourcedId: id.course(c.id),
      title: c.name,
      orgSourcedId: org,
      subjects: own.map((s) => s.name).join(','),
      subjectCodes: own.map((s) => s.code ?? '').join(','),
      'metadata.watni.orderIndex': c.order_index,
      [MODIFIED]: latestOf(c.updated_at, ...own.map((s) => s.updated_at)),
    };
  });

  const classRows: Row[] = data.sections.map((s) => {
    const cls = classOf.get(s.class_id);
    return {
      sourcedId: id.section(s.id),
      title: `${cls?.name ?? ''} ${s.name}`.trim(),
      courseSourcedId: id.course(s.class_id),
      classType: 'homeroom',
      location: s.room ?? '',
      schoolSourcedId: org,
      // A section lasts while the school has it: its terms are the school's years.
      termSourcedIds: data.years.map((y) => id.year(y.id)).join(','),
      'metadata.watni.sectionName': s.name,
      'metadata.watni.capacity': s.capacity ?? '',
      // Its title carries the class's name, its terms the school's years.
      [MODIFIED]: latestOf(s.updated_at, cls?.updated_at, yearsModified),
    };
  });

  const users: Row[] = [];
  const roles: Row[] = [];
  const demographics: Row[] = [];
  const role = (user: string, name: string) =>
    roles.push({
      sourcedId: `${user}-role`,
      userSourcedId: user,
      roleType: 'primary',
      role: name,
      orgSourcedId: org,
    });
  for (const s of data.students) {
    const sid = id.student(s.id);
    const agents = (guardiansOf.get(s.id) ?? [])
      .slice()
      .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.guardian_id - b.guardian_id)
      .map((l) => id.guardian(l.guardian_id));
    const latest = (placementsOf.get(s.id) ?? []).at(-1);
    const grade = latest
      ? classOf.get(data.sections.find((x) => x.id === latest.section_id)?.class_id ?? 0)?.name
      : undefined;
    users.push({
      sourcedId: sid,
      enabledUser: s.status === 'active' ? 'true' : 'false',
      username: s.admission_no,
      givenName: s.first_name,
      familyName: s.last_name,
      identifier: s.admission_no,
      agentSourcedIds: agents.join(','),
      grades: grade ?? '',
      primaryOrgSourcedId: org,
      'metadata.watni.admissionDate': s.admission_date,
      'metadata.watni.studentStatus': s.status,
      'metadata.watni.address': s.address ?? '',
      // Its agents are the guardian links, its grade the latest placement.
      [MODIFIED]: latestOf(
        s.updated_at,
        ...(guardiansOf.get(s.id) ?? []).map((l) => l.updated_at),
        ...(placementsOf.get(s.id) ?? []).map((p) => p.updated_at),
      ),
    });
    role(sid, 'student');
    // The birth date and sex live in demographics.csv alone: the binding keeps them in their own,
    // privileged service (roster-demographics.readonly), not in the user record.
    demographics.push({
      sourcedId: sid,
      birthDate: s.date_of_birth ?? '',
      sex: sexOf(s.gender),
      [MODIFIED]: latestOf(s.updated_at),
    });
  }
  for (const g of data.guardians) {
    const gid = id.guardian(g.id);
    const name = splitName(g.name);
    users.push({
      sourcedId: gid,
      enabledUser: 'true',
      username: g.email ?? g.mobile ?? gid,
      givenName: name.given,
      familyName: name.family,
      email: g.email ?? '',
      phone: g.mobile ?? '',
      sms: g.mobile ?? '',
      primaryOrgSourcedId: org,
      'metadata.watni.relation': g.relation,
      'metadata.watni.cnic': g.cnic ?? '',
      [MODIFIED]: latestOf(g.updated_at),
    });
    // OneRoster's own words: a father or mother is a parent, anyone else a guardian.
    role(gid, g.relation === 'guardian' ? 'guardian' : 'parent');
  }
  for (const t of data.teachers) {
    const tid = id.teacher(t.id);
    users.push({
      sourcedId: tid,
      enabledUser: t.is_active ? 'true' : 'false',
      username: t.username,
      givenName: t.first_name,
      familyName: t.last_name,
      email: t.email ?? '',
      phone: t.phone ?? '',
      primaryOrgSourcedId: org,
      [MODIFIED]: latestOf(t.updated_at),
    });
    role(tid, 'teacher');
  }

  const enrollments: Row[] = [];
  for (const p of data.placements) {
    const year = yearOf.get(p.academic_year_id);
    enrollments.push({
      sourcedId: `enr-${id.student(p.student_id)}-${id.year(p.academic_year_id)}`,
      classSourcedId: id.section(p.section_id),
      schoolSourcedId: org,
      userSourcedId: id.student(p.student_id),
      role: 'student',
      beginDate: year?.starts_on ?? '',
      endDate: year?.ends_on ?? '',
      'metadata.watni.rollNo': p.roll_no,
      [MODIFIED]: latestOf(p.updated_at, year?.updated_at),
    });
  }
  for (const s of data.sections) {
    if (!s.class_teacher_id) continue;
    enrollments.push({
      sourcedId: `enr-${id.teacher(s.class_teacher_id)}-${id.section(s.id)}`,
      classSourcedId: id.section(s.id),
      schoolSourcedId: org,
      userSourcedId: id.teacher(s.class_teacher_id),
      role: 'teacher',
      primary: 'true',
      [MODIFIED]: latestOf(s.updated_at),
    });
  }
  for (const st of data.subjectTeachers) {
    enrollments.push({
      sourcedId: `enr-${id.teacher(st.teacher_id)}-${id.section(st.section_id)}-subject-${st.subject_id}`,
      classSourcedId: id.section(st.section_id),
      schoolSourcedId: org,
      userSourcedId: id.teacher(st.teacher_id),
      role: 'teacher',
      primary: 'false',
      'metadata.watni.subject': subjectOf.get(st.subject_id)?.name ?? '',
      [MODIFIED]: latestOf(st.updated_at, subjectOf.get(st.subject_id)?.updated_at),
    });
  }

  return {
    'orgs.csv': orgs,
    'academicSessions.csv': sessions,
    'courses.csv': courses,
    'classes.csv': classRows,
    'users.csv': users,
    'roles.csv': roles,
    'enrollments.csv': enrollments,
    'demographics.csv': demographics,
  };
}

/** One file's text: the header and the rows, CRLF, UTF-8 without a byte-order mark. */
function fileText(file: RosterFile, rows: Row[]): string {
  const header = [...FILE_COLUMNS[file]];
  return csvLines([header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]);
}

function manifestText(present: RosterFile[]): string {
  const rows: CsvValue[][] = [
    ['propertyName', 'value'],
    ['manifest.version', MANIFEST_VERSION],
    ['oneroster.version', ONEROSTER_VERSION],
  ];
  const names = [
    ...present.map((f) => [manifestName(f), 'bulk'] as const),
    ...ABSENT_FILES.map((f) => [f, 'absent'] as const),
    // A file of the binding with no rows in this school (no students: no demographics).
    ...ROSTER_FILES.filter((f) => !present.includes(f)).map(
      (f) => [manifestName(f), 'absent'] as const,
    ),
  ].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [name, mode] of names) rows.push([`file.${name}`, mode]);
  rows.push(['source.systemName', 'Watni'], ['source.systemCode', 'watni']);
  return csvLines(rows);
}

export async function exportOneRoster(deps: AppDeps, auth: AuthContext) {
  requireSchoolAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const { school, data } = await inSchool(deps, auth, async (tx) => ({
    school: await repo.schoolOf(tx, tenantId),
    data: await repo.readSchool(tx),
  }));
  const files = rosterRows(school ?? { id: tenantId, name: '', slug: '' }, data);
  for (const rows of Object.values(files))
    if (rows.length > MAX_FILE_ROWS) throw invalidField('format', M.tooManyRows);
  const entries: Record<string, Uint8Array> = {};
  const present = (Object.keys(files) as RosterFile[]).filter((f) => files[f].length > 0);
  entries['manifest.csv'] = strToU8(manifestText(present));
  for (const file of present) entries[file] = strToU8(fileText(file, files[file]));
  const zip = zipSync(entries, { level: 6, mtime: nowOf(deps) });
  return {
    fileName: `oneroster-${todayInPakistan(nowOf(deps))}.zip`,
    contentType: 'application/zip',
    body: Buffer.from(zip),
  };
}
