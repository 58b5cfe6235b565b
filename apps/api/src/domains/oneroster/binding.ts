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
  // DemographicsDType of the published Rostering 1.2 OpenAPI file (components.schemas, read at
  // commit 13f31e7): the fields in its order, which is also the 1.2 CSV binding's column order
  // for demographics.csv as public 1.2 CSV tools write it. One row per student, sourcedId = the
  // user's (the file's DemographicsManagement tag: "The sourcedIds for the user and the
  // demographics records should be the same"). Watni holds only the birth date and sex; the
  // other columns are written empty, never guessed.
  'demographics.csv': [
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
  ],
} as const;

export type RosterFile = keyof typeof FILE_COLUMNS;
export const ROSTER_FILES = Object.keys(FILE_COLUMNS) as RosterFile[];

/** The files the binding defines that Watni does not write (always `absent` in its manifest). */
export const ABSENT_FILES = [
  'categories',
  'classResources',
  'courseResources',
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
/** DemographicsDType.sex: the enumeration, or an `ext:` extension value. */
export const SEXES = ['male', 'female', 'unspecified', 'other'] as const;
export const EXTENSION_VALUE = /^ext:[a-zA-Z0-9.\-_]+$/;
/** The race and ethnicity flags of DemographicsDType ('true' / 'false' strings). */
export const RACE_FLAGS = [
  'americanIndianOrAlaskaNative',
  'asian',
  'blackOrAfricanAmerican',
  'nativeHawaiianOrOtherPacificIslander',
  'white',
  'demographicRaceTwoOrMoreRaces',
  'hispanicOrLatinoEthnicity',
] as const;

/**
 * Watni's gender as DemographicsDType.sex, and back. Watni has male, female and other; the
 * binding's `unspecified` (and any `ext:` value) names nothing Watni can store, so an import
 * leaves the student's gender as it is.
 */
export const sexOf = (gender: string): string => gender;
export const genderOf = (sex: string): 'male' | 'female' | 'other' | null =>
  sex === 'male' || sex === 'female' || sex === 'other' ? sex : null;
