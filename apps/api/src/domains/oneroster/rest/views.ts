// The 1.2 Rostering binding's reads beyond the six plain collections: the typed collections
// (schools, students, teachers, terms, gradingPeriods: subsets of orgs, users and
// academicSessions, answered in those envelopes) and the nested reads (`/schools/{id}/classes`,
// `/classes/{id}/students` ...). All are selections over the one JSON mapping (json.ts), so a
// record reads the same on every path. Paths and names as the binding's OpenAPI file lists them
// (docs/oneroster.md, "Sources").
import type { Collection, RosterObject } from './json.js';

type All = Record<Collection, RosterObject[]>;

/** What a sourcedId must name: the collection it is in and, for a typed kind, its type. */
const KINDS = {
  school: { collection: 'orgs', is: (o: RosterObject) => o.type === 'school' },
  student: { collection: 'users', is: (o: RosterObject) => hasRole(o, 'student') },
  teacher: { collection: 'users', is: (o: RosterObject) => hasRole(o, 'teacher') },
  user: { collection: 'users', is: () => true },
  term: { collection: 'academicSessions', is: (o: RosterObject) => o.type === 'term' },
  gradingPeriod: {
    collection: 'academicSessions',
    is: (o: RosterObject) => o.type === 'gradingPeriod',
  },
  class: { collection: 'classes', is: () => true },
  course: { collection: 'courses', is: () => true },
} as const satisfies Record<string, { collection: Collection; is: (o: RosterObject) => boolean }>;
export type Kind = keyof typeof KINDS;

function hasRole(user: RosterObject, role: string): boolean {
  return ((user.roles as { role: string }[] | undefined) ?? []).some((r) => r.role === role);
}

/** The sourcedId a GUIDRef field points at ('' when absent). */
const refOf = (o: RosterObject, field: string): string =>
  (o[field] as { sourcedId?: string } | undefined)?.sourcedId ?? '';

/** A user belongs to a school through a role there or as their primary org. */
const inSchool = (user: RosterObject, school: string) =>
  refOf(user, 'primaryOrg') === school ||
  ((user.roles as { org?: { sourcedId: string } }[] | undefined) ?? []).some(
    (r) => r.org?.sourcedId === school,
  );

/** Users with an enrollment of this role in the class, in the users' own order. */
function usersOfClass(all: All, classId: string, role: 'student' | 'teacher') {
  const ids = new Set(
    all.enrollments
      .filter((e) => refOf(e, 'class') === classId && e.role === role)
      .map((e) => refOf(e, 'user')),
  );
  return all.users.filter((u) => ids.has(u.sourcedId) && hasRole(u, role));
}

/** Classes the user has an enrollment in, in the classes' own order. */
function classesOfUser(all: All, userId: string) {
  const ids = new Set(
    all.enrollments.filter((e) => refOf(e, 'user') === userId).map((e) => refOf(e, 'class')),
  );
  return all.classes.filter((c) => ids.has(c.sourcedId));
}

const ofType = (all: All, kind: Kind) =>
  all[KINDS[kind].collection].filter((o) => KINDS[kind].is(o));

export interface View {
  /** The envelope and the fields the query may name. */
  collection: Collection;
  /** Path parameters in order, each naming a record of this kind (else 404). */
  parents: readonly { param: string; kind: Kind }[];
  /** Extra check between the parents (the class must be the school's). */
  related?: (all: All, ids: string[]) => boolean;
  select: (all: All, ids: string[]) => RosterObject[];
}

const school: View['parents'][number] = { param: 'schoolSourcedId', kind: 'school' };
const klass: View['parents'][number] = { param: 'classSourcedId', kind: 'class' };
const classOfSchool = (all: All, [s, c]: string[]) =>
  all.classes.some((x) => x.sourcedId === c && refOf(x, 'school') === s);

/** The list reads by their operationId in openapi.yaml. */
export const VIEWS = {
  listOneRosterOrgs: { collection: 'orgs', parents: [], select: (all) => all.orgs },
  listOneRosterAcademicSessions: {
    collection: 'academicSessions',
    parents: [],
    select: (all) => all.academicSessions,
  },
  listOneRosterCourses: { collection: 'courses', parents: [], select: (all) => all.courses },
  listOneRosterClasses: { collection: 'classes', parents: [], select: (all) => all.classes },
  listOneRosterUsers: { collection: 'users', parents: [], select: (all) => all.users },
  listOneRosterEnrollments: {
    collection: 'enrollments',
    parents: [],
    select: (all) => all.enrollments,
  },
  // getAllDemographics: one record per student, sharing the student's sourcedId.
  listOneRosterDemographics: {
    collection: 'demographics',
    parents: [],
    select: (all) => all.demographics,
  },
  listOneRosterSchools: { collection: 'orgs', parents: [], select: (all) => ofType(all, 'school') },
  listOneRosterStudents: {
    collection: 'users',
    parents: [],
    select: (all) => ofType(all, 'student'),
  },
  listOneRosterTeachers: {
    collection: 'users',
    parents: [],
    select: (all) => ofType(all, 'teacher'),
  },
  listOneRosterTerms: {
    collection: 'academicSessions',
    parents: [],
    select: (all) => ofType(all, 'term'),
  },
  listOneRosterGradingPeriods: {
    collection: 'academicSessions',
    parents: [],
    select: (all) => ofType(all, 'gradingPeriod'),
  },
  listOneRosterClassesForSchool: {
    collection: 'classes',
    parents: [school],
    select: (all, [s]) => all.classes.filter((c) => refOf(c, 'school') === s),
  },
  listOneRosterEnrollmentsForSchool: {
    collection: 'enrollments',
    parents: [school],
    select: (all, [s]) => all.enrollments.filter((e) => refOf(e, 'school') === s),
  },
  listOneRosterStudentsForSchool: {
    collection: 'users',
    parents: [school],
    select: (all, [s]) => ofType(all, 'student').filter((u) => inSchool(u, s!)),
  },
  listOneRosterTeachersForSchool: {
    collection: 'users',
    parents: [school],
    select: (all, [s]) => ofType(all, 'teacher').filter((u) => inSchool(u, s!)),
  },
  listOneRosterCoursesForSchool: {
    collection: 'courses',
    parents: [school],
    select: (all, [s]) => all.courses.filter((c) => refOf(c, 'org') === s),
  },
  // AcademicSessionDType names no org: a Watni school's sessions are all its own.
  listOneRosterTermsForSchool: {
    collection: 'academicSessions',
    parents: [school],
    select: (all) => ofType(all, 'term'),
  },
  listOneRosterEnrollmentsForClassInSchool: {
    collection: 'enrollments',
    parents: [school, klass],
    related: classOfSchool,
    select: (all, [s, c]) =>
      all.enrollments.filter((e) => refOf(e, 'class') === c && refOf(e, 'school') === s),
  },
  listOneRosterStudentsForClassInSchool: {
    collection: 'users',
    parents: [school, klass],
    related: classOfSchool,
    select: (all, [, c]) => usersOfClass(all, c!, 'student'),
  },
  listOneRosterTeachersForClassInSchool: {
    collection: 'users',
    parents: [school, klass],
    related: classOfSchool,
    select: (all, [, c]) => usersOfClass(all, c!, 'teacher'),
  },
  listOneRosterStudentsForClass: {
    collection: 'users',
    parents: [klass],
    select: (all, [c]) => usersOfClass(all, c!, 'student'),
  },
  listOneRosterTeachersForClass: {
    collection: 'users',
    parents: [klass],
    select: (all, [c]) => usersOfClass(all, c!, 'teacher'),
  },
  listOneRosterClassesForCourse: {
    collection: 'classes',
    parents: [{ param: 'courseSourcedId', kind: 'course' }],
    select: (all, [c]) => all.classes.filter((x) => refOf(x, 'course') === c),
  },
  listOneRosterClassesForStudent: {
    collection: 'classes',
    parents: [{ param: 'studentSourcedId', kind: 'student' }],
    select: (all, [u]) => classesOfUser(all, u!),
  },
  listOneRosterClassesForTeacher: {
    collection: 'classes',
    parents: [{ param: 'teacherSourcedId', kind: 'teacher' }],
    select: (all, [u]) => classesOfUser(all, u!),
  },
  listOneRosterClassesForUser: {
    collection: 'classes',
    parents: [{ param: 'userSourcedId', kind: 'user' }],
    select: (all, [u]) => classesOfUser(all, u!),
  },
  // A section lasts its whole academic year, so its `terms` name the year; a term of that year
  // is part of it, and the section is the term's class too.
  listOneRosterClassesForTerm: {
    collection: 'classes',
    parents: [{ param: 'termSourcedId', kind: 'term' }],
    select: (all, [t]) => {
      const term = all.academicSessions.find((s) => s.sourcedId === t);
      const year = term ? refOf(term, 'parent') : '';
      return all.classes.filter((c) =>
        ((c.terms as { sourcedId: string }[] | undefined) ?? []).some(
          (r) => r.sourcedId === t || (year !== '' && r.sourcedId === year),
        ),
      );
    },
  },
  listOneRosterGradingPeriodsForTerm: {
    collection: 'academicSessions',
    parents: [{ param: 'termSourcedId', kind: 'term' }],
    select: (all, [t]) => ofType(all, 'gradingPeriod').filter((g) => refOf(g, 'parent') === t),
  },
} satisfies Record<string, View>;
export type ListOperation = keyof typeof VIEWS;

/** The one-record reads by operationId: the kind the sourcedId must name. */
export const SINGLES = {
  getOneRosterOrg: { collection: 'orgs', kind: null },
  getOneRosterAcademicSession: { collection: 'academicSessions', kind: null },
  getOneRosterCourse: { collection: 'courses', kind: null },
  getOneRosterClass: { collection: 'classes', kind: null },
  getOneRosterUser: { collection: 'users', kind: null },
  getOneRosterEnrollment: { collection: 'enrollments', kind: null },
  getOneRosterDemographics: { collection: 'demographics', kind: null },
  getOneRosterSchool: { collection: 'orgs', kind: 'school' },
  getOneRosterStudent: { collection: 'users', kind: 'student' },
  getOneRosterTeacher: { collection: 'users', kind: 'teacher' },
  getOneRosterTerm: { collection: 'academicSessions', kind: 'term' },
  getOneRosterGradingPeriod: { collection: 'academicSessions', kind: 'gradingPeriod' },
} satisfies Record<string, { collection: Collection; kind: Kind | null }>;
export type GetOperation = keyof typeof SINGLES;

/** The record a sourcedId names if it is of this kind. */
export function findOf(all: All, kind: Kind, sourcedId: string): RosterObject | undefined {
  const { collection, is } = KINDS[kind];
  return all[collection].find((o) => o.sourcedId === sourcedId && is(o));
}
