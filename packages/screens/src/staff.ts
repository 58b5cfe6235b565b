// @watni/screens/staff: the management and administration screens. Imported only by the
// site's lazy staff routes and its staff guard.
export { type StaffMessages, staffMessages } from './messages/staff';
export {
  type StaffAssessmentMessages,
  staffAssessmentMessages,
} from './messages/staff-assessments';
// Platform administration and who may join
export {
  AwaitingApprovalView,
  type AwaitingApprovalViewProps,
} from './platform/AwaitingApproval/AwaitingApproval';
export { AwaitingApprovalContainer } from './platform/AwaitingApproval/AwaitingApprovalContainer';
export {
  OrganisationsView,
  type OrganisationsViewProps,
} from './platform/Organisations/Organisations';
export { OrganisationsContainer } from './platform/Organisations/OrganisationsContainer';
// The course roster and the payment details of the settings screen
export {
  CourseRosterView,
  type CourseRosterViewProps,
  pakistanDateTime,
} from './staff/CourseRoster/CourseRoster';
export { CourseRosterContainer } from './staff/CourseRoster/CourseRosterContainer';
// the To-grade queue.
export {
  GradingQueueView,
  type GradingQueueViewProps,
  gradingPath,
} from './staff/GradingQueue/GradingQueue';
export { GradingQueueContainer } from './staff/GradingQueue/GradingQueueContainer';
export {
  AssessmentsFrame,
  ManageAssessmentsView,
  type ManageAssessmentsViewProps,
} from './staff/ManageAssessments/ManageAssessments';
export {
  assessmentPaths,
  ManageAssessmentsContainer,
} from './staff/ManageAssessments/ManageAssessmentsContainer';
export {
  type CourseDialogState,
  ManageCoursesView,
  type ManageCoursesViewProps,
} from './staff/ManageCourses/ManageCourses';
export { ManageCoursesContainer } from './staff/ManageCourses/ManageCoursesContainer';
export {
  type EnrollmentTab,
  enrollmentTabs,
  ManageEnrollmentsView,
  type ManageEnrollmentsViewProps,
} from './staff/ManageEnrollments/ManageEnrollments';
export { ManageEnrollmentsContainer } from './staff/ManageEnrollments/ManageEnrollmentsContainer';
export {
  type LessonDialogState,
  ManageLessonsView,
  type ManageLessonsViewProps,
} from './staff/ManageLessons/ManageLessons';
export { ManageLessonsContainer } from './staff/ManageLessons/ManageLessonsContainer';
export {
  type ModuleCategoryFilter,
  ModuleManagementView,
  type ModuleManagementViewProps,
  moduleCategories,
} from './staff/ModuleManagement/ModuleManagement';
export { ModuleManagementContainer } from './staff/ModuleManagement/ModuleManagementContainer';
export { NoAccess } from './staff/NoAccess/NoAccess';
export {
  type CreateTenantValues,
  PendingUsersView,
  type PendingUsersViewProps,
  type TenantType,
} from './staff/PendingUsers/PendingUsers';
export { PendingUsersContainer } from './staff/PendingUsers/PendingUsersContainer';
// A course's question bank
export {
  QuestionBankView,
  type QuestionBankViewProps,
} from './staff/QuestionBank/QuestionBank';
export { QuestionBankContainer } from './staff/QuestionBank/QuestionBankContainer';
export {
  QuizBuilderView,
  type QuizBuilderViewProps,
} from './staff/QuizBuilder/QuizBuilder';
export { QuizBuilderContainer } from './staff/QuizBuilder/QuizBuilderContainer';
export {
  QuizSubmissionsView,
  type QuizSubmissionsViewProps,
  type SubmissionTab,
  submissionTabs,
} from './staff/QuizSubmissions/QuizSubmissions';
export { QuizSubmissionsContainer } from './staff/QuizSubmissions/QuizSubmissionsContainer';
export {
  SubscriptionPlansView,
  type SubscriptionPlansViewProps,
  type SubscriptionTab,
  yearlySaving,
} from './staff/SubscriptionPlans/SubscriptionPlans';
export { SubscriptionPlansContainer } from './staff/SubscriptionPlans/SubscriptionPlansContainer';
export {
  parseCourseLimit,
  TenantSettingsView,
  type TenantSettingsViewProps,
} from './staff/TenantSettings/TenantSettings';
export { TenantSettingsContainer } from './staff/TenantSettings/TenantSettingsContainer';
export {
  type UserDialogState,
  UserManagementView,
  type UserManagementViewProps,
  type UserRoleFilter,
  type UserStatusFilter,
} from './staff/UserManagement/UserManagement';
export { UserManagementContainer } from './staff/UserManagement/UserManagementContainer';
