// The OneRoster 1.2 CSV binding as far as Watni reads and writes it: each file's columns in the
// binding's order and the vocabularies checked on import. Sources (docs/oneroster.md, "Sources"):
// the 1EdTech Rostering 1.2 OpenAPI file published in github.com/1EdTech/oneroster-bootcamp
// (src/main/resources/oas/onerosterv1p2rostersservice_openapi3_v1p0.json: types, role and
// status vocabularies), and public 1.2 CSV writers and validators (column order of users.csv,
// roles.csv, courses.csv, classes.csv, enrollments.csv, academicSessions.csv, orgs.csv; the
// manifest's `manifest.version 1.0`, `oneroster.version 1.2`, `file.<name>` bulk|delta|absent).
// The 1.2 CSV binding document itself is a 1EdTech member download; where it was not readable
// here, the choice is written down in docs/oneroster.md.
//
// Columns named `metadata.watni.*` are the binding's extension columns (metadata.<name>, after
// the binding's own): what a OneRoster field does not carry (a roll number, a guardian's
// relation) and Watni needs so that its own export re-imports with nothing lost.

export const ONEROSTER_VERSION = '1.2';
export const MANIFEST_VERSION = '1.0';

export const FILE_COLUMNS = {
  'orgs.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'name',
    'type',
    'identifier',
    'parentSourcedId',
  ],
  'academicSessions.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
    'metadata.watni.isCurrent',
  ],
  'courses.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
    'metadata.watni.orderIndex',
  ],
  'classes.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
    'metadata.watni.sectionName',
    'metadata.watni.capacity',
  ],
  'users.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
    'metadata.watni.gender',
    'metadata.watni.birthDate',
    'metadata.watni.admissionDate',
    'metadata.watni.studentStatus',
    'metadata.watni.relation',
    'metadata.watni.cnic',
    'metadata.watni.address',
  ],
  'roles.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'userSourcedId',
    'roleType',
    'role',
    'beginDate',
    'endDate',
    'orgSourcedId',
    'userProfileSourcedId',
  ],
  'enrollments.csv': [
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
    'metadata.watni.rollNo',
    'metadata.watni.subject',
  ],
} as const;

export type RosterFile = keyof typeof FILE_COLUMNS;
export const ROSTER_FILES = Object.keys(FILE_COLUMNS) as RosterFile[];

/** The files the binding defines that Watni does not write (always `absent` in its manifest). */
export const ABSENT_FILES = [
  'categories',
  'classResources',
  'courseResources',
  'demographics',
  'lineItems',
  'resources',
  'results',
  'userProfiles',
  'userResources',
] as const;

/** `orgs.csv` → `orgs`: the name the manifest's `file.<name>` uses. */
export const manifestName = (file: string): string => file.replace(/\.csv$/, '');

export const STATUSES = ['active', 'tobedeleted'] as const;
export const ORG_TYPES = [
  'department',
  'school',
  'district',
  'local',
  'state',
  'national',
] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
/** RoleEnum of the 1.2 Rostering model (the published OpenAPI file). */
export const ROLES = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
export const BOOLEANS = ['true', 'false'] as const;
