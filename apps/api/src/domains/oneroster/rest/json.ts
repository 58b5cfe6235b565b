// The bulk export's rows (export.ts rosterRows, the one mapping of Watni to OneRoster) as the
// 1.2 REST binding's JSON objects: the CSV's `<x>SourcedId` columns become GUIDRefs
// ({href, sourcedId, type}), its comma-joined lists arrays, users.csv's rows gain their roles from
// roles.csv, and the `metadata.watni.*` extension columns the object's `metadata`. Empty optional
// fields are left out; the binding's required ones are always written. dateLastModified is the
// row's own modification time (export.ts MODIFIED), which the bulk files leave blank.
import type { CsvValue } from '../../../http/csv.js';
import { RACE_FLAGS, type RosterFile } from '../binding.js';
import { MODIFIED } from '../export.js';

type Row = Partial<Record<string, CsvValue>>;
export type RosterObject = Record<string, unknown> & { sourcedId: string };

/** The REST collections and the CSV file each is read from. */
export const COLLECTIONS = {
  orgs: 'orgs.csv',
  academicSessions: 'academicSessions.csv',
  courses: 'courses.csv',
  classes: 'classes.csv',
  users: 'users.csv',
  enrollments: 'enrollments.csv',
  demographics: 'demographics.csv',
} as const satisfies Record<string, RosterFile>;
export type Collection = keyof typeof COLLECTIONS;

/** Each collection's one-object envelope name (`{"org": {...}}`). */
export const SINGULAR: Record<Collection, string> = {
  orgs: 'org',
  academicSessions: 'academicSession',
  courses: 'course',
  classes: 'class',
  users: 'user',
  enrollments: 'enrollment',
  // SingleDemographicsDType's one property is `demographics` too.
  demographics: 'demographics',
};

type RefType = 'org' | 'academicSession' | 'course' | 'class' | 'user';
const REF_PATH: Record<RefType, Collection> = {
  org: 'orgs',
  academicSession: 'academicSessions',
  course: 'courses',
  class: 'classes',
  user: 'users',
};

/** The fields each object may have: what `fields`, `sort` and `filter` may name. */
const FIELDS: Record<Collection, readonly string[]> = {
  orgs: ['name', 'type', 'identifier', 'parent', 'children'],
  academicSessions: ['title', 'startDate', 'endDate', 'type', 'parent', 'children', 'schoolYear'],
  courses: ['title', 'schoolYear', 'courseCode', 'grades', 'subjects', 'subjectCodes', 'org'],
  classes: [
    'title',
    'classCode',
    'classType',
    'location',
    'grades',
    'subjects',
    'course',
    'school',
    'terms',
    'subjectCodes',
    'periods',
  ],
  users: [
    'username',
    'enabledUser',
    'givenName',
    'familyName',
    'middleName',
    'roles',
    'primaryOrg',
    'identifier',
    'email',
    'sms',
    'phone',
    'agents',
    'grades',
  ],
  enrollments: ['user', 'class', 'school', 'role', 'primary', 'beginDate', 'endDate'],
  demographics: [
    'birthDate',
    'sex',
    ...RACE_FLAGS,
    'countryOfBirthCode',
    'stateOfBirthAbbreviation',
    'cityOfBirth',
    'publicSchoolResidenceStatus',
  ],
};
const COMMON = ['sourcedId', 'status', 'dateLastModified', 'metadata'] as const;
export const fieldsOf = (c: Collection): readonly string[] => [...COMMON, ...FIELDS[c]];

const text = (value: CsvValue | undefined): string =>
  value === undefined || value === null ? '' : String(value);
const list = (value: CsvValue | undefined): string[] =>
  text(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function toJson(
  files: Record<RosterFile, Row[]>,
  base: string,
): Record<Collection, RosterObject[]> {
  const ref = (type: RefType, sourcedId: string) => ({
    href: `${base}/${REF_PATH[type]}/${encodeURIComponent(sourcedId)}`,
    sourcedId,
    type,
  });
  const optionalRef = (type: RefType, value: CsvValue | undefined) =>
    text(value) ? ref(type, text(value)) : undefined;
  /** sourcedId, status, dateLastModified, then the fields (empty optional ones left out). */
  const object = (row: Row, fields: Record<string, unknown>, required: string[] = []) => {
    const out: RosterObject = {
      sourcedId: text(row.sourcedId),
      status: 'active',
      dateLastModified: text(row[MODIFIED]),
    };
    const metadata: Record<string, string> = {};
    for (const [column, value] of Object.entries(row)) {
      if (column.startsWith('metadata.') && text(value) !== '')
        metadata[column.slice('metadata.'.length)] = text(value);
    }
    if (Object.keys(metadata).length) out.metadata = metadata;
    for (const [name, value] of Object.entries(fields)) {
      const empty =
        value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
      if (!empty || required.includes(name)) out[name] = value ?? '';
    }
    return out;
  };

  const sessions = files['academicSessions.csv'];
  const childrenOf = new Map<string, string[]>();
  for (const s of sessions) {
    const parent = text(s.parentSourcedId);
    if (parent) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), text(s.sourcedId)]);
  }
  const rolesOf = new Map<string, Row[]>();
  for (const r of files['roles.csv']) {
    const user = text(r.userSourcedId);
    rolesOf.set(user, [...(rolesOf.get(user) ?? []), r]);
  }

  return {
    orgs: files['orgs.csv'].map((o) =>
      object(
        o,
        {
          name: text(o.name),
          type: text(o.type),
          identifier: text(o.identifier),
          parent: optionalRef('org', o.parentSourcedId),
        },
        ['name', 'type', 'identifier'],
      ),
    ),
    academicSessions: sessions.map((s) =>
      object(
        s,
        {
          title: text(s.title),
          startDate: text(s.startDate),
          endDate: text(s.endDate),
          type: text(s.type),
          parent: optionalRef('academicSession', s.parentSourcedId),
          children: (childrenOf.get(text(s.sourcedId)) ?? []).map((c) => ref('academicSession', c)),
          schoolYear: text(s.schoolYear),
        },
        ['title', 'startDate', 'endDate', 'type', 'schoolYear'],
      ),
    ),
    courses: files['courses.csv'].map((c) =>
      object(
        c,
        {
          title: text(c.title),
          schoolYear: optionalRef('academicSession', c.schoolYearSourcedId),
          courseCode: text(c.courseCode),
          grades: list(c.grades),
          subjects: list(c.subjects),
          subjectCodes: list(c.subjectCodes),
          org: optionalRef('org', c.orgSourcedId),
        },
        ['title', 'courseCode'],
      ),
    ),
    classes: files['classes.csv'].map((c) =>
      object(
        c,
        {
          title: text(c.title),
          classCode: text(c.classCode),
          classType: text(c.classType),
          location: text(c.location),
          grades: list(c.grades),
          subjects: list(c.subjects),
          course: optionalRef('course', c.courseSourcedId),
          school: optionalRef('org', c.schoolSourcedId),
          terms: list(c.termSourcedIds).map((t) => ref('academicSession', t)),
          subjectCodes: list(c.subjectCodes),
          periods: list(c.periods),
        },
        ['title', 'terms'],
      ),
    ),
    users: files['users.csv'].map((u) =>
      object(
        u,
        {
          username: text(u.username),
          enabledUser: text(u.enabledUser),
          givenName: text(u.givenName),
          familyName: text(u.familyName),
          middleName: text(u.middleName),
          roles: (rolesOf.get(text(u.sourcedId)) ?? []).map((r) => ({
            roleType: text(r.roleType),
            role: text(r.role),
            org: ref('org', text(r.orgSourcedId)),
          })),
          primaryOrg: optionalRef('org', u.primaryOrgSourcedId),
          identifier: text(u.identifier),
          email: text(u.email),
          sms: text(u.sms),
          phone: text(u.phone),
          agents: list(u.agentSourcedIds).map((a) => ref('user', a)),
          grades: list(u.grades),
        },
        ['enabledUser', 'givenName', 'familyName', 'roles'],
      ),
    ),
    enrollments: files['enrollments.csv'].map((e) =>
      object(
        e,
        {
          user: optionalRef('user', e.userSourcedId),
          class: optionalRef('class', e.classSourcedId),
          school: optionalRef('org', e.schoolSourcedId),
          role: text(e.role),
          primary: text(e.primary),
          beginDate: text(e.beginDate),
          endDate: text(e.endDate),
        },
        ['role'],
      ),
    ),
    // Only what the row holds: an empty cell (a field Watni does not keep) is left out, as
    // DemographicsDType requires nothing past sourcedId, status and dateLastModified.
    demographics: files['demographics.csv'].map((d) =>
      object(d, Object.fromEntries(FIELDS.demographics.map((field) => [field, text(d[field])]))),
    ),
  };
}
