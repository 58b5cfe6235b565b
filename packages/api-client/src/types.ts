// Named aliases of the contract's schemas, for screens and stories. Generated types stay in
// schema.d.ts; these are only shorter names (the error body is `ErrorBody`, not `Error`).
import type { components, operations } from './schema';

export type Schemas = components['schemas'];
/** Any schema of the contract by name, e.g. `Schema<'Course'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
/** The query parameters of an operation, e.g. `QueryParams<'listUsers'>`. */
export type QueryParams<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>;

export type ErrorBody = Schemas['Error'];
export type Message = Schemas['Message'];
export type Health = Schemas['Health'];
export type LoginRequest = Schemas['LoginRequest'];
export type Tokens = Schemas['Tokens'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type RegisterResponse = Schemas['RegisterResponse'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type TenantSummary = Schemas['TenantSummary'];
export type User = Schemas['User'];
export type UserCreate = Schemas['UserCreate'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserStats = Schemas['UserStats'];
export type UserRole = Schemas['UserRole'];
export type Currency = Schemas['Currency'];
export type CourseLevel = Schemas['CourseLevel'];
export type Course = Schemas['Course'];
export type CourseCreate = Schemas['CourseCreate'];
export type CourseUpdate = Schemas['CourseUpdate'];
export type CourseSummary = Schemas['CourseSummary'];
export type UserSummary = Schemas['UserSummary'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type EnrollmentStatus = Schemas['EnrollmentStatus'];
export type EnrollmentUpdate = Schemas['EnrollmentUpdate'];
export type Enrollment = Schemas['Enrollment'];
export type EnrollmentCounts = Schemas['EnrollmentCounts'];
export type ContentType = Schemas['ContentType'];
export type Lesson = Schemas['Lesson'];
export type LessonCreate = Schemas['LessonCreate'];
export type LessonUpdate = Schemas['LessonUpdate'];
export type LessonProgressUpdate = Schemas['LessonProgressUpdate'];
export type LessonProgress = Schemas['LessonProgress'];
export type CourseProgress = Schemas['CourseProgress'];
export type AssessmentType = Schemas['AssessmentType'];
export type QuestionType = Schemas['QuestionType'];
export type Question = Schemas['Question'];
export type QuestionAdmin = Schemas['QuestionAdmin'];
export type BankQuestion = Schemas['BankQuestion'];
export type BankQuestionCreate = Schemas['BankQuestionCreate'];
export type BankQuestionList = Schemas['BankQuestionList'];
export type BankTagCount = Schemas['BankTagCount'];
export type RandomDraw = Schemas['RandomDraw'];
export type QuestionCreate = Schemas['QuestionCreate'];
export type QuestionUpdate = Schemas['QuestionUpdate'];
export type QuestionOptions = Schemas['QuestionOptions'];
export type AssessmentSummary = Schemas['AssessmentSummary'];
export type Assessment = Schemas['Assessment'];
export type AssessmentAdmin = Schemas['AssessmentAdmin'];
export type AssessmentCreate = Schemas['AssessmentCreate'];
export type AssessmentUpdate = Schemas['AssessmentUpdate'];
export type Attempt = Schemas['Attempt'];
export type Answers = Schemas['Answers'];
export type SubmissionCreate = Schemas['SubmissionCreate'];
export type QuestionResult = Schemas['QuestionResult'];
export type Submission = Schemas['Submission'];
export type SubmissionGrade = Schemas['SubmissionGrade'];
export type ModuleCategory = Schemas['ModuleCategory'];
export type Module = Schemas['Module'];
export type ModuleCategoryCount = Schemas['ModuleCategoryCount'];
export type ModuleAccess = Schemas['ModuleAccess'];
export type ModuleAccessCheck = Schemas['ModuleAccessCheck'];
export type PlanSlug = Schemas['PlanSlug'];
export type Plan = Schemas['Plan'];
export type PlanModule = Schemas['PlanModule'];
export type PlanComparison = Schemas['PlanComparison'];
export type CurrentSubscription = Schemas['CurrentSubscription'];
export type PendingUser = Schemas['PendingUser'];
// issue-13-platform
export type Organisation = Schemas['Organisation'];
export type OrganisationStatus = Schemas['OrganisationStatus'];
export type Applicant = Schemas['Applicant'];
export type RegistrationMode = Schemas['RegistrationMode'];
export type CreateTenantRequest = Schemas['CreateTenantRequest'];
export type CreateTenantResponse = Schemas['CreateTenantResponse'];
export type TenantSettings = Schemas['TenantSettings'];
export type TenantSettingsUpdate = Schemas['TenantSettingsUpdate'];
export type DashboardSummary = Schemas['DashboardSummary'];
export type TenantFigures = Schemas['TenantFigures'];
export type AuditEntry = Schemas['AuditEntry'];
export type ContactRequest = Schemas['ContactRequest'];

// School (issue 16)
export type AcademicYear = Schemas['AcademicYear'];
export type Term = Schemas['Term'];
export type SchoolClass = Schemas['SchoolClass'];
export type Section = Schemas['Section'];
export type Subject = Schemas['Subject'];
export type StudentSummary = Schemas['StudentSummary'];
export type StudentProfile = Schemas['StudentProfile'];
export type Placement = Schemas['Placement'];
export type Guardian = Schemas['Guardian'];
export type Child = Schemas['Child'];
export type Admission = Schemas['Admission'];
export type ImportPreview = Schemas['ImportPreview'];
export type ImportResult = Schemas['ImportResult'];
export type ImportProblem = Schemas['ImportProblem'];
// Attendance (issue 19)
export type AttendanceStatus = Schemas['AttendanceStatus'];
export type AttendanceTotals = Schemas['AttendanceTotals'];
export type AttendanceToday = Schemas['AttendanceToday'];
export type AttendanceSectionToday = Schemas['AttendanceSectionToday'];
export type SectionRegister = Schemas['SectionRegister'];
export type RegisterEntry = Schemas['RegisterEntry'];
export type SectionMonth = Schemas['SectionMonth'];
export type StudentMonth = Schemas['StudentMonth'];
export type AttendanceAlert = Schemas['AttendanceAlert'];
export type AttendanceSettings = Schemas['AttendanceSettings'];
export type StaffRegister = Schemas['StaffRegister'];
export type StaffAttendanceStatus = Schemas['StaffAttendanceStatus'];
// Timetable (issue 21)
export type BellSchedule = Schemas['BellSchedule'];
export type BellScheduleDay = Schemas['BellScheduleDay'];
export type BellPeriod = Schemas['BellPeriod'];
export type TimetableEntry = Schemas['TimetableEntry'];
export type SectionTimetable = Schemas['SectionTimetable'];
export type TeacherTimetable = Schemas['TeacherTimetable'];
export type TimetableToday = Schemas['TimetableToday'];
export type TimetableTodayGroup = Schemas['TimetableTodayGroup'];
export type TodayPeriod = Schemas['TodayPeriod'];
// issue-13-dashboards
export type Dashboard = Schemas['Dashboard'];
export type StudentDashboard = Schemas['StudentDashboard'];
export type TeachingDashboard = Schemas['TeachingDashboard'];
export type TenantAdminDashboard = Schemas['TenantAdminDashboard'];
export type PlatformDashboard = Schemas['PlatformDashboard'];
export type MyCourse = Schemas['MyCourse'];
export type UpcomingQuiz = Schemas['UpcomingQuiz'];
export type RecentResult = Schemas['RecentResult'];
export type TaughtCourse = Schemas['TaughtCourse'];
export type GradingQueue = Schemas['GradingQueue'];
export type GradingQueueItem = Schemas['GradingQueueItem'];
// added by issue-17
export type QuizState = Schemas['QuizState'];
export type AttemptSummary = Schemas['AttemptSummary'];
export type MyAttempts = Schemas['MyAttempts'];
export type AttemptResult = Schemas['AttemptResult'];
export type AttemptQuestionResult = Schemas['AttemptQuestionResult'];
export type Certificate = Schemas['Certificate'];
export type CertificateVerification = Schemas['CertificateVerification'];
// Exams (issue-21-exams, module gradebook)
export type Exam = Schemas['Exam'];
export type ExamSummary = Schemas['ExamSummary'];
export type MarkSheetList = Schemas['MarkSheetList'];
export type MarksSheet = Schemas['MarksSheet'];
export type MarkInput = Schemas['MarkInput'];
export type MarksSaved = Schemas['MarksSaved'];
export type ExamCompleteness = Schemas['ExamCompleteness'];
export type MarkRefusal = Schemas['MarkRefusal'];
export type SectionResults = Schemas['SectionResults'];
export type StudentResult = Schemas['StudentResult'];
export type MyResult = Schemas['MyResult'];
export type GradingScale = Schemas['GradingScale'];
export type GradingBand = Schemas['GradingBand'];
export type SectionGradebook = Schemas['SectionGradebook'];
export type ReportCardRun = Schemas['ReportCardRun'];
