// @watni/api-client: the typed client of openapi.yaml, its auth middleware, and one data module
// per resource (query keys, query options, hooks, invalidation). Screens import from here only.

// The shared input rules of @watni/policy, for forms and the player
export type { VideoSource } from '@watni/policy';
export {
  isPlayableVideoUrl,
  isValidIban,
  normalizeIban,
  parseVideoUrl,
  VIDEO_URL_DETAIL,
} from '@watni/policy';
export type { ApiClient, ApiClientOptions } from './client';
export { createApiClient } from './client';
export type { FieldError } from './errors';
export { ApiError, errorMessage, fieldErrors, isApiError, unwrap } from './errors';
export type { QuizSaveFailure, QuizSavePlan, QuizSaveResult } from './hooks/quiz-builder';
export { saveQuiz, useSaveQuiz } from './hooks/quiz-builder';
export { useSessionExpired } from './hooks/session-expiry';
export { languageDependentKeys, refetchLanguageData } from './language';
export type { AuthMiddlewareOptions, FetchLike } from './middleware';
export { AUTH_PAGES, createAuthMiddleware, isAuthPage, redirectToLogin } from './middleware';
export type { OfflineState } from './offline';
export {
  API_CACHE_NAME,
  clearSavedApiReads,
  OFFLINE_COPY_HEADER,
  setOfflineStateForTest,
  useOfflineState,
} from './offline';
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
// Attendance
export type { RegisterChangesBody, RegisterSaveBody } from './queries/attendance';
export {
  attendanceAlertsQuery,
  attendanceKeys,
  mergeRegisterChanges,
  saveSectionRegister,
  sectionRegisterQuery,
  useAttendanceAlerts,
  useAttendanceSettings,
  useAttendanceToday,
  useSaveStaffRegister,
  useSectionMonth,
  useSectionRegister,
  useStaffRegister,
  useStudentMonth,
  useUpdateAttendanceSettings,
} from './queries/attendance';
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
  useLtiSignIn,
  useMe,
  useRefreshTokens,
  useRegister,
  useResetPassword,
  useResetPasswordWithCode,
  useSession,
} from './queries/auth';
export { useBankImportRun, useCreateBankImportRun } from './queries/bank-import-runs';
// Consumer numbers (1Bill, Kuickpay)
export type { Aggregator, BillerSettings, BillerSettingsInput } from './queries/biller';
export { useBillerSettings, useUpdateBillerSettings } from './queries/biller';
export {
  calendarKeys,
  useCalendarFeed,
  useResetCalendarFeed,
  useRevokeCalendarFeed,
} from './queries/calendar';
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
// dashboards per role, the To-grade queue, enrolment states.
export {
  dashboardKeys,
  dashboardQuery,
  dashboardSummaryQuery,
  invalidateDashboard,
  useDashboard,
  useDashboardSummary,
} from './queries/dashboard';
// Datesheet (module gradebook)
export type {
  Datesheet,
  DatesheetPaper,
  DatesheetPaperSave,
  MyDatesheet,
} from './queries/datesheet';
export {
  datesheetKeys,
  useDownloadDatesheet,
  useExamDatesheet,
  useMyDatesheets,
  usePublishDatesheet,
  useRemoveDatesheetPaper,
  useSaveDatesheetPaper,
} from './queries/datesheet';
// Diary and homework
export type { DiaryPostCreateBody, DiaryPostUpdateBody } from './queries/diary';
export {
  diaryKeys,
  sendDiaryEdit,
  sendDiaryPost,
  useCreateDiaryPost,
  useDeleteDiaryPost,
  useDiaryOptions,
  useDiaryReads,
  useFetchDiaryAttachment,
  useMyDiary,
  useSectionDiary,
  useUpdateDiaryPost,
} from './queries/diary';
export type { EnrollmentState } from './queries/enrollment-states';
export { myEnrollmentStatesQuery, useMyEnrollmentStates } from './queries/enrollment-states';
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
// Exams (module gradebook)
export type { ExamCreateBody, GradingScaleBody, MarksSaveBody } from './queries/exams';
export {
  examsKeys,
  saveMarks,
  useCreateExam,
  useCreateReportCardRun,
  useDownloadReportCard,
  useDownloadRunFile,
  useDownloadSectionReportCards,
  useExam,
  useExamCompleteness,
  useExams,
  useExportGradebook,
  useFillExamGaps,
  useGradingScale,
  useMarkSheets,
  useMarksSheet,
  useMyResults,
  usePublishExam,
  useReportCardRun,
  useReturnExamResults,
  useSaveRemarks,
  useSectionGradebook,
  useSectionResults,
  useStudentResult,
  useSubmitExamForApproval,
  useUpdateGradingScale,
} from './queries/exams';
// Exports
export type { ExportedFile, ExportFormat, ExportRequest } from './queries/exports';
export { downloadExport, useDownloadExport } from './queries/exports';
// Family challans and "remind every defaulter"
export type {
  BillerReport,
  Family,
  FamilyChallan,
  FamilyPayment,
  FeeReminderPreview,
  FeeReminderRun,
  FeeRemindersInput,
} from './queries/families';
export {
  useBillerReport,
  useDownloadFamilyPdf,
  useFamilies,
  useFamilyChallan,
  useFeeReminderRun,
  useIssueFamilyChallan,
  usePreviewFeeReminders,
  useRecordFamilyPayment,
  useStartFeeReminders,
} from './queries/families';
// Fees
export type {
  Concession,
  FeeCollectionReport,
  FeeDefaulter,
  FeeFile,
  FeeHead,
  FeeLedger,
  FeePayment,
  FeeSettings,
  FeeStructure,
  MyVoucher,
  OfficePaymentMethod,
  PaymentMethod,
  Voucher,
  VoucherDetail,
  VoucherQuery,
  VoucherRun,
  VoucherStatus,
} from './queries/fees';
export {
  downloadReceiptPdf,
  downloadVoucherPdf,
  feesKeys,
  useCancelVoucher,
  useConcessions,
  useCreateConcession,
  useCreateFeeHead,
  useDeleteConcession,
  useDownloadFeePdf,
  useFeeCollection,
  useFeeDefaulters,
  useFeeHeads,
  useFeeSettings,
  useFeeStructure,
  useMyVouchers,
  useRecordFeePayment,
  useRefundFeePayment,
  useRemindFeeDefaulter,
  useSaveClassFeeStructure,
  useStartVoucherRun,
  useStudentFeeLedger,
  useUpdateFeeHead,
  useUpdateFeeSettings,
  useVoucher,
  useVoucherRuns,
  useVouchers,
} from './queries/fees';
export type { GradingQueueQuery } from './queries/grading';
export {
  gradingCountQuery,
  gradingKeys,
  gradingQueueQuery,
  invalidateGrading,
  useGradingCount,
  useGradingQueue,
} from './queries/grading';
export { healthKeys, healthQuery, useHealth } from './queries/health';
export type {
  HrStaffRecordSaveBody,
  LeaveTypeSaveBody,
  SalaryComponentSaveBody,
  StaffDocumentUploadBody,
} from './queries/hr';
export {
  hrKeys,
  useCreateLeaveType,
  useCreateSalaryComponent,
  useDeleteLeaveType,
  useDeleteSalaryComponent,
  useDeleteStaffDocument,
  useDownloadStaffDocument,
  useHrStaff,
  useHrStaffMember,
  useLeaveTypes,
  useMyLeave,
  useSaveHrStaffRecord,
  useSetHrStaffLeaving,
  useUpdateLeaveType,
  useUpdateSalaryComponent,
  useUploadStaffDocument,
} from './queries/hr';
export type { StudentPhotoUploadBody } from './queries/idCards';
export {
  idCardKeys,
  useDownloadSectionIdCards,
  useRemoveStudentPhoto,
  useStudentPhoto,
  useUploadStudentPhoto,
} from './queries/idCards';
export {
  attemptResultQuery,
  invalidateAfterSubmit,
  learningLoopKeys,
  myAttemptsQuery,
  myCertificatesQuery,
  useAttemptResult,
  useDownloadCertificate,
  useMyAttempts,
  useMyCertificates,
  useVerifyCertificate,
  verifyCertificateQuery,
} from './queries/learningLoop';
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
export {
  ltiKeys,
  useCreateLtiPlatform,
  useDeleteLtiPlatform,
  useLtiDeepLinkItems,
  useLtiPlatforms,
} from './queries/lti';
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
// the inbox and announcements
export {
  // channels, test message, deliveries, dead letters
  type DeliveryFilter,
  notificationKeys,
  unreadCountQuery,
  useAnnouncements,
  useCreateAnnouncement,
  useDeadLetters,
  useDeliveries,
  useInbox,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationChannels,
  usePreviewAnnouncement,
  useRetryDeadLetter,
  useRetryDelivery,
  useTestNotificationChannel,
  useUnreadCount,
  useUpdateNotificationChannels,
} from './queries/notifications';
export {
  onerosterKeys,
  useCreateOneRosterClient,
  useCreateOneRosterImportRun,
  useDownloadOneRoster,
  useOneRosterClients,
  useOneRosterImportRun,
  usePreviewOneRosterImport,
  useRevokeOneRosterClient,
} from './queries/oneroster';
// Online payment
export type {
  OnlineCheckout,
  OnlinePayment,
  OnlinePaymentProvider,
  OnlinePaymentProviderUpdate,
  OnlinePaymentReport,
  OnlineProviderId,
} from './queries/payments-online';
export {
  onlinePaymentKeys,
  submitCheckout,
  useCreateOnlineCheckout,
  useOnlinePayment,
  useOnlinePaymentProviders,
  useOnlinePaymentReport,
  useOnlinePaymentSettings,
  useUpdateOnlinePaymentProvider,
} from './queries/payments-online';
export type { IncomeTaxSlabsBody, StaffAdvanceBody } from './queries/payroll';
export {
  payrollKeys,
  useApprovePayrollRun,
  useCreateStaffAdvance,
  useDownloadPayslip,
  useIncomeTaxSlabs,
  useMyPayslips,
  usePayrollRun,
  usePayrollRuns,
  usePayrollStaff,
  useRunPayrollMonth,
  useSaveIncomeTaxSlabs,
  useStaffAdvances,
} from './queries/payroll';
export type { ApplicantListQuery, OrganisationListQuery } from './queries/platform';
export {
  awaitingApprovalQuery,
  organisationsQuery,
  platformKeys,
  useApproveRegistration,
  useAwaitingApproval,
  useDeclinePendingUser,
  useOrganisations,
  useReactivateOrganisation,
  useRegenerateJoinCode,
  useRejectRegistration,
  useSuspendOrganisation,
} from './queries/platform';
export {
  printingKeys,
  useCreatePrintJob,
  useDeleteSchoolLogo,
  useDownloadPrintJobFile,
  usePrintJob,
  usePrintJobs,
  useSchoolLogo,
  useUploadSchoolLogo,
} from './queries/printing';
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
// Question banks
export type {
  BankExportVariables,
  BankImportVariables,
  BankQuestionsQuery,
  CreateBankQuestionVariables,
} from './queries/questionBank';
export {
  bankQuestionsQuery,
  questionBankKeys,
  useBankQuestions,
  useCreateBankQuestion,
  useDeleteBankQuestion,
  useDownloadBankExport,
  useImportBankQuestions,
  usePreviewBankImport,
  useUpdateBankQuestion,
} from './queries/questionBank';
// School structure and people
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
export type { SchoolCertificateIssueBody } from './queries/schoolCertificates';
export {
  schoolCertificateKeys,
  useDownloadStudentCertificate,
  useIssueStudentCertificate,
  useRevokeStudentCertificate,
  useStudentCertificates,
} from './queries/schoolCertificates';
export {
  settingsKeys,
  tenantSettingsQuery,
  useTenantSettings,
  useUpdateTenantSettings,
} from './queries/settings';
export { useCreateStudentImportRun, useStudentImportRun } from './queries/student-import-runs';
export type { StudentListQuery } from './queries/students';
export {
  myChildrenQuery,
  studentKeys,
  studentsQuery,
  useAcceptParentInvite,
  useAddStudentGuardian,
  useAdmissions,
  useAdmitApplicant,
  useCreateAdmission,
  useCreateStudent,
  useDeclineApplicant,
  useInviteParent,
  useMyChildren,
  usePreviewStudentImport,
  useStudent,
  useStudentPages,
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
// Roster, bulk decisions, payment details
export type {
  CourseRoster,
  EnrollmentDecisionResults,
  PaymentDetails,
  PaymentDetailsUpdate,
  RosterEntry,
  RosterFile,
  RosterQuery,
  RosterQuiz,
  RosterQuizScore,
  RosterSort,
  SortOrder,
} from './queries/teaching';
export {
  courseRosterQuery,
  downloadCourseRoster,
  fileNameOf,
  paymentDetailsQuery,
  teachingKeys,
  useCourseRoster,
  useDecideEnrollments,
  useExportCourseRoster,
  usePaymentDetails,
  useUpdatePaymentDetails,
} from './queries/teaching';
export { tenantKeys, tenantsQuery, useTenants } from './queries/tenants';
// Timetable
export type {
  BellScheduleDaySaveBody,
  TimetableCell,
  TimetableEntrySaveBody,
} from './queries/timetable';
export {
  timetableKeys,
  useBellSchedule,
  useDeleteTimetableEntry,
  useSaveBellScheduleDay,
  useSectionTimetable,
  useSetTimetableEntry,
  useTeacherTimetable,
  useTimetableToday,
} from './queries/timetable';
export type { TransportRouteSaveBody, TransportStopSaveBody } from './queries/transport';
export {
  transportKeys,
  useAssignTransport,
  useCreateTransportRoute,
  useCreateTransportStop,
  useDeleteTransportStop,
  useDownloadTransportRouteList,
  useMyTransport,
  useTransportRiders,
  useTransportRoutes,
  useUnassignTransport,
  useUpdateTransportRoute,
  useUpdateTransportStop,
} from './queries/transport';
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
  Applicant,
  Assessment,
  AssessmentAdmin,
  AssessmentCreate,
  AssessmentSummary,
  AssessmentType,
  AssessmentUpdate,
  Attempt,
  AttemptQuestionResult,
  AttemptResult,
  AttemptSummary,
  AttendanceAlert,
  AttendanceSectionToday,
  AttendanceSettings,
  AttendanceStatus,
  AttendanceToday,
  AttendanceTotals,
  AuditEntry,
  BankImportPreview,
  BankImportProblem,
  BankImportResult,
  BankQuestion,
  BankQuestionCreate,
  BankQuestionList,
  BankTagCount,
  // Timetable
  BellPeriod,
  BellSchedule,
  BellScheduleDay,
  Certificate,
  CertificateVerification,
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
  Dashboard,
  DashboardSummary,
  DiaryAttachmentFile,
  DiaryAttachmentUpload,
  DiaryDay,
  DiaryOptions,
  DiaryPost,
  DiaryPostReads,
  DiaryReader,
  DiaryReads,
  DiarySectionOption,
  Enrollment,
  EnrollmentCounts,
  EnrollmentStatus,
  EnrollmentUpdate,
  ErrorBody,
  Exam,
  ExamApproval,
  ExamCompleteness,
  ExamSummary,
  ForgotPasswordRequest,
  GradingBand,
  GradingQueue,
  GradingQueueItem,
  GradingScale,
  Guardian,
  Health,
  HrStaffMember,
  HrStaffSummary,
  ImportColumnMapping,
  ImportField,
  ImportPreview,
  ImportProblem,
  ImportResult,
  IncomeTaxSlab,
  LeaveBalance,
  LeaveBalances,
  LeaveType,
  LeaveTypeOption,
  Lesson,
  LessonCreate,
  LessonProgress,
  LessonProgressUpdate,
  LessonUpdate,
  LoginRequest,
  LtiDeepLinkItems,
  LtiPlatform,
  LtiPlatformCreate,
  MarkInput,
  MarkRefusal,
  MarkSheetList,
  MarksSaved,
  MarksSheet,
  Message,
  Module,
  ModuleAccess,
  ModuleAccessCheck,
  ModuleCategory,
  ModuleCategoryCount,
  MyAttempts,
  MyCourse,
  MyDiary,
  MyDiaryGroup,
  MyResult,
  MyTransportChild,
  OneRosterClient,
  OneRosterClientCreated,
  OneRosterCounts,
  OneRosterImportResult,
  OneRosterPreview,
  Organisation,
  OrganisationStatus,
  PaymentStatus,
  PayrollRun,
  PayrollRunDetail,
  PayrollStaff,
  Payslip,
  PendingUser,
  Placement,
  Plan,
  PlanComparison,
  PlanModule,
  PlanSlug,
  PlatformDashboard,
  PrintJob,
  PrintJobCreate,
  QueryParams,
  Question,
  QuestionAdmin,
  QuestionCreate,
  QuestionFileFormat,
  QuestionOptions,
  QuestionResult,
  QuestionType,
  QuestionUpdate,
  QuizState,
  RandomDraw,
  RecentResult,
  RegisterChangeOutcome,
  RegisterEntry,
  RegisterRequest,
  RegisterResponse,
  RegistrationMode,
  ReportCardRun,
  ResetPasswordRequest,
  SalaryComponent,
  Schema,
  Schemas,
  SchoolCertificate,
  SchoolCertificateKind,
  SchoolClass,
  SchoolLogo,
  SchoolOfficeDay,
  Section,
  SectionGradebook,
  SectionMonth,
  SectionRegister,
  SectionResults,
  SectionTimetable,
  StaffAdvance,
  StaffAttendanceStatus,
  StaffDocument,
  StaffRegister,
  StudentDashboard,
  StudentMonth,
  StudentPhoto,
  StudentProfile,
  StudentResult,
  StudentSummary,
  Subject,
  Submission,
  SubmissionCreate,
  SubmissionGrade,
  TaughtCourse,
  TeacherDay,
  TeacherTimetable,
  TeachingDashboard,
  TenantAdminDashboard,
  TenantFigures,
  TenantSettings,
  TenantSettingsUpdate,
  TenantSummary,
  Term,
  TimetableEntry,
  TimetableToday,
  TimetableTodayGroup,
  TodayPeriod,
  Tokens,
  TransportRider,
  TransportRoute,
  TransportStop,
  UpcomingQuiz,
  User,
  UserCreate,
  UserRole,
  UserStats,
  UserSummary,
  UserUpdate,
} from './types';
