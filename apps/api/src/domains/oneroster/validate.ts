// Checking a OneRoster 1.2 bulk package against the binding's column rules and Watni's own
// limits, before anything is written: every problem is named by file, line and column. What
// passes is handed on as plain records keyed by sourcedId.
import { GENDERS, RELATIONS, STUDENT_STATUSES } from '../../db/schema/school.js';
import {
  BOOLEANS,
  CLASS_TYPES,
  EXTENSION_VALUE,
  FILE_COLUMNS,
  manifestName,
  ONEROSTER_VERSION,
  ORG_TYPES,
  RACE_FLAGS,
  ROLE_TYPES,
  ROLES,
  ROSTER_FILES,
  type RosterFile,
  SESSION_TYPES,
  SEXES,
  STATUSES,
} from './binding.js';
import type { CsvFile } from './read-package.js';

export interface Problem {
  file: string;
  line: number;
  column: string | null;
  message: string;
}

export type Rec = Record<string, string> & { _line: string };

export interface Checked {
  problems: Problem[];
  files: { file: string; rows: number }[];
  records: Record<RosterFile, Map<string, Rec>>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = /^\d{4}$/;
const ADMISSION_NO = /^[A-Za-z0-9/-]+$/;
const MAX_ROWS = 10_000;

const REQUIRED: Record<RosterFile, string[]> = {
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'academicSessions.csv': ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  'courses.csv': ['sourcedId', 'title', 'orgSourcedId'],
  'classes.csv': [
    'sourcedId',
    'title',
    'courseSourcedId',
    'classType',
    'schoolSourcedId',
    'termSourcedIds',
  ],
  'users.csv': ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  'roles.csv': ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  // DemographicsDType requires nothing past these (its sourcedId is the user's).
  'demographics.csv': ['sourcedId'],
};

const VOCABULARY: Partial<Record<string, readonly string[]>> = {
  status: STATUSES,
  'orgs.csv:type': ORG_TYPES,
  'academicSessions.csv:type': SESSION_TYPES,
  classType: CLASS_TYPES,
  enabledUser: BOOLEANS,
  primary: BOOLEANS,
  roleType: ROLE_TYPES,
  'roles.csv:role': ROLES,
  'enrollments.csv:role': [...ROLES, 'administrator'],
  'metadata.watni.gender': GENDERS,
  'metadata.watni.relation': RELATIONS,
  'metadata.watni.studentStatus': STUDENT_STATUSES,
  'metadata.watni.isCurrent': BOOLEANS,
  ...Object.fromEntries(RACE_FLAGS.map((flag) => [flag, BOOLEANS])),
};

const DATES = [
  'birthDate',
  'startDate',
  'endDate',
  'beginDate',
  'endDate',
  'metadata.watni.birthDate',
  'metadata.watni.admissionDate',
];

/** The CSV writer's guard against spreadsheet formulas (http/csv.ts) undone: `'=x` reads `=x`. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function checkPackage(files: Map<string, CsvFile>): Checked {
  const problems: Problem[] = [];
  const add = (file: string, line: number, column: string | null, message: string) =>
    problems.push({ file, line, column, message });
  const records = Object.fromEntries(
    ROSTER_FILES.map((f) => [f, new Map<string, Rec>()]),
  ) as Checked['records'];
  const counts: Checked['files'] = [];

  const manifest = files.get('manifest.csv');
  const modes = new Map<string, string>();
  if (!manifest) add('manifest.csv', 0, null, 'The package has no manifest.csv.');
  else {
    counts.push({ file: 'manifest.csv', rows: manifest.lines.length });
    if (manifest.header[0] !== 'propertyName' || manifest.header[1] !== 'value')
      add('manifest.csv', 1, null, 'The header must be propertyName,value.');
    const props = new Map(
      manifest.lines.map((l) => [
        l.cells[0]?.trim() ?? '',
        { v: l.cells[1]?.trim() ?? '', line: l.line },
      ]),
    );
    const version = props.get('oneroster.version');
    if (version?.v !== ONEROSTER_VERSION)
      add(
        'manifest.csv',
        version?.line ?? 0,
        'oneroster.version',
        `oneroster.version must be ${ONEROSTER_VERSION}.`,
      );
    for (const [name, { v, line }] of props) {
      if (!name.startsWith('file.')) continue;
      if (!['bulk', 'delta', 'absent'].includes(v))
        add('manifest.csv', line, name, `${name} must be bulk, delta or absent.`);
      else if (v === 'delta')
        add(
          'manifest.csv',
          line,
          name,
          `${name} is a delta file; only bulk packages are imported.`,
        );
      modes.set(name.slice(5), v);
    }
  }

  for (const file of ROSTER_FILES) {
    const mode = modes.get(manifestName(file)) ?? 'absent';
    const csv = files.get(file);
    if (mode === 'bulk' && !csv)
      add(
        'manifest.csv',
        0,
        `file.${manifestName(file)}`,
        `The manifest lists ${file} as bulk but the package has no such file.`,
      );
    if (!csv) continue;
    if (mode !== 'bulk') add(file, 0, null, `The manifest does not list ${file} as bulk.`);
    counts.push({ file, rows: csv.lines.length });
    if (csv.lines.length > MAX_ROWS) {
      add(file, 0, null, `The file has more than ${MAX_ROWS.toLocaleString('en')} rows.`);
      continue;
    }
    // The binding's own columns, in its order; extension (metadata.*) columns after them.
    const own = FILE_COLUMNS[file].filter((c) => !c.startsWith('metadata.'));
    const headerOk = own.every((c, i) => csv.header[i] === c);
    if (!headerOk) {
      add(file, 1, null, `The header must begin with the binding's columns: ${own.join(',')}.`);
      continue;
    }
    for (const { line, cells } of csv.lines) {
      if (cells.length !== csv.header.length) {
        add(
          file,
          line,
          null,
          `The line has ${cells.length} fields; the header has ${csv.header.length}.`,
        );
        continue;
      }
      const rec = { _line: String(line) } as Rec;
      csv.header.forEach((h, i) => {
        rec[h] = unguard((cells[i] ?? '').trim());
      });
      for (const column of REQUIRED[file])
        if (!rec[column]) add(file, line, column, `${column} is required.`);
      for (const [column, value] of Object.entries(rec)) {
        if (!value || column === '_line') continue;
        const allowed = VOCABULARY[`${file}:${column}`] ?? VOCABULARY[column];
        if (allowed && !allowed.includes(value))
          add(file, line, column, `${column} must be one of ${allowed.join(', ')}.`);
        if (DATES.includes(column) && !DATE.test(value))
          add(file, line, column, `${column} must be a date written YYYY-MM-DD.`);
      }
      if (
        file === 'demographics.csv' &&
        rec.sex &&
        !(SEXES as readonly string[]).includes(rec.sex) &&
        !EXTENSION_VALUE.test(rec.sex)
      )
        add(file, line, 'sex', `sex must be one of ${SEXES.join(', ')}, or an ext: value.`);
      if (file === 'academicSessions.csv' && rec.schoolYear && !YEAR.test(rec.schoolYear))
        add(file, line, 'schoolYear', 'schoolYear must be a year written YYYY.');
      const key = rec.sourcedId ?? '';
      if (records[file].has(key))
        add(file, line, 'sourcedId', `sourcedId ${key} appears twice in the file.`);
      else if (key && rec.status !== 'tobedeleted') records[file].set(key, rec);
    }
  }

  checkReferences(records, add);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { problems, files: counts, records };
}

function checkReferences(
  r: Checked['records'],
  add: (file: string, line: number, column: string | null, message: string) => void,
) {
  const exists = (file: RosterFile, key: string) => r[file].has(key);
  const line = (rec: Rec) => Number(rec._line);
  const roleOf = roles(r);
  for (const s of r['academicSessions.csv'].values()) {
    if (s.parentSourcedId && !exists('academicSessions.csv', s.parentSourcedId))
      add(
        'academicSessions.csv',
        line(s),
        'parentSourcedId',
        `No academic session ${s.parentSourcedId}.`,
      );
    if (s.type === 'schoolYear' && s.title!.length > 20)
      add(
        'academicSessions.csv',
        line(s),
        'title',
        'A school year title is at most 20 characters.',
      );
    if (s.type !== 'schoolYear' && !s.parentSourcedId)
      add(
        'academicSessions.csv',
        line(s),
        'parentSourcedId',
        'A term needs the school year it belongs to.',
      );
    if (s.startDate && s.endDate && s.endDate <= s.startDate)
      add('academicSessions.csv', line(s), 'endDate', 'endDate must be after startDate.');
  }
  for (const c of r['courses.csv'].values())
    if (c.title!.length > 50)
      add('courses.csv', line(c), 'title', 'A course title is at most 50 characters.');
  for (const c of r['classes.csv'].values()) {
    if (c.courseSourcedId && !exists('courses.csv', c.courseSourcedId))
      add('classes.csv', line(c), 'courseSourcedId', `No course ${c.courseSourcedId}.`);
    for (const term of (c.termSourcedIds ?? '').split(',').filter(Boolean))
      if (!exists('academicSessions.csv', term.trim()))
        add('classes.csv', line(c), 'termSourcedIds', `No academic session ${term.trim()}.`);
    if (sectionName(c, r).length > 20)
      add('classes.csv', line(c), 'title', 'A section name is at most 20 characters.');
  }
  for (const u of r['users.csv'].values()) {
    for (const agent of (u.agentSourcedIds ?? '').split(',').filter(Boolean))
      if (!exists('users.csv', agent.trim()))
        add('users.csv', line(u), 'agentSourcedIds', `No user ${agent.trim()}.`);
    const role = roleOf.get(u.sourcedId!);
    if (!role) add('users.csv', line(u), 'sourcedId', 'The user has no role in roles.csv.');
    if (role === 'student') {
      const admission = u.identifier || u.username || '';
      if (!ADMISSION_NO.test(admission) || admission.length > 30)
        add(
          'users.csv',
          line(u),
          'identifier',
          'A student identifier (admission number) is letters, digits, / and -, at most 30.',
        );
    }
    if (role === 'teacher' && !u.email)
      add(
        'users.csv',
        line(u),
        'email',
        'A teacher needs an e-mail to be matched with a staff account.',
      );
  }
  for (const role of r['roles.csv'].values())
    if (!exists('users.csv', role.userSourcedId!))
      add('roles.csv', line(role), 'userSourcedId', `No user ${role.userSourcedId}.`);
  // A demographics record shares its user's sourcedId; Watni keeps demographics for students.
  for (const d of r['demographics.csv'].values()) {
    if (!exists('users.csv', d.sourcedId!))
      add('demographics.csv', line(d), 'sourcedId', `No user ${d.sourcedId}.`);
  }
  for (const e of r['enrollments.csv'].values()) {
    if (!exists('classes.csv', e.classSourcedId!))
      add('enrollments.csv', line(e), 'classSourcedId', `No class ${e.classSourcedId}.`);
    if (!exists('users.csv', e.userSourcedId!))
      add('enrollments.csv', line(e), 'userSourcedId', `No user ${e.userSourcedId}.`);
  }
}

/** Each user's primary role in the package (roles.csv). */
export function roles(r: Checked['records']): Map<string, string> {
  const map = new Map<string, string>();
  for (const role of r['roles.csv'].values())
    if (role.roleType === 'primary' || !map.has(role.userSourcedId!))
      map.set(role.userSourcedId!, role.role!);
  return map;
}

/** A class's section name: Watni's own column, else the title without its course's title. */
export function sectionName(c: Rec, r: Checked['records']): string {
  if (c['metadata.watni.sectionName']) return c['metadata.watni.sectionName'];
  const course = r['courses.csv'].get(c.courseSourcedId ?? '')?.title ?? '';
  const title = c.title ?? '';
  return course && title.startsWith(`${course} `) ? title.slice(course.length + 1) : title;
}
