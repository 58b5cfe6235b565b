// @watni/api-client: the typed client of openapi.yaml, its auth middleware, and one data module
// per resource (query keys, query options, hooks, invalidation). Screens import from here only.

export type { ApiClient, ApiClientOptions } from './client';
export { createApiClient } from './client';
export type { FieldError } from './errors';
export { ApiError, errorMessage, fieldErrors, isApiError, unwrap } from './errors';
export type { QuizSaveFailure, QuizSavePlan, QuizSaveResult } from './hooks/quiz-builder';
export { saveQuiz, useSaveQuiz } from './hooks/quiz-builder';
export { useSessionExpired } from './hooks/session-expiry';
export type { AuthMiddlewareOptions, FetchLike } from './middleware';
export { AUTH_PAGES, createAuthMiddleware, isAuthPage, redirectToLogin } from './middleware';
export type { AuthRequirement, OperationKey } from './operations';
export { authRequirement, OPTIONAL_AUTH_OPERATIONS, PUBLIC_OPERATIONS } from './operations';
export type {
  Permission,
  Permissions,
  PolicySettings,
  Role,
  RoleSubject,
  ScreenPath,
} from './permissions';
export {
  badgeRoleOf,
  PERMISSION_TABLE,
  PERMISSIONS,
  permissionsOf,
  ROLES,
  roleCan,
  roleOf,
  SCREEN_PATHS,
  SCREEN_PERMISSIONS,
  usePermissions,
} from './permissions';
export type { ApiProviderProps } from './provider';
export { ApiProvider, createQueryClient, shouldRetry, useApiClient } from './provider';
export type { MakeTenantAdminVariables } from './queries/admin';
export {
  adminKeys,
  pendingUsersQuery,
  useCreateTenantForUser,
  useMakeTenantAdmin,
  usePendingUsers,
} from './queries/admin';
export type { CourseAssessmentsQuery, CreateQuestionVariables } from './queries/assessments';
export {
  assessmentAdminQuery,
  assessmentKeys,
  assessmentQuery,
  courseAssessmentsQuery,
  invalidateAssessments,
  useAssessment,
  useAssessmentAdmin,
  useCourseAssessments,
  useCreateAssessment,
  useCreateQuestion,
  useDeleteAssessment,
  useDeleteQuestion,
  useStartAttempt,
  useUpdateAssessment,
  useUpdateQuestion,
} from './queries/assessments';
export type { AuditLogQuery } from './queries/audit';
export { auditKeys, auditLogQuery, useAuditLog } from './queries/audit';
export type { Session, SessionStatus } from './queries/auth';
export {
  authKeys,
  meQuery,
  useAccessToken,
  useForgotPassword,
  useLogin,
  useLogout,
  useMe,
  useRefreshTokens,
  useRegister,
  useResetPassword,
  useSession,
} from './queries/auth';
export { useSubmitContact } from './queries/contact';
export type { CourseListQuery, PublicCourseListQuery } from './queries/courses';
export {
  courseKeys,
  courseQuery,
  coursesQuery,
  invalidateCourses,
  publicCoursesQuery,
  useCourse,
  useCourses,
  useCreateCourse,
  useDeleteCourse,
  usePublicCourses,
  useUpdateCourse,
} from './queries/courses';
export {
  dashboardKeys,
  dashboardSummaryQuery,
  invalidateDashboard,
  useDashboardSummary,
} from './queries/dashboard';
export type {
  CourseEnrollmentListQuery,
  EnrollmentCountsQuery,
  EnrollmentListQuery,
  EnrollVariables,
  MyEnrollmentListQuery,
  RejectVariables,
} from './queries/enrollments';
export {
  courseEnrollmentsQuery,
  enrollmentCountsQuery,
  enrollmentKeys,
  enrollmentsQuery,
  invalidateEnrollments,
  myEnrollmentsQuery,
  updateEnrollment,
  useApproveEnrollment,
  useCourseEnrollments,
  useDeleteEnrollment,
  useEnroll,
  useEnrollmentCounts,
  useEnrollments,
  useMyEnrollments,
  useRejectEnrollment,
  useUpdateEnrollment,
} from './queries/enrollments';
export { healthKeys, healthQuery, useHealth } from './queries/health';
export type { CourseLessonsQuery, ReorderVariables } from './queries/lessons';
export {
  courseLessonsQuery,
  invalidateLessons,
  lessonKeys,
  lessonQuery,
  useCourseLessons,
  useCreateLesson,
  useDeleteLesson,
  useLesson,
  useReorderLessons,
  useUpdateLesson,
} from './queries/lessons';
export type { ModuleListQuery, ToggleModuleVariables } from './queries/modules';
export {
  invalidateModuleAccess,
  moduleAccessCheckQuery,
  moduleCategoriesQuery,
  moduleKeys,
  moduleQuery,
  modulesQuery,
  tenantModuleAccessQuery,
  useModule,
  useModuleAccessCheck,
  useModuleCategories,
  useModules,
  useTenantModuleAccess,
  useToggleModule,
} from './queries/modules';
export type { MarkCompleteVariables, RecordProgressVariables } from './queries/progress';
export {
  myCourseProgressQuery,
  myLessonProgressQuery,
  progressKeys,
  recordLessonProgress,
  useMarkLessonComplete,
  useMyCourseProgress,
  useMyLessonProgress,
  useRecordLessonProgress,
} from './queries/progress';
// School structure and people (issue 16)
export {
  academicYearsQuery,
  classesQuery,
  schoolKeys,
  useAcademicYears,
  useApplyDefaultClasses,
  useAssignSubjectTeacher,
  useClasses,
  useCreateAcademicYear,
  useCreateClass,
  useCreateSection,
  useCreateSubject,
  useCreateTerm,
  usePromoteSection,
  useUpdateAcademicYear,
  useUpdateSection,
} from './queries/school';
export {
  settingsKeys,
  tenantSettingsQuery,
  useTenantSettings,
  useUpdateTenantSettings,
} from './queries/settings';
export type { StudentListQuery } from './queries/students';
export {
  studentKeys,
  studentsQuery,
  useAcceptParentInvite,
  useAddStudentGuardian,
  useAdmissions,
  useAdmitApplicant,
  useCreateAdmission,
  useCreateStudent,
  useDeclineApplicant,
  useImportStudents,
  useInviteParent,
  useMyChildren,
  usePreviewStudentImport,
  useStudent,
  useStudents,
  useUpdateGuardian,
  useUpdateStudent,
} from './queries/students';
export type { SubmissionListQuery, SubmitVariables } from './queries/submissions';
export {
  allSubmissionsQuery,
  mySubmissionsQuery,
  SUBMISSIONS_PAGE_LIMIT,
  submissionKeys,
  submissionsQuery,
  useAllSubmissions,
  useGradeSubmission,
  useMySubmissions,
  useSubmissions,
  useSubmitAssessment,
} from './queries/submissions';
export {
  currentSubscriptionQuery,
  planComparisonQuery,
  planModulesQuery,
  planQuery,
  plansQuery,
  subscriptionKeys,
  useCurrentSubscription,
  usePlan,
  usePlanComparison,
  usePlanModules,
  usePlans,
} from './queries/subscriptions';
export { tenantKeys, tenantsQuery, useTenants } from './queries/tenants';
export type { UserListQuery } from './queries/users';
export {
  invalidateUsers,
  useCreateUser,
  useDeactivateUser,
  userKeys,
  userQuery,
  userStatsQuery,
  usersQuery,
  useUpdateUser,
  useUser,
  useUserStats,
  useUsers,
} from './queries/users';
// Generated contract types, and short names for its schemas.
export type * from './schema';
export type { KeyValueStorage, StoredTokens, TokenStore, TokenStoreOptions } from './tokens';
export { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from './tokens';
export type {
  AcademicYear,
  Admission,
  Answers,
  Assessment,
  AssessmentAdmin,
  AssessmentCreate,
  AssessmentSummary,
  AssessmentType,
  AssessmentUpdate,
  Attempt,
  AuditEntry,
  Child,
  ContactRequest,
  ContentType,
  Course,
  CourseCreate,
  CourseLevel,
  CourseProgress,
  CourseSummary,
  CourseUpdate,
  CreateTenantRequest,
  CreateTenantResponse,
  Currency,
  CurrentSubscription,
  DashboardSummary,
  Enrollment,
  EnrollmentCounts,
  EnrollmentStatus,
  EnrollmentUpdate,
  ErrorBody,
  ForgotPasswordRequest,
  Guardian,
  Health,
  ImportPreview,
  ImportProblem,
  ImportResult,
  Lesson,
  LessonCreate,
  LessonProgress,
  LessonProgressUpdate,
  LessonUpdate,
  LoginRequest,
  Message,
  Module,
  ModuleAccess,
  ModuleAccessCheck,
  ModuleCategory,
  ModuleCategoryCount,
  PaymentStatus,
  PendingUser,
  Placement,
  Plan,
  PlanComparison,
  PlanModule,
  PlanSlug,
  QueryParams,
  Question,
  QuestionAdmin,
  QuestionCreate,
  QuestionOptions,
  QuestionResult,
  QuestionType,
  QuestionUpdate,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  Schema,
  Schemas,
  SchoolClass,
  Section,
  StudentProfile,
  StudentSummary,
  Subject,
  Submission,
  SubmissionCreate,
  SubmissionGrade,
  TenantFigures,
  TenantSettings,
  TenantSettingsUpdate,
  TenantSummary,
  Term,
  Tokens,
  User,
  UserCreate,
  UserRole,
  UserStats,
  UserSummary,
  UserUpdate,
} from './types';
