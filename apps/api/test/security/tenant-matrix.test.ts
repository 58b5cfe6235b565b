import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMOGRAPHICS_SCOPE, oneRosterToken, ROSTER_SCOPE } from '../oneroster/client-token.js';
import {
  A,
  B,
  B_MARKER,
  buildFixtureB,
  changedTables,
  checksums,
  contractOperations,
  type FixtureB,
  type Operation,
  ROLES,
  ROLES_OF_A,
  type Role,
  rowsOfTenant,
} from './support.js';

// Tenant-isolation matrix: EVERY operation of openapi.yaml, called by each role of
// school A (admin, teacher, student, and a visitor) with the ids of school B's rows and a valid
// body. Operations on one of B's rows answer 401/403/404; operations without ids (lists, me,
// dashboards, own-tenant writes) show none of B's rows; and after every call B's rows in every
// tenant table are exactly what they were (md5 per table, read through the platform scope).
// An operation added to the contract without an entry below fails the first test.

type Kind =
  /** Names one of B's rows (path, or an id in the body): must be refused. */
  | 'id'
  /** Reads the caller's own tenant (lists, me, dashboards, the catalogue): no B rows in it. */
  | 'list'
  /** Writes to the caller's own tenant; any B id in the body must be ignored or refused. */
  | 'own-write'
  /** Public by design (sign-in, sign-up, the public catalogue, contact): no private B data. */
  | 'public'
  /**
   * OneRoster REST reads: they take only a OneRoster client token, not a user's. Every role of A
   * calls them with a client token of school A (a visitor with none): one of B's sourcedIds is
   * 404, a collection holds none of B's rows. Their refusals are the binding's imsx_StatusInfo
   * (no `detail`), so they are judged here, not as lists; test/oneroster/rest.test.ts adds B's
   * own client reading nothing of A.
   */
  | 'client-token';

interface Entry {
  kind: Kind;
  url: (f: FixtureB) => string;
  body?: (f: FixtureB, n: number) => unknown;
  /** For optional-auth operations: the url a visitor calls (B's unpublished rows). */
  visitorUrl?: (f: FixtureB) => string;
  /** Public operations may show these public B strings (school name, published course). */
  allowPublic?: boolean;
}

/** A recent weekday (Pakistan date): a day any register could be marked on. */
const MATRIX_DAY = (() => {
  const day = new Date(Date.now() + 5 * 3_600_000 - 86_400_000);
  while (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
})();
/** A 32 × 32 PNG (the smallest logo accepted). */
const MATRIX_LOGO = (() => {
  const png = new PNG({ width: 32, height: 32 });
  png.data.fill(0x80);
  return PNG.sync.write(png).toString('base64');
})();
/** A 64 × 80 PNG (a student's photo). */
const STUDENT_PHOTO_PNG = (() => {
  const png = new PNG({ width: 64, height: 80 });
  png.data.fill(0x80);
  return PNG.sync.write(png).toString('base64');
})();
const unique = (prefix: string, n: number) => `${prefix}${n}.${Date.now() % 100000}`;

const MATRIX: Record<string, Entry> = {
  getHealth: { kind: 'public', url: () => '/health' },
  login: {
    kind: 'public',
    url: () => '/auth/login',
    body: () => ({ email: 'student@quaid.edu.pk', password: 'Not#TheRightOne1' }),
  },
  register: {
    kind: 'public',
    url: () => '/auth/register',
    // Joining a school is public by design; joining A must create nothing in B.
    body: (_f, n) => ({
      email: `${unique('matrix.reg', n)}@example.pk`,
      username: unique('matrix_reg', n),
      password: 'Secret#123',
      first_name: 'Matrix',
      last_name: 'Reg',
      tenant_id: A,
      accept_terms: true,
    }),
  },
  refreshTokens: {
    kind: 'public',
    url: () => '/auth/refresh',
    body: () => ({ refresh_token: 'not-a-real-refresh-token' }),
  },
  logout: {
    kind: 'public',
    url: () => '/auth/logout',
    body: () => ({ refresh_token: 'not-a-real-refresh-token' }),
  },
  forgotPassword: {
    kind: 'public',
    url: () => '/auth/forgot-password',
    body: () => ({ email: 'nobody-here@example.pk' }),
  },
  resetPassword: {
    kind: 'public',
    url: () => '/auth/reset-password',
    body: () => ({ token: 'not-a-real-reset-token', password: 'Secret#123' }),
  },
  resetPasswordWithCode: {
    kind: 'public',
    url: () => '/auth/reset-password-code',
    body: () => ({ mobile: '0300-9990001', code: '123456', password: 'Secret#123' }),
  },
  getCurrentUser: { kind: 'list', url: () => '/auth/me' },
  listTenants: { kind: 'public', url: () => '/tenants/list', allowPublic: true },
  listUsers: { kind: 'list', url: () => '/users/?search=quaid&limit=500' },
  createUser: {
    kind: 'own-write',
    url: () => '/users/',
    body: (_f, n) => ({
      email: `${unique('matrix.user', n)}@example.pk`,
      username: unique('matrix_user', n),
      password: 'Secret#123',
      first_name: 'Matrix',
      last_name: 'User',
      tenant_id: B, // honoured for superusers only
    }),
  },
  getUserStats: { kind: 'list', url: () => '/users/stats' },
  getUser: { kind: 'id', url: (f) => `/users/${f.user}` },
  updateUser: {
    kind: 'id',
    url: (f) => `/users/${f.user}`,
    body: () => ({ first_name: 'Taken', is_active: false }),
  },
  deactivateUser: { kind: 'id', url: (f) => `/users/${f.user}` },
  listCourses: {
    kind: 'list',
    url: (f) => `/courses/?search=${B_MARKER}&tenant_id=${B}&created_by=${f.admin}&limit=500`,
  },
  createCourse: {
    kind: 'own-write',
    url: () => '/courses/',
    body: (_f, n) => ({ title: `Matrix course ${n}`, description: 'Own tenant' }),
  },
  listPublicCourses: {
    kind: 'public',
    url: () => `/courses/public?tenant_id=${B}&limit=500`,
    allowPublic: true,
  },
  getCourse: {
    kind: 'id',
    url: (f) => `/courses/${f.course}`,
    visitorUrl: (f) => `/courses/${f.draftCourse}`,
  },
  updateCourse: {
    kind: 'id',
    url: (f) => `/courses/${f.course}`,
    body: () => ({ title: 'Taken over', is_published: false }),
  },
  deleteCourse: { kind: 'id', url: (f) => `/courses/${f.course}` },
  enrollInCourse: { kind: 'id', url: (f) => `/courses/${f.course}/enroll`, body: () => ({}) },
  listCourseEnrollments: { kind: 'id', url: (f) => `/courses/${f.course}/enrollments` },
  listMyEnrollments: { kind: 'list', url: () => '/courses/enrollments/my?limit=500' },
  updateEnrollment: {
    kind: 'id',
    url: (f) => `/courses/enrollments/${f.enrollment}`,
    body: () => ({ payment_status: 'rejected', admin_notes: 'taken' }),
  },
  deleteEnrollment: { kind: 'id', url: (f) => `/courses/enrollments/${f.enrollment}` },
  listEnrollments: {
    kind: 'list',
    url: (f) => `/enrollments/?course_id=${f.course}&tenant_id=${B}&limit=500`,
  },
  getEnrollmentCounts: {
    kind: 'list',
    url: (f) => `/enrollments/counts?course_id=${f.course}&tenant_id=${B}`,
  },
  listCourseLessons: {
    kind: 'id',
    url: (f) => `/lessons/course/${f.course}`,
    visitorUrl: (f) => `/lessons/course/${f.draftCourse}`,
  },
  reorderLessons: {
    kind: 'id',
    url: (f) => `/lessons/course/${f.course}/reorder`,
    body: (f) => ({ lesson_ids: [f.lesson] }),
  },
  createLesson: {
    kind: 'id',
    url: () => '/lessons/',
    body: (f) => ({ course_id: f.course, title: 'Planted lesson', content_type: 'text' }),
  },
  getLesson: { kind: 'id', url: (f) => `/lessons/${f.lesson}` },
  updateLesson: {
    kind: 'id',
    url: (f) => `/lessons/${f.lesson}`,
    body: () => ({ title: 'Taken over', content_body: '<p>taken</p>' }),
  },
  deleteLesson: { kind: 'id', url: (f) => `/lessons/${f.lesson}` },
  recordLessonProgress: {
    kind: 'id',
    url: (f) => `/lessons/${f.lesson}/progress`,
    body: () => ({ completed: true, time_spent_seconds: 60 }),
  },
  getMyLessonProgress: { kind: 'id', url: (f) => `/lessons/${f.lesson}/progress/my` },
  getMyCourseProgress: { kind: 'id', url: (f) => `/courses/${f.course}/progress/my` },
  listCourseAssessments: { kind: 'id', url: (f) => `/assessments/course/${f.course}` },
  createAssessment: {
    kind: 'id',
    url: () => '/assessments/',
    body: (f) => ({ course_id: f.course, title: 'Planted quiz' }),
  },
  getAssessment: { kind: 'id', url: (f) => `/assessments/${f.assessment}` },
  updateAssessment: {
    kind: 'id',
    url: (f) => `/assessments/${f.assessment}`,
    body: () => ({ title: 'Taken over', is_published: false }),
  },
  deleteAssessment: { kind: 'id', url: (f) => `/assessments/${f.assessment}` },
  getAssessmentAdmin: { kind: 'id', url: (f) => `/assessments/${f.assessment}/admin` },
  createQuestion: {
    kind: 'id',
    url: (f) => `/assessments/${f.assessment}/questions`,
    body: () => ({
      question_text: 'Planted?',
      question_type: 'true_false',
      correct_answer: 'true',
    }),
  },
  updateQuestion: {
    kind: 'id',
    url: (f) => `/assessments/questions/${f.question}`,
    body: () => ({ question_text: 'Taken over', correct_answer: 'B' }),
  },
  deleteQuestion: { kind: 'id', url: (f) => `/assessments/questions/${f.question}` },
  // Question banks: B's course bank and its questions.
  listBankQuestions: { kind: 'id', url: (f) => `/courses/${f.course}/question-bank` },
  createBankQuestion: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank`,
    body: () => ({ question_text: 'Planted?', question_type: 'essay', tags: ['planted'] }),
  },
  updateBankQuestion: {
    kind: 'id',
    url: (f) => `/question-bank/${f.bankQuestion}`,
    body: () => ({ question_text: 'Taken over', tags: ['taken'] }),
  },
  deleteBankQuestion: { kind: 'id', url: (f) => `/question-bank/${f.bankQuestion}` },
  previewBankImport: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank/import/preview`,
    body: () => ({ format: 'gift', text: 'Planted? {TRUE}' }),
  },
  importBankQuestions: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank/import`,
    body: () => ({ format: 'aiken', text: 'Planted?\nA. yes\nB. no\nANSWER: A\n' }),
  },
  createBankImportRun: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank/import-runs`,
    body: () => ({ format: 'aiken', text: 'Planted?\nA. yes\nB. no\nANSWER: A\n' }),
  },
  getBankImportRun: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank/import-runs/${f.bankImportRun}`,
  },
  exportBankQuestions: {
    kind: 'id',
    url: (f) => `/courses/${f.course}/question-bank/export?format=gift`,
  },
  startAttempt: { kind: 'id', url: (f) => `/assessments/${f.assessment}/start` },
  submitAssessment: {
    kind: 'id',
    url: (f) => `/assessments/${f.assessment}/submit`,
    body: (f) => ({ answers: { [String(f.question)]: 'A' } }),
  },
  listMySubmissions: { kind: 'id', url: (f) => `/assessments/${f.assessment}/submissions/my` },
  listSubmissions: { kind: 'id', url: (f) => `/assessments/${f.assessment}/submissions` },
  // ---------------------------------------------------------------- learning loop
  listMyAttempts: { kind: 'id', url: (f) => `/assessments/${f.assessment}/attempts/my` },
  getAttemptResult: {
    kind: 'id',
    url: (f) => `/assessments/${f.assessment}/attempts/${f.attempt}`,
  },
  listMyCertificates: { kind: 'list', url: () => '/certificates/my' },
  downloadCertificate: { kind: 'id', url: (f) => `/certificates/${f.certificate}/pdf` },
  // Public by design: shows what the certificate shows (name, course, school, date), no email,
  // no ids, no tenant.
  verifyCertificate: {
    kind: 'public',
    url: (f) => `/certificates/verify/${f.certificateCode}`,
    allowPublic: true,
  },
  // The calendar feed: the caller's own link only (no id in the address).
  getCalendarFeed: { kind: 'list', url: () => '/calendar/feed' },
  resetCalendarFeed: { kind: 'own-write', url: () => '/calendar/feed' },
  revokeCalendarFeed: { kind: 'own-write', url: () => '/calendar/feed' },
  // Public by design: the token in the address is the credential. A token that is not one (B's
  // feed is reachable only with B's own secret) answers 404 and shows nothing of B.
  getCalendarFeedFile: {
    kind: 'public',
    url: () => `/calendar/feeds/${'B'.repeat(43)}.ics`,
  },
  gradeSubmission: {
    kind: 'id',
    url: (f) => `/assessments/submissions/${f.submission}`,
    body: (f) => ({ grades: [{ question_id: f.question, points: 0 }], feedback: 'taken' }),
  },
  // Modules and plans are a shared catalogue (ids are not tenant rows); the tenant's own
  // access comes from the token, so these must only ever touch the caller's tenant.
  listModules: { kind: 'list', url: () => '/modules/' },
  listModuleCategories: { kind: 'list', url: () => '/modules/categories' },
  getModule: { kind: 'list', url: () => '/modules/1' },
  listTenantModuleAccess: { kind: 'list', url: () => `/modules/tenant/access?tenant_id=${B}` },
  checkTenantModuleAccess: { kind: 'list', url: () => '/modules/tenant/check/1' },
  enableTenantModule: { kind: 'own-write', url: () => '/modules/tenant/enable/1' },
  disableTenantModule: { kind: 'own-write', url: () => '/modules/tenant/disable/1' },
  listPlans: { kind: 'list', url: () => '/subscriptions/plans' },
  getPlan: { kind: 'list', url: () => '/subscriptions/plans/1' },
  listPlanModules: { kind: 'list', url: () => '/subscriptions/plans/1/modules' },
  getCurrentSubscription: { kind: 'list', url: () => '/subscriptions/current' },
  comparePlans: { kind: 'list', url: () => '/subscriptions/compare' },
  listPendingUsers: { kind: 'list', url: () => '/admin/pending-users' },
  createTenantForUser: {
    kind: 'id',
    url: () => '/admin/create-tenant-for-user',
    body: (f) => ({ user_id: f.user, organization_name: 'Hijacked School' }),
  },
  makeTenantAdmin: {
    kind: 'id',
    url: (f) => `/admin/users/${f.user}/make-tenant-admin?tenant_id=${B}`,
  },
  getTenantSettings: { kind: 'list', url: () => '/tenant-settings/' },
  updateTenantSettings: {
    kind: 'own-write',
    url: () => '/tenant-settings/',
    body: () => ({ teacher_course_limit: 7 }),
  },
  // Platform administration and who may join.
  listOrganisations: { kind: 'list', url: () => '/admin/tenants/?limit=500' },
  suspendOrganisation: {
    kind: 'id',
    url: () => `/admin/tenants/${B}/suspend`,
    body: () => ({ reason: 'Matrix' }),
  },
  reactivateOrganisation: {
    kind: 'id',
    url: () => `/admin/tenants/${B}/reactivate`,
    body: () => ({ reason: 'Matrix' }),
  },
  declinePendingUser: {
    kind: 'id',
    url: (f) => `/admin/pending-users/${f.user}/decline`,
    body: () => ({ reason: 'Matrix' }),
  },
  listAwaitingApproval: { kind: 'list', url: () => '/users/awaiting-approval?limit=500' },
  approveRegistration: { kind: 'id', url: (f) => `/users/${f.user}/approve` },
  rejectRegistration: {
    kind: 'id',
    url: (f) => `/users/${f.user}/reject`,
    body: () => ({ reason: 'Matrix' }),
  },
  regenerateJoinCode: { kind: 'own-write', url: () => '/tenant-settings/join-code' },
  // Roster, bulk decisions, payment details
  getCourseRoster: { kind: 'id', url: (f) => `/courses/${f.course}/roster?limit=500` },
  exportCourseRoster: { kind: 'id', url: (f) => `/courses/${f.course}/roster/export` },
  decideEnrollments: {
    // B's enrollment in the body: answered `not_found` (or 403), never decided.
    kind: 'own-write',
    url: () => '/enrollments/decisions',
    body: (f) => ({ ids: [f.enrollment], decision: 'approve' }),
  },
  getPaymentDetails: { kind: 'list', url: () => '/tenant-settings/payment' },
  getSchoolLogo: { kind: 'list', url: () => '/tenant-settings/logo' },
  uploadSchoolLogo: {
    kind: 'own-write',
    url: () => '/tenant-settings/logo',
    body: () => ({ content_type: 'image/png', data_base64: MATRIX_LOGO }),
  },
  deleteSchoolLogo: { kind: 'own-write', url: () => '/tenant-settings/logo' },
  updatePaymentDetails: {
    kind: 'own-write',
    url: () => '/tenant-settings/payment',
    body: (_f, n) => ({ instructions: `Pay at the office (${n})` }),
  },
  getDashboardSummary: { kind: 'list', url: () => '/dashboard/summary' },
  getDashboard: { kind: 'list', url: () => '/dashboard/' },
  listGradingQueue: { kind: 'list', url: () => '/grading/queue?limit=100' },
  countGradingQueue: { kind: 'list', url: () => '/grading/queue/count' },
  listMyEnrollmentStates: { kind: 'list', url: () => '/courses/enrollments/my/states' },
  listAuditLog: { kind: 'list', url: () => '/audit-log/?limit=500' },
  submitContact: {
    kind: 'public',
    url: () => '/contact',
    body: () => ({ name: 'Matrix', email: 'matrix@example.pk', message: 'Hello from A' }),
  },
  // ---------------------------------------------------------------- school
  listAcademicYears: { kind: 'list', url: () => '/school/years/' },
  createAcademicYear: {
    kind: 'own-write',
    url: () => '/school/years/',
    body: (_f, n) => ({ name: `M${n}`, starts_on: '2040-04-01', ends_on: '2041-03-31' }),
  },
  updateAcademicYear: {
    kind: 'id',
    url: (f) => `/school/years/${f.year}`,
    body: () => ({ name: 'Taken', is_current: true }),
  },
  createTerm: {
    kind: 'id',
    url: (f) => `/school/years/${f.year}/terms`,
    body: () => ({ name: 'Taken', starts_on: '2026-05-01', ends_on: '2026-06-01' }),
  },
  listClasses: { kind: 'list', url: () => '/school/classes/' },
  createClass: {
    kind: 'own-write',
    url: () => '/school/classes/',
    body: (_f, n) => ({ name: `Matrix ${n}` }),
  },
  applyDefaultClasses: { kind: 'own-write', url: () => '/school/classes/defaults' },
  updateClass: {
    kind: 'id',
    url: (f) => `/school/classes/${f.schoolClass}`,
    body: () => ({ name: 'Taken' }),
  },
  createSection: {
    kind: 'id',
    url: (f) => `/school/classes/${f.schoolClass}/sections`,
    body: () => ({ name: 'Z' }),
  },
  createSubject: {
    kind: 'id',
    url: (f) => `/school/classes/${f.schoolClass}/subjects`,
    body: () => ({ name: 'Taken' }),
  },
  updateSection: {
    kind: 'id',
    url: (f) => `/school/sections/${f.section}`,
    body: () => ({ room: 'Taken' }),
  },
  assignSubjectTeacher: {
    kind: 'id',
    url: (f) => `/school/subjects/${f.subject}/teachers`,
    body: (f) => ({ section_id: f.section, teacher_id: null }),
  },
  promoteSection: {
    kind: 'id',
    url: () => '/school/promotions',
    body: (f) => ({ from_section_id: f.section, to_year_id: f.year, to_section_id: f.section }),
  },
  listStudents: {
    kind: 'list',
    url: (f) => `/students/?search=${B_MARKER}&section_id=${f.section}`,
  },
  exportStudents: {
    kind: 'list',
    url: (f) => `/students/export?search=${B_MARKER}&section_id=${f.section}&format=csv`,
  },

  createStudent: {
    kind: 'own-write',
    url: () => '/students/',
    // B's section: refused (404), never a placement in B.
    body: (f, n) => ({
      admission_no: `M-${n}`,
      first_name: 'Matrix',
      last_name: 'Student',
      gender: 'male',
      section_id: f.section,
    }),
  },
  getStudent: { kind: 'id', url: (f) => `/students/${f.student}` },
  updateStudent: {
    kind: 'id',
    url: (f) => `/students/${f.student}`,
    body: () => ({ status: 'left' }),
  },
  placeStudent: {
    kind: 'id',
    url: (f) => `/students/${f.student}/placement`,
    body: (f) => ({ section_id: f.section }),
  },
  addStudentGuardian: {
    kind: 'id',
    url: (f) => `/students/${f.student}/guardians`,
    body: (f) => ({ guardian_id: f.guardian }),
  },
  // A OneRoster package: the caller's own school as a ZIP (unzipped before the leak check, see
  // judge); an import writes only into the caller's school.
  exportOneRoster: { kind: 'list', url: () => '/school/oneroster/export' },
  previewOneRosterImport: {
    kind: 'own-write',
    url: () => '/school/oneroster/import/preview',
    body: () => ({ file_name: 'matrix.zip', content_base64: matrixRoster(0) }),
  },
  importOneRoster: {
    kind: 'own-write',
    url: () => '/school/oneroster/import',
    body: (_f, n) => ({ file_name: 'matrix.zip', content_base64: matrixRoster(n) }),
  },
  // The queued import: A's run is A's; B's run id is 404.
  createOneRosterImportRun: {
    kind: 'own-write',
    url: () => '/school/oneroster/import-runs',
    body: (_f, n) => ({ file_name: 'matrix.zip', content_base64: matrixRoster(n) }),
  },
  getOneRosterImportRun: {
    kind: 'id',
    url: (f) => `/school/oneroster/import-runs/${f.importRun}`,
  },
  // OneRoster REST clients: A's admin lists and makes A's; B's client id is 404.
  listOneRosterClients: { kind: 'list', url: () => '/school/oneroster/clients' },
  createOneRosterClient: {
    kind: 'own-write',
    url: () => '/school/oneroster/clients',
    body: (_f, n) => ({ name: `Matrix tool ${n}` }),
  },
  revokeOneRosterClient: {
    kind: 'id',
    url: (f) => `/school/oneroster/clients/${f.onerosterClient}`,
  },
  // LTI 1.3 platform registrations: A's admin lists and registers A's; B's registration is 404.
  listLtiPlatforms: { kind: 'list', url: () => '/school/lti/platforms' },
  createLtiPlatform: {
    kind: 'own-write',
    url: () => '/school/lti/platforms',
    body: (_f, n) => ({
      name: `Matrix LMS ${n}`,
      issuer: `http://127.0.0.1:9/matrix-${n}`,
      client_id: `matrix-${n}`,
      deployment_ids: ['d1'],
      auth_login_url: 'http://127.0.0.1:9/auth',
      token_url: 'http://127.0.0.1:9/token',
      jwks_url: 'http://127.0.0.1:9/jwks',
    }),
  },
  deleteLtiPlatform: { kind: 'id', url: (f) => `/school/lti/platforms/${f.ltiPlatform}` },
  // Public by design (LTI 1.3: a platform and its browser call them). B's tool key set is
  // public; a login initiation with a foreign issuer is refused before any state is stored; a
  // launch or a sign-in without a state or code B issued changes nothing.
  getLtiToolJwks: { kind: 'public', url: (f) => `/lti/${f.ltiPublicId}/jwks` },
  initiateLtiLogin: {
    kind: 'public',
    url: (f) =>
      `/lti/${f.ltiPublicId}/login?iss=https%3A%2F%2Fa.example&login_hint=x&target_link_uri=https%3A%2F%2Fa.example%2F`,
  },
  initiateLtiLoginPost: {
    kind: 'public',
    url: (f) => `/lti/${f.ltiPublicId}/login`,
    body: () => ({
      iss: 'https://a.example',
      login_hint: 'x',
      target_link_uri: 'https://a.example/',
    }),
  },
  launchLti: {
    kind: 'public',
    url: (f) => `/lti/${f.ltiPublicId}/launch`,
    body: () => ({ id_token: 'x.y.z', state: 'not-issued' }),
  },
  exchangeLtiSignIn: {
    kind: 'public',
    url: () => '/lti/sign-in',
    body: () => ({ code: 'not-issued' }),
  },
  listLtiDeepLinkItems: {
    kind: 'public',
    url: () => '/lti/deep-link/items',
    body: () => ({ code: 'not-issued' }),
  },
  answerLtiDeepLink: {
    kind: 'public',
    url: () => '/lti/deep-link/response',
    body: (f) => ({ code: 'not-issued', quiz_id: f.assessment }),
  },
  returnLtiDeepLink: {
    kind: 'public',
    url: () => '/lti/deep-link/return',
    body: (f) => ({ code: 'not-issued', quiz_id: String(f.assessment) }),
  },
  // Public by design (RFC 6749: the client authenticates in the request); B's client_id with a
  // wrong secret is invalid_client and shows nothing of B.
  issueOneRosterToken: { kind: 'public', url: () => '/ims/oneroster/token' },
  listOneRosterOrgs: { kind: 'client-token', url: () => '/ims/oneroster/rostering/v1p2/orgs' },
  getOneRosterOrg: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/orgs/org-${B}`,
  },
  listOneRosterAcademicSessions: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/academicSessions?limit=1000',
  },
  getOneRosterAcademicSession: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/academicSessions/year-${f.year}`,
  },
  listOneRosterCourses: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/courses?limit=1000',
  },
  getOneRosterCourse: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/courses/class-${f.schoolClass}`,
  },
  listOneRosterClasses: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/classes?limit=1000',
  },
  getOneRosterClass: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/classes/section-${f.section}`,
  },
  listOneRosterUsers: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/users?limit=1000',
  },
  getOneRosterUser: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/users/student-${f.student}`,
  },
  listOneRosterEnrollments: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/enrollments?limit=1000',
  },
  getOneRosterEnrollment: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/enrollments/enr-student-${f.student}-year-${f.year}`,
  },
  // getAllDemographics / getDemographics: A's students only; B's student's sourcedId is 404.
  listOneRosterDemographics: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/demographics?limit=1000',
  },
  getOneRosterDemographics: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/demographics/student-${f.student}`,
  },
  // The typed collections of A, and B's records in the paths of the typed and nested reads
  // (B has no term in the fixture: its year's sourcedId stands for one, a 404 either way).
  listOneRosterSchools: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/schools?limit=1000',
  },
  getOneRosterSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}`,
  },
  listOneRosterStudents: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/students?limit=1000',
  },
  getOneRosterStudent: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/students/student-${f.student}`,
  },
  listOneRosterTeachers: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/teachers?limit=1000',
  },
  getOneRosterTeacher: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/teachers/teacher-${f.teacher}`,
  },
  listOneRosterTerms: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/terms?limit=1000',
  },
  getOneRosterTerm: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/terms/year-${f.year}`,
  },
  listOneRosterGradingPeriods: {
    kind: 'client-token',
    url: () => '/ims/oneroster/rostering/v1p2/gradingPeriods?limit=1000',
  },
  getOneRosterGradingPeriod: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/gradingPeriods/year-${f.year}`,
  },
  listOneRosterClassesForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/classes?limit=1000`,
  },
  listOneRosterEnrollmentsForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/enrollments?limit=1000`,
  },
  listOneRosterStudentsForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/students?limit=1000`,
  },
  listOneRosterTeachersForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/teachers?limit=1000`,
  },
  listOneRosterCoursesForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/courses?limit=1000`,
  },
  listOneRosterTermsForSchool: {
    kind: 'client-token',
    url: () => `/ims/oneroster/rostering/v1p2/schools/org-${B}/terms?limit=1000`,
  },
  listOneRosterEnrollmentsForClassInSchool: {
    kind: 'client-token',
    url: (f) =>
      `/ims/oneroster/rostering/v1p2/schools/org-${A}/classes/section-${f.section}/enrollments`,
  },
  listOneRosterStudentsForClassInSchool: {
    kind: 'client-token',
    url: (f) =>
      `/ims/oneroster/rostering/v1p2/schools/org-${A}/classes/section-${f.section}/students`,
  },
  listOneRosterTeachersForClassInSchool: {
    kind: 'client-token',
    url: (f) =>
      `/ims/oneroster/rostering/v1p2/schools/org-${A}/classes/section-${f.section}/teachers`,
  },
  listOneRosterStudentsForClass: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/classes/section-${f.section}/students`,
  },
  listOneRosterTeachersForClass: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/classes/section-${f.section}/teachers`,
  },
  listOneRosterClassesForCourse: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/courses/class-${f.schoolClass}/classes`,
  },
  listOneRosterClassesForStudent: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/students/student-${f.student}/classes`,
  },
  listOneRosterClassesForTeacher: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/teachers/teacher-${f.teacher}/classes`,
  },
  listOneRosterClassesForUser: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/users/student-${f.student}/classes`,
  },
  listOneRosterClassesForTerm: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/terms/year-${f.year}/classes`,
  },
  listOneRosterGradingPeriodsForTerm: {
    kind: 'client-token',
    url: (f) => `/ims/oneroster/rostering/v1p2/terms/year-${f.year}/gradingPeriods`,
  },
  previewStudentImport: {
    kind: 'own-write',
    url: () => '/students/import/preview',
    body: () => ({ file_name: 'matrix.csv', content_base64: MATRIX_CSV }),
  },
  importStudents: {
    kind: 'own-write',
    url: () => '/students/import',
    body: (_f, n) => ({
      file_name: 'matrix.csv',
      content_base64: matrixCsv(n),
      mode: 'valid_only',
    }),
  },
  // The queued import: A's run is A's; B's run id is 404.
  createStudentImportRun: {
    kind: 'own-write',
    url: () => '/students/import-runs',
    body: (_f, n) => ({
      file_name: 'matrix.csv',
      content_base64: matrixCsv(n),
      mode: 'valid_only',
    }),
  },
  getStudentImportRun: {
    kind: 'id',
    url: (f) => `/students/import-runs/${f.studentImportRun}`,
  },
  updateGuardian: {
    kind: 'id',
    url: (f) => `/guardians/${f.guardian}`,
    body: () => ({ name: 'Taken' }),
  },
  inviteParent: {
    kind: 'id',
    url: (f) => `/guardians/${f.guardian}/invite`,
    body: () => ({ delivery: 'code' }),
  },
  acceptParentInvite: {
    kind: 'public',
    url: () => '/parents/accept-invite',
    body: (_f, n) => ({
      code: 'ABCDE-FGHJK',
      email: `${unique('matrix.parent', n)}@example.pk`,
      password: 'Secret#123',
    }),
  },
  listMyChildren: { kind: 'list', url: () => '/parents/me/children' },
  listAdmissions: { kind: 'list', url: () => '/admissions/?limit=500' },
  createAdmission: {
    kind: 'own-write',
    url: () => '/admissions/',
    body: (f) => ({
      class_id: f.schoolClass,
      first_name: 'Matrix',
      last_name: 'Applicant',
      gender: 'male',
      guardian_name: 'Matrix Guardian',
      guardian_relation: 'father',
    }),
  },
  admitApplicant: {
    kind: 'id',
    url: (f) => `/admissions/${f.admission}/admit`,
    body: (f, n) => ({ section_id: f.section, admission_no: `M-ADMIT-${n}` }),
  },
  declineApplicant: {
    kind: 'id',
    url: (f) => `/admissions/${f.admission}/decline`,
    body: () => ({ reason: 'Taken' }),
  },
  // B's heads, vouchers, payments, runs and concessions are refused or invisible.
  listFeeHeads: { kind: 'list', url: () => '/fees/heads' },
  createFeeHead: {
    kind: 'own-write',
    url: () => '/fees/heads',
    body: (_f, n) => ({ name: unique('Matrix head ', n), kind: 'other', frequency: 'monthly' }),
  },
  updateFeeHead: {
    kind: 'id',
    url: () => `/fees/heads/${feesB.head}`,
    body: () => ({ is_active: false }),
  },
  getFeeStructure: { kind: 'id', url: (f) => `/fees/structure/${f.year}` },
  saveClassFeeStructure: {
    kind: 'id',
    url: (f) => `/fees/structure/${f.year}/classes/${f.schoolClass}`,
    body: () => ({ amounts: [{ fee_head_id: feesB.head, amount: 1 }] }),
  },
  getFeeSettings: { kind: 'list', url: () => '/fees/settings' },
  updateFeeSettings: {
    kind: 'own-write',
    url: () => '/fees/settings',
    body: () => ({
      due_day: 10,
      late_fee_mode: 'none',
      late_fee_amount: 0,
      late_fee_cap: null,
      bank_name: null,
      bank_branch: null,
      account_title: null,
      account_number: null,
      iban: null,
    }),
  },
  listConcessions: { kind: 'id', url: (f) => `/fees/students/${f.student}/concessions` },
  createConcession: {
    kind: 'id',
    url: (f) => `/fees/students/${f.student}/concessions`,
    body: () => ({ kind: 'other', mode: 'fixed', value: 1, reason: 'Matrix' }),
  },
  deleteConcession: { kind: 'id', url: () => `/fees/concessions/${feesB.concession}` },
  listVoucherRuns: { kind: 'list', url: () => '/fees/runs?limit=500' },
  startVoucherRun: {
    kind: 'own-write',
    url: () => '/fees/runs',
    // B's class: refused (422), never a voucher in B.
    body: (f) => ({ month: MATRIX_DAY.slice(0, 7), class_ids: [f.schoolClass] }),
  },
  getVoucherRun: { kind: 'id', url: () => `/fees/runs/${feesB.run}` },
  listVouchers: { kind: 'list', url: () => '/fees/vouchers?limit=500' },
  getVoucher: { kind: 'id', url: () => `/fees/vouchers/${feesB.voucher}` },
  downloadVoucher: { kind: 'id', url: () => `/fees/vouchers/${feesB.voucher}/pdf` },
  cancelVoucher: {
    kind: 'id',
    url: () => `/fees/vouchers/${feesB.voucher}/cancel`,
    body: () => ({ reason: 'Matrix' }),
  },
  recordFeePayment: {
    kind: 'id',
    url: () => `/fees/vouchers/${feesB.voucher}/payments`,
    body: () => ({ amount: 1, method: 'cash', paid_on: MATRIX_DAY }),
  },
  refundFeePayment: {
    kind: 'id',
    url: () => `/fees/payments/${feesB.payment}/refund`,
    body: () => ({ reason: 'Matrix' }),
  },
  downloadFeeReceipt: { kind: 'id', url: () => `/fees/payments/${feesB.payment}/receipt` },
  listFeeDefaulters: { kind: 'list', url: () => '/fees/defaulters?limit=500' },
  exportFeeDefaulters: { kind: 'list', url: () => '/fees/defaulters/export?format=csv' },
  remindFeeDefaulter: { kind: 'id', url: () => `/fees/defaulters/${feesB.voucher}/remind` },
  getFeeCollectionReport: {
    kind: 'list',
    url: () => '/fees/reports/collection?from=2000-01&to=2100-12',
  },
  getStudentFeeLedger: { kind: 'id', url: (f) => `/fees/students/${f.student}/ledger` },
  exportStudentFeeLedger: {
    kind: 'id',
    url: (f) => `/fees/students/${f.student}/ledger/export?format=xlsx`,
  },
  exportFeeCollection: {
    kind: 'list',
    url: () => '/fees/reports/collection/export?from=2000-01&to=2100-12&format=csv',
  },
  listMyVouchers: { kind: 'list', url: () => '/fees/mine' },
  // Family challans and bulk reminders: B's guardian, challan, family payment and run are refused.
  listFamilies: { kind: 'list', url: () => '/fees/families' },
  issueFamilyChallan: {
    kind: 'id',
    url: () => `/fees/families/${familyB.guardian}/challans`,
    body: () => ({}),
  },
  getFamilyChallan: { kind: 'id', url: () => `/fees/family-challans/${familyB.challan}` },
  downloadFamilyChallan: {
    kind: 'id',
    url: () => `/fees/family-challans/${familyB.challan}/pdf`,
  },
  recordFamilyPayment: {
    kind: 'id',
    url: () => `/fees/family-challans/${familyB.challan}/payments`,
    body: () => ({ amount: 1, method: 'cash', paid_on: MATRIX_DAY }),
  },
  downloadFamilyReceipt: {
    kind: 'id',
    url: () => `/fees/family-payments/${familyB.payment}/receipt`,
  },
  previewFeeReminders: {
    kind: 'own-write',
    url: () => '/fees/reminders/preview',
    // B's class: refused (422), nothing of B previewed.
    body: (fx) => ({ class_id: fx.schoolClass }),
  },
  startFeeReminders: {
    kind: 'own-write',
    url: () => '/fees/reminders',
    body: (fx) => ({ class_id: fx.schoolClass }),
  },
  getFeeReminderRun: { kind: 'id', url: () => `/fees/reminders/${familyB.run}` },
  // Attendance: B's sections, students and staff are refused or invisible.
  getAttendanceToday: { kind: 'list', url: () => '/attendance/today' },
  getSectionRegister: {
    kind: 'id',
    url: (f) => `/attendance/sections/${f.section}/registers/${MATRIX_DAY}`,
  },
  saveSectionRegister: {
    kind: 'id',
    url: (f) => `/attendance/sections/${f.section}/registers/${MATRIX_DAY}`,
    body: (f) => ({ entries: [{ student_id: f.student, status: 'absent' }] }),
  },
  mergeRegisterChanges: {
    kind: 'id',
    url: (f) => `/attendance/sections/${f.section}/registers/${MATRIX_DAY}/changes`,
    body: (f) => ({
      changes: [
        {
          op_id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7b1a20',
          student_id: f.student,
          status: 'absent',
          base_version: 0,
        },
      ],
    }),
  },
  getSectionMonth: {
    kind: 'id',
    url: (f) => `/attendance/sections/${f.section}/months/${MATRIX_DAY.slice(0, 7)}`,
  },
  exportSectionMonth: {
    kind: 'id',
    url: (f) => `/attendance/sections/${f.section}/months/${MATRIX_DAY.slice(0, 7)}/export`,
  },

  getStudentMonth: {
    kind: 'id',
    url: (f) => `/attendance/students/${f.student}/months/${MATRIX_DAY.slice(0, 7)}`,
  },
  getMyAttendanceMonth: {
    kind: 'list',
    url: () => `/attendance/me/months/${MATRIX_DAY.slice(0, 7)}`,
  },
  listAttendanceAlerts: { kind: 'list', url: () => '/attendance/alerts' },
  getAttendanceSettings: { kind: 'list', url: () => '/attendance/settings' },
  updateAttendanceSettings: {
    kind: 'own-write',
    url: () => '/attendance/settings',
    body: () => ({ weekly_off_days: [0], holidays: [] }),
  },
  getStaffRegister: { kind: 'list', url: () => `/attendance/staff/${MATRIX_DAY}` },
  saveStaffRegister: {
    kind: 'own-write',
    url: () => `/attendance/staff/${MATRIX_DAY}`,
    // B's teacher and B's leave type: refused (422), never a row in B.
    body: (f) => ({
      entries: [{ user_id: f.teacher, status: 'leave', leave_type_id: f.leaveType }],
    }),
  },
  // Timetable: B's sections and teachers are refused; A's week shows none of B.
  getBellSchedule: { kind: 'list', url: () => '/timetable/bell-schedule' },
  saveBellScheduleDay: {
    kind: 'own-write',
    url: () => '/timetable/bell-schedule/0',
    body: () => ({ periods: [] }),
  },
  getSectionTimetable: { kind: 'id', url: (f) => `/timetable/sections/${f.section}` },
  setTimetableEntry: {
    kind: 'id',
    url: (f) => `/timetable/sections/${f.section}/entries/1/1`,
    body: (f) => ({ subject_id: f.subject, teacher_id: f.teacher, room: 'B1' }),
  },
  deleteTimetableEntry: { kind: 'id', url: (f) => `/timetable/sections/${f.section}/entries/1/1` },
  getTeacherTimetable: { kind: 'id', url: (f) => `/timetable/teachers/${f.teacher}` },
  getTimetableToday: { kind: 'list', url: () => '/timetable/today' },
  // Diary and homework: B's sections and posts are refused; A's lists show none of B.
  getDiaryOptions: { kind: 'list', url: () => '/diary/options' },
  getSectionDiary: { kind: 'id', url: (f) => `/diary/sections/${f.section}/days/${MATRIX_DAY}` },
  createDiaryPost: {
    kind: 'id',
    url: (f) => `/diary/sections/${f.section}/posts`,
    body: (f) => ({ subject_id: f.subject, day: MATRIX_DAY, body: 'Matrix homework' }),
  },
  updateDiaryPost: {
    kind: 'id',
    url: (f) => `/diary/posts/${f.diaryPost}`,
    body: () => ({ body: 'Matrix edit' }),
  },
  deleteDiaryPost: { kind: 'id', url: (f) => `/diary/posts/${f.diaryPost}` },
  getDiaryAttachment: { kind: 'id', url: (f) => `/diary/posts/${f.diaryPost}/attachment` },
  getMyDiary: { kind: 'list', url: () => `/diary/me/days/${MATRIX_DAY}` },
  getDiaryReads: {
    kind: 'id',
    url: (f) => `/diary/sections/${f.section}/days/${MATRIX_DAY}/reads`,
  },
  // Transport: B's routes, stops and students are refused; A's lists show none of B's.
  listTransportRoutes: { kind: 'list', url: () => '/transport/routes' },
  createTransportRoute: {
    kind: 'own-write',
    url: () => '/transport/routes',
    body: (_f, n) => ({
      name: `Matrix route ${n}.${Date.now() % 100000}`,
      vehicle_no: 'LES-1',
      driver_name: 'Matrix driver',
      driver_mobile: '0300 1234567',
      capacity: 10,
    }),
  },
  updateTransportRoute: {
    kind: 'id',
    url: (f) => `/transport/routes/${f.transportRoute}`,
    body: () => ({
      name: 'Taken over',
      vehicle_no: 'LES-2',
      driver_name: 'Taken',
      driver_mobile: '0300 1234567',
      capacity: 1,
    }),
  },
  deleteTransportRoute: { kind: 'id', url: (f) => `/transport/routes/${f.transportRoute}` },
  createTransportStop: {
    kind: 'id',
    url: (f) => `/transport/routes/${f.transportRoute}/stops`,
    body: () => ({ name: 'Planted stop', stop_order: 2, monthly_fee: 1 }),
  },
  listTransportRouteStudents: {
    kind: 'id',
    url: (f) => `/transport/routes/${f.transportRoute}/students`,
  },
  downloadTransportRouteList: {
    kind: 'id',
    url: (f) => `/transport/routes/${f.transportRoute}/list/pdf?lang=ur`,
  },
  updateTransportStop: {
    kind: 'id',
    url: (f) => `/transport/stops/${f.transportStop}`,
    body: () => ({ name: 'Taken', stop_order: 1, monthly_fee: 0 }),
  },
  deleteTransportStop: { kind: 'id', url: (f) => `/transport/stops/${f.transportStop}` },
  assignTransport: {
    kind: 'id',
    url: (f) => `/transport/students/${f.student}`,
    body: (f) => ({ stop_id: f.transportStop }),
  },
  unassignTransport: { kind: 'id', url: (f) => `/transport/students/${f.student}` },
  getMyTransport: { kind: 'list', url: () => '/transport/mine' },
  // HR: B's staff, salary components, documents and leave types are refused; A's lists show none.
  listHrStaff: { kind: 'list', url: () => '/hr/staff' },
  getHrStaffMember: { kind: 'id', url: (f) => `/hr/staff/${f.teacher}` },
  saveHrStaffRecord: {
    kind: 'id',
    url: (f) => `/hr/staff/${f.teacher}`,
    body: () => ({ designation: 'Taken', joining_date: '2021-01-01', basic_salary: 1 }),
  },
  setHrStaffLeaving: {
    kind: 'id',
    url: (f) => `/hr/staff/${f.teacher}/leaving`,
    body: () => ({ leaving_date: '2026-01-01' }),
  },
  createSalaryComponent: {
    kind: 'id',
    url: (f) => `/hr/staff/${f.teacher}/salary-components`,
    body: () => ({ kind: 'deduction', name: 'Planted', amount: 1 }),
  },
  updateSalaryComponent: {
    kind: 'id',
    url: (f) => `/hr/salary-components/${f.salaryComponent}`,
    body: () => ({ kind: 'deduction', name: 'Taken', amount: 1 }),
  },
  deleteSalaryComponent: { kind: 'id', url: (f) => `/hr/salary-components/${f.salaryComponent}` },
  uploadStaffDocument: {
    kind: 'id',
    url: (f) => `/hr/staff/${f.teacher}/documents`,
    body: () => ({
      title: 'Planted',
      content_type: 'application/pdf',
      data_base64: Buffer.from('%PDF-1.4 planted').toString('base64'),
    }),
  },
  getStaffDocument: { kind: 'id', url: (f) => `/hr/documents/${f.staffDocument}` },
  deleteStaffDocument: { kind: 'id', url: (f) => `/hr/documents/${f.staffDocument}` },
  listLeaveTypes: { kind: 'list', url: () => '/hr/leave-types' },
  createLeaveType: {
    kind: 'own-write',
    url: () => '/hr/leave-types',
    body: (_f, n) => ({
      name: `Matrix leave ${n}.${Date.now() % 100000}`,
      paid: true,
      days_per_year: 1,
    }),
  },
  updateLeaveType: {
    kind: 'id',
    url: (f) => `/hr/leave-types/${f.leaveType}`,
    body: () => ({ name: 'Taken', paid: false, days_per_year: 0 }),
  },
  deleteLeaveType: { kind: 'id', url: (f) => `/hr/leave-types/${f.leaveType}` },
  getMyLeave: { kind: 'list', url: () => '/hr/my-leave' },
  // Payroll: B's run, payslip and staff are refused; A's lists show none of B's.
  listPayrollRuns: { kind: 'list', url: () => '/payroll/runs' },
  runPayrollMonth: {
    kind: 'own-write',
    url: () => '/payroll/runs',
    body: () => ({ month: '2026-10' }),
  },
  getPayrollRun: { kind: 'id', url: (f) => `/payroll/runs/${f.payrollRun}` },
  approvePayrollRun: { kind: 'id', url: (f) => `/payroll/runs/${f.payrollRun}/approve` },
  exportPayrollBankSheet: {
    kind: 'id',
    url: (f) => `/payroll/runs/${f.payrollRun}/bank-sheet?format=csv`,
  },
  downloadPayslip: { kind: 'id', url: (f) => `/payroll/payslips/${f.payslip}/pdf?lang=ur` },
  listMyPayslips: { kind: 'list', url: () => '/payroll/mine' },
  listPayrollStaff: { kind: 'list', url: () => '/payroll/staff' },
  listStaffAdvances: { kind: 'list', url: () => '/payroll/advances' },
  createStaffAdvance: {
    kind: 'id',
    url: () => '/payroll/advances',
    body: (f) => ({ user_id: f.teacher, amount: 5000, instalment: 1000, taken_on: '2026-10-01' }),
  },
  getIncomeTaxSlabs: { kind: 'list', url: () => '/payroll/tax-slabs' },
  saveIncomeTaxSlabs: {
    kind: 'own-write',
    url: () => '/payroll/tax-slabs',
    body: () => ({
      items: [
        { from_amount: 0, to_amount: 600000, fixed_amount: 0, rate_percent: 0 },
        { from_amount: 600000, to_amount: null, fixed_amount: 0, rate_percent: 5 },
      ],
    }),
  },
  // Leaving and character certificates: B's student and certificate are refused.
  listStudentCertificates: { kind: 'id', url: (f) => `/students/${f.student}/certificates` },
  issueStudentCertificate: {
    kind: 'id',
    url: (f) => `/students/${f.student}/certificates`,
    body: () => ({ kind: 'character', remarks: 'Matrix remarks' }),
  },
  revokeStudentCertificate: {
    kind: 'id',
    url: (f) => `/students/${f.student}/certificates/${f.schoolCertificate}/revoke`,
    body: () => ({ reason: 'Matrix' }),
  },
  downloadStudentCertificate: {
    kind: 'id',
    url: (f) => `/students/${f.student}/certificates/${f.schoolCertificate}/pdf`,
  },
  // Student photos and ID cards: B's student and section are refused.
  getStudentPhoto: { kind: 'id', url: (f) => `/students/${f.student}/photo` },
  uploadStudentPhoto: {
    kind: 'id',
    url: (f) => `/students/${f.student}/photo`,
    body: () => ({ content_type: 'image/png', data_base64: STUDENT_PHOTO_PNG }),
  },
  removeStudentPhoto: { kind: 'id', url: (f) => `/students/${f.student}/photo` },
  downloadSectionIdCards: { kind: 'id', url: (f) => `/school/sections/${f.section}/id-cards` },
  // the inbox, deliveries, channels, announcements
  listNotifications: { kind: 'list', url: () => '/notifications/?limit=100' },
  countUnreadNotifications: { kind: 'list', url: () => '/notifications/unread-count' },
  markAllNotificationsRead: { kind: 'own-write', url: () => '/notifications/read-all' },
  markNotificationRead: { kind: 'id', url: (f) => `/notifications/${f.notification}/read` },
  listDeliveries: { kind: 'list', url: () => '/notifications/deliveries?limit=100' },
  retryDelivery: { kind: 'id', url: (f) => `/notifications/deliveries/${f.delivery}/retry` },
  listNotificationChannels: { kind: 'list', url: () => '/notifications/channels' },
  updateNotificationChannels: {
    kind: 'own-write',
    url: () => '/notifications/channels',
    body: () => ({ channels: [{ channel: 'email', enabled: true }] }),
  },
  listAnnouncements: { kind: 'list', url: () => '/announcements/?limit=100' },
  // Names B's section: refused (teachers) or counts none of B's guardians (admins).
  previewAnnouncement: {
    kind: 'own-write',
    url: () => '/announcements/preview',
    body: (f) => ({
      title: 'Matrix',
      body: 'Matrix body',
      scope: 'sections',
      section_ids: [f.section],
      to_parents: true,
    }),
  },
  createAnnouncement: {
    kind: 'own-write',
    url: () => '/announcements/',
    body: (f) => ({
      title: 'Matrix',
      body: 'Matrix body',
      scope: 'sections',
      section_ids: [f.section],
      to_parents: true,
    }),
  },
  cancelAnnouncement: { kind: 'id', url: (f) => `/announcements/${f.announcement}/cancel` },
  // B's exams, sections, students, classes and runs are refused.
  listExams: { kind: 'list', url: (f) => `/exams?term_id=${f.year}&limit=100` },
  createExam: {
    kind: 'own-write',
    url: () => '/exams',
    // B's term and class: refused (422), never a row in B.
    body: (f) => ({
      term_id: f.year,
      name: 'Matrix exam',
      classes: [
        {
          class_id: f.schoolClass,
          papers: [{ subject_id: f.subject, max_marks: 100, passing_marks: 33 }],
        },
      ],
    }),
  },
  getExam: { kind: 'id', url: (f) => `/exams/${f.exam}` },
  updateExam: { kind: 'id', url: (f) => `/exams/${f.exam}`, body: () => ({ name: 'Taken' }) },
  publishExam: { kind: 'id', url: (f) => `/exams/${f.exam}/publication` },
  unpublishExam: { kind: 'id', url: (f) => `/exams/${f.exam}/publication` },
  submitExamForApproval: { kind: 'id', url: (f) => `/exams/${f.exam}/approval-request` },
  returnExamResults: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/return`,
    body: () => ({ reason: 'Check the maths marks.' }),
  },
  getExamCompleteness: { kind: 'id', url: (f) => `/exams/${f.exam}/completeness` },
  fillExamGaps: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/gaps`,
    body: (f) => ({ section_id: f.section, subject_id: f.subject, status: 'absent' }),
  },
  listMarkSheets: { kind: 'id', url: (f) => `/exams/${f.exam}/mark-sheets` },
  getMarksSheet: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/sections/${f.section}/subjects/${f.subject}/marks`,
  },
  saveMarks: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/sections/${f.section}/subjects/${f.subject}/marks`,
    body: (f) => ({ entries: [{ student_id: f.student, marks: 50, absent: false }] }),
  },
  getSectionResults: { kind: 'id', url: (f) => `/exams/${f.exam}/sections/${f.section}/results` },
  exportSectionResults: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/sections/${f.section}/results/export?format=xlsx`,
  },
  downloadSectionReportCards: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/sections/${f.section}/report-cards`,
  },
  getStudentResult: { kind: 'id', url: (f) => `/exams/${f.exam}/students/${f.student}/result` },
  saveReportCardRemarks: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/students/${f.student}/remarks`,
    body: () => ({ remarks: 'Taken' }),
  },
  downloadReportCard: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/students/${f.student}/report-card`,
  },
  createReportCardRun: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/report-card-runs`,
    body: (f) => ({ class_id: f.schoolClass }),
  },
  getReportCardRun: { kind: 'id', url: (f) => `/report-card-runs/${f.reportRun}` },
  downloadReportCardRunFile: {
    kind: 'id',
    url: (f) => `/report-card-runs/${f.reportRun}/sections/${f.section}`,
  },
  listMyResults: { kind: 'list', url: () => '/results/me' },
  // Datesheet: B's exam, paper and class are refused; A's own list shows none of B's.
  getExamDatesheet: { kind: 'id', url: (f) => `/exams/${f.exam}/datesheet` },
  addDatesheetPaper: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/datesheet/papers`,
    body: (f) => ({
      class_id: f.schoolClass,
      subject_id: f.subject,
      paper_date: MATRIX_DAY,
      starts_at: '13:00',
      duration_minutes: 60,
      room: 'Hall',
    }),
  },
  updateDatesheetPaper: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/datesheet/papers/${f.datesheetPaper}`,
    body: (f) => ({
      class_id: f.schoolClass,
      subject_id: f.subject,
      paper_date: MATRIX_DAY,
      starts_at: '13:00',
      ends_at: '14:00',
    }),
  },
  removeDatesheetPaper: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/datesheet/papers/${f.datesheetPaper}`,
  },
  publishDatesheet: { kind: 'id', url: (f) => `/exams/${f.exam}/datesheet/publication` },
  downloadDatesheet: {
    kind: 'id',
    url: (f) => `/exams/${f.exam}/datesheet/classes/${f.schoolClass}/pdf`,
  },
  listMyDatesheets: { kind: 'list', url: () => '/datesheets/me' },
  listPrintJobs: { kind: 'list', url: () => '/print-jobs' },
  createPrintJob: {
    kind: 'id',
    url: () => '/print-jobs',
    body: (f) => ({
      kind: 'report_cards',
      scope: 'class',
      exam_id: f.exam,
      class_id: f.schoolClass,
      language: 'ur',
    }),
  },
  getPrintJob: { kind: 'id', url: (f) => `/print-jobs/${f.printJob}` },
  downloadPrintJobFile: { kind: 'id', url: (f) => `/print-jobs/${f.printJob}/file` },
  getGradingScale: { kind: 'list', url: () => '/gradebook/grading-scale' },
  updateGradingScale: {
    kind: 'own-write',
    url: () => '/gradebook/grading-scale',
    body: () => ({
      bands: [
        { grade: 'P', min_percent: 33, max_percent: 100 },
        { grade: 'F', min_percent: 0, max_percent: 32 },
      ],
    }),
  },
  getSectionGradebook: { kind: 'id', url: (f) => `/gradebook/sections/${f.section}` },
  exportSectionGradebook: { kind: 'id', url: (f) => `/gradebook/sections/${f.section}/csv` },
  getClassCourses: { kind: 'id', url: (f) => `/gradebook/classes/${f.schoolClass}/courses` },
  updateClassCourses: {
    kind: 'id',
    url: (f) => `/gradebook/classes/${f.schoolClass}/courses`,
    body: (f) => ({ course_ids: [f.course] }),
  },
  // test message, dead letters
  testNotificationChannel: {
    kind: 'own-write',
    url: () => '/notifications/channels/email/test',
    body: () => ({ to: 'matrix@example.pk' }),
  },
  listDeadLetters: { kind: 'list', url: () => '/notifications/dead-letters?limit=100' },
  retryDeadLetter: {
    kind: 'id',
    url: (f) => `/notifications/dead-letters/${f.deadLetter}/retry`,
  },
  // the providers' delivery reports are public by design, each school's address
  // verified by its own signing secret: an unsigned report naming B's delivery, at A's address
  // or at B's, changes nothing (401) and shows nothing of B.
  receiveSmsDeliveryReport: {
    kind: 'public',
    url: () => '/webhooks/sms/iqbal-public-school/dlr',
    body: (f) => ({ id: 'sms-matrix', reference: `watni-${B}-${f.delivery}`, status: 'failed' }),
  },
  // Twilio's status callback and a Pakistani gateway's report at A's address naming B's
  // delivery: unsigned / wrong secret, so nothing of B changes or shows.
  receiveTwilioStatusCallback: {
    kind: 'public',
    url: (f) => `/webhooks/sms/iqbal-public-school/twilio?ref=watni-${B}-${f.delivery}`,
    body: () => ({ MessageSid: 'SMmatrix', MessageStatus: 'failed' }),
  },
  receiveSmsProviderReport: {
    kind: 'public',
    url: () => '/webhooks/sms/iqbal-public-school/report/matrix-guess-1?msgid=x&status=failed',
  },
  receiveSmsProviderReportPost: {
    kind: 'public',
    url: () => '/webhooks/sms/iqbal-public-school/report/matrix-guess-1',
    body: () => ({ msgid: 'x', status: 'failed' }),
  },
  verifyWhatsappWebhook: {
    kind: 'public',
    url: () =>
      '/webhooks/whatsapp/quaid-academy?hub.mode=subscribe&hub.verify_token=matrix-guess&hub.challenge=1',
  },
  receiveWhatsappWebhook: {
    kind: 'public',
    url: () => '/webhooks/whatsapp/quaid-academy',
    body: (f) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [
                  {
                    id: 'wamid.matrix',
                    status: 'failed',
                    biz_opaque_callback_data: `watni-${B}-${f.delivery}`,
                  },
                ],
              },
            },
          ],
        },
      ],
    }),
  },
  // online payment (the providers' notifications are public by design; naming
  // B's payment with an unsigned result must change nothing and show nothing of B)
  getOnlinePaymentSettings: { kind: 'list', url: () => '/payments/online/settings' },
  updateOnlinePaymentProvider: {
    kind: 'own-write',
    url: () => '/payments/online/settings/sandbox',
    body: () => ({ enabled: true }),
  },
  listOnlinePaymentProviders: { kind: 'list', url: () => '/payments/online/providers' },
  createOnlineCheckout: {
    kind: 'id',
    url: () => '/payments/online/checkouts',
    body: (f) => ({ provider: 'sandbox', enrollment_id: f.enrollment }),
  },
  listOnlinePayments: { kind: 'list', url: () => '/payments/online/payments?limit=500' },
  getOnlinePayment: { kind: 'id', url: (f) => `/payments/online/payments/${f.onlinePaymentRef}` },
  getOnlinePaymentReport: {
    kind: 'list',
    url: () =>
      `/payments/online/report?provider=sandbox&date=${new Date().toISOString().slice(0, 10)}`,
  },
  // Consumer numbers: the office's settings are its own; the banks' operations are public and
  // name a consumer number only (here one no school has: answered 01, nothing written).
  getBillerSettings: { kind: 'list', url: () => '/fees/biller/settings' },
  getBillerReport: {
    kind: 'list',
    url: () => `/fees/biller/report?aggregator=kuickpay&date=${MATRIX_DAY}`,
  },
  updateBillerSettings: {
    kind: 'own-write',
    url: () => '/fees/biller/settings/kuickpay',
    body: (_f, n) => ({ prefix: String(71000 + (n % 1000)), digits: 8 }),
  },
  billInquiry: {
    kind: 'public',
    url: () => '/biller/kuickpay/BillInquiry',
    body: () => ({ consumer_number: '999990000000001', bank_mnemonic: 'MATRIX', reserved: '' }),
  },
  billPayment: {
    kind: 'public',
    url: () => '/biller/kuickpay/BillPayment',
    body: () => ({
      consumer_number: '999990000000001',
      tran_auth_id: '123456',
      transaction_amount: '000000100000',
      tran_date: MATRIX_DAY.replaceAll('-', ''),
      tran_time: '101010',
      bank_mnemonic: 'MATRIX',
      reserved: '',
    }),
  },
  receiveOnlinePaymentCallback: {
    kind: 'public',
    url: () => '/payments/online/callback/sandbox',
    body: (f) => ({
      merchant: `SANDBOX-${B}`,
      txn_ref: f.onlinePaymentRef,
      amount: '100',
      status: 'paid',
      sandbox_ref: 'SBMATRIX',
      signature: 'F00D',
    }),
  },
  receiveOnlinePaymentNotification: {
    kind: 'public',
    url: (f) =>
      `/payments/online/callback/easypaisa?url=${encodeURIComponent(`https://x.example/IPNer/1/${f.onlinePaymentRef}`)}`,
  },
  returnFromOnlineCheckoutPost: {
    kind: 'public',
    url: () => '/payments/online/return/sandbox',
    body: (f) => ({ txn_ref: f.onlinePaymentRef, status: 'paid', signature: 'F00D' }),
  },
  returnFromOnlineCheckout: {
    kind: 'public',
    url: (f) =>
      `/payments/online/return/sandbox?txn_ref=${f.onlinePaymentRef}&status=paid&amount=100`,
  },
  showSandboxCheckout: {
    kind: 'public',
    url: () => '/payments/online/sandbox/checkout',
    body: (f) => ({ txn_ref: f.onlinePaymentRef, amount: '100', signature: 'F00D' }),
  },
  decideSandboxCheckout: {
    kind: 'public',
    url: () => '/payments/online/sandbox/decide',
    body: (f) => ({
      txn_ref: f.onlinePaymentRef,
      amount: '100',
      decision: 'paid',
      signature: 'F00D',
    }),
  },
};

const matrixCsv = (n: number) =>
  Buffer.from(
    `admission_no,first_name,last_name,gender,guardian_name,guardian_relation\nMX-${n},Matrix,Import,male,Matrix Father,father\n`,
  ).toString('base64');
const MATRIX_CSV = matrixCsv(0);
/** A one-student OneRoster 1.2 bulk package (columns as the binding orders them). */
const matrixRoster = (n: number) =>
  Buffer.from(
    zipSync({
      'manifest.csv': strToU8(
        'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.users,bulk\nfile.roles,bulk\n',
      ),
      'users.csv': strToU8(
        'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns\n' +
          `u1,,,true,MR-${n},,Matrix,Roster,,MR-${n},,,,,,,,,,,,org1,\n`,
      ),
      'roles.csv': strToU8(
        'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId\nr1,,,u1,primary,student,,,org1,\n',
      ),
    }),
  ).toString('base64');

/** Strings only B's private rows hold (emails, drafts, lesson bodies, questions). */
const PRIVATE = [
  '@quaid.edu.pk',
  `${B_MARKER} draft`,
  `${B_MARKER} lesson`,
  `${B_MARKER} question`,
  `${B_MARKER} bank question`,
];
/** Strings of any of B's rows, public ones included. */
const ANY_OF_B = [...PRIVATE, B_MARKER, 'quaid'];

let t: TestApp;
let f: FixtureB;
const operations = contractOperations();

/** ids of B's fee rows (the demo seed gives every school its fees). */
let feesB = { head: 0, voucher: 0, payment: 0, run: 0, concession: 0 };
async function feeIdsOfB(test: TestApp): Promise<typeof feesB> {
  const one = async (table: string) => {
    const result = await test.query((tx) =>
      tx.execute(sql.raw(`select min(id)::int as id from ${table} where tenant_id = ${B}`)),
    );
    const id = (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id;
    if (!id) throw new Error(`B has no ${table} row`);
    return id;
  };
  return {
    head: await one('fee_heads'),
    voucher: await one('vouchers'),
    payment: await one('payments'),
    run: await one('voucher_runs'),
    concession: await one('fee_concessions'),
  };
}

/** A family challan of B (its guardian, the challan, a family payment) and a reminder run of B. */
let familyB = { guardian: 0, challan: 0, payment: 0, run: 0 };
async function familyIdsOfB(test: TestApp): Promise<typeof familyB> {
  const one = async (query: string) => {
    const result = await test.query((tx) => tx.execute(sql.raw(query)));
    const id = (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id;
    if (!id) throw new Error(`nothing from: ${query}`);
    return Number(id);
  };
  const guardian = await one(`select min(id)::int as id from guardians where tenant_id = ${B}`);
  const challan = await one(
    `insert into family_challans (tenant_id, challan_no, guardian_id, issue_date, due_date)
     values (${B}, '209901-999999', ${guardian}, current_date, current_date) returning id`,
  );
  const payment = await one(
    `insert into family_payments (tenant_id, family_challan_id, receipt_no, amount, method, paid_on)
     values (${B}, ${challan}, 'R-FAMILY-B', 1, 'cash', current_date) returning id`,
  );
  const run = await one(
    `insert into fee_reminder_runs (tenant_id, run_day, status)
     values (${B}, current_date, 'done') returning id`,
  );
  return { guardian, challan, payment, run };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await buildFixtureB(t);
  feesB = await feeIdsOfB(t);
  familyB = await familyIdsOfB(t);
  for (const email of Object.values(ROLES_OF_A)) await t.tokenFor(email);
  ({ rosterTokenA, rosterClientIdB } = await rosterCredentials(t));
});
afterAll(() => t.close());

let rosterTokenA = '';
let rosterClientIdB = '';

/** A OneRoster client token of school A, and B's client's public client_id. */
async function rosterCredentials(app: TestApp) {
  // Both the roster and the demographics scope, so every read of the matrix answers A's rows.
  const tokenA = await oneRosterToken(app, ROLES_OF_A.admin, {
    name: 'Matrix reader',
    scope: `${ROSTER_SCOPE} ${DEMOGRAPHICS_SCOPE}`,
  });
  const listedB = await app.request({
    method: 'GET',
    url: '/api/school/oneroster/clients',
    token: await app.tokenFor('admin@quaid.edu.pk'),
  });
  return {
    rosterTokenA: tokenA,
    rosterClientIdB: (listedB.json() as { items: { client_id: string }[] }).items[0]!.client_id,
  };
}

interface Outcome {
  operationId: string;
  role: Role;
  status: number;
  problem?: string;
}

function leakIn(response: LightMyRequestResponse, entry: Entry): string | undefined {
  const text = response.body.toLowerCase();
  const strings = entry.allowPublic ? PRIVATE : ANY_OF_B;
  const hit = strings.find((s) => text.includes(s.toLowerCase()));
  if (hit) return `response contains "${hit}"`;
  if (!entry.allowPublic && (response.body.startsWith('{') || response.body.startsWith('['))) {
    const rows = rowsOfTenant(JSON.parse(response.body), B);
    if (rows.length) return `response holds ${rows.length} row(s) with tenant_id ${B}`;
  }
  return undefined;
}

function judge(op: Operation, entry: Entry, role: Role, response: LightMyRequestResponse) {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (role === 'anonymous' && op.auth === 'required') {
    return status === 401 ? undefined : `visitor got ${status}, expected 401`;
  }
  if (entry.kind === 'id') {
    if (status !== 403 && status !== 404) return `expected 403/404, got ${status}`;
    return undefined;
  }
  if (entry.kind === 'client-token') {
    if (role === 'anonymous') return status === 401 ? undefined : `visitor got ${status}`;
    // A path naming one of B's records (a single read or a nested one) is 404.
    if (op.path.includes('{'))
      return status === 404 ? undefined : `expected 404 for B's sourcedId, got ${status}`;
    if (status !== 200) return `expected 200 with A's client token, got ${status}`;
    return leakIn(response, entry);
  }
  if (op.operationId === 'issueOneRosterToken') {
    // RFC 6749 section 5.2's refusal (`error`, no `detail`): B's client_id, a wrong secret.
    return status === 401 ? leakIn(response, entry) : `expected invalid_client 401, got ${status}`;
  }
  if (status >= 400) {
    // A refusal of a list or own-tenant write (a student listing users) is fine, with a detail.
    const body = response.json() as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail ? undefined : 'refusal without detail';
  }
  if (op.operationId === 'exportOneRoster' && status === 200) {
    // The package is compressed: its files are read before looking for B's strings.
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    return leakIn({ body: text } as LightMyRequestResponse, entry);
  }
  if (entry.kind === 'list' && op.operationId === 'getEnrollmentCounts') {
    const counts = response.json() as Record<string, number>;
    if (Object.values(counts).some((n) => n !== 0)) return `counts B's course: ${response.body}`;
  }
  return leakIn(response, entry);
}

// Generous timeouts: the machine running CI may be busy; nothing here is timed.
describe('tenant-isolation matrix', { timeout: 900_000 }, () => {
  it('has an entry for every operation of openapi.yaml (and none for removed ones)', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("refuses B's ids and shows none of B's rows to any role of A, changing nothing in B", async () => {
    const outcomes: Outcome[] = [];
    let before = await checksums(t, B);
    let n = 0;
    for (const op of operations) {
      const entry = MATRIX[op.operationId];
      if (!entry) continue;
      for (const role of ROLES) {
        n += 1;
        const url =
          role === 'anonymous' && op.auth === 'optional' && entry.visitorUrl
            ? entry.visitorUrl(f)
            : entry.url(f);
        const body = entry.body?.(f, n);
        const response = await t.request({
          method: op.method,
          url: `/api${url}`,
          ...(role === 'anonymous'
            ? {}
            : {
                token:
                  entry.kind === 'client-token' ? rosterTokenA : await t.tokenFor(ROLES_OF_A[role]),
              }),
          ...(op.operationId === 'issueOneRosterToken'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: `grant_type=client_credentials&client_id=${rosterClientIdB}&client_secret=not-the-secret`,
              }
            : {}),
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        let problem = judge(op, entry, role, response);
        const after = await checksums(t, B);
        const changed = changedTables(before, after);
        if (changed.length) {
          problem = `${problem ? `${problem}; ` : ''}changed B's ${changed.join(', ')}`;
          before = after; // report each change once
        }
        outcomes.push({ operationId: op.operationId, role, status: response.statusCode, problem });
        if (problem)
          outcomes.at(-1)!.problem += ` — ${op.method} ${url}: ${response.body.slice(0, 200)}`;
      }
    }
    const leaks = outcomes.filter((o) => o.problem);
    const byStatus: Record<number, number> = {};
    for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    console.log(
      `[tenant-matrix] ${operations.length} operations × ${ROLES.length} roles = ${outcomes.length} cases; ` +
        `${leaks.length} leaks; statuses ${JSON.stringify(byStatus)}`,
    );
    expect(leaks.map((o) => `${o.operationId} as ${o.role}: ${o.problem}`)).toEqual([]);
    expect(outcomes.length).toBe(operations.length * ROLES.length);
  });

  it('would notice a leak: the same checks flag B’s own staff reading and writing B', async () => {
    const token = await t.tokenFor('admin@quaid.edu.pk');
    const listed = await t.request({ method: 'GET', url: '/api/users/?limit=500', token });
    expect(leakIn(listed, MATRIX.listUsers!)).toBeDefined();
    const before = await checksums(t, B);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/courses/${f.draftCourse}`,
      token,
      payload: { description: 'changed by B itself' },
    });
    expect(updated.statusCode).toBe(200);
    expect(changedTables(before, await checksums(t, B))).toContain('courses');
  });
});
