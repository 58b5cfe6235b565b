// @watni/screens/learner: the learner area. Containers (`...Page`) are what routes
// render; views (`...View`) are pure and used by the stories.

export { loginHref, safeNext } from './learner/_shared/next';
// Results, attempts, certificates
export {
  AttemptResultView,
  type AttemptResultViewProps,
} from './learner/AttemptResult/AttemptResult';
export { AttemptResultPage } from './learner/AttemptResult/AttemptResultContainer';
export {
  CatalogueView,
  type CatalogueViewProps,
  type CourseCard,
} from './learner/Catalogue/Catalogue';
export { CataloguePage } from './learner/Catalogue/CatalogueContainer';
export {
  CertificateCard,
  type CertificateCardProps,
} from './learner/CertificateCard/CertificateCard';
export {
  CourseLessonsView,
  type CourseLessonsViewProps,
  type LessonAccess,
} from './learner/CourseLessons/CourseLessons';
export { CourseLessonsPage } from './learner/CourseLessons/CourseLessonsContainer';
export { DashboardView, type DashboardViewProps } from './learner/Dashboard/Dashboard';
export { DashboardPage } from './learner/Dashboard/DashboardContainer';
export { EnrollView, type EnrollViewProps, enrollmentState } from './learner/Enroll/Enroll';
export { EnrollPage } from './learner/Enroll/EnrollContainer';
export {
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './learner/ForgotPassword/ForgotPassword';
export { ForgotPasswordPage } from './learner/ForgotPassword/ForgotPasswordContainer';
export {
  embedUrl,
  type LessonContent,
  LessonViewerView,
  type LessonViewerViewProps,
} from './learner/LessonViewer/LessonViewer';
export { LessonViewerPage } from './learner/LessonViewer/LessonViewerContainer';
export {
  MyCertificatesView,
  type MyCertificatesViewProps,
} from './learner/MyCertificates/MyCertificates';
export { MyCertificatesPage } from './learner/MyCertificates/MyCertificatesContainer';
export {
  formatClock,
  type QuizAnswers,
  type QuizAssessment,
  QuizView,
  type QuizViewProps,
} from './learner/Quiz/Quiz';
export { QuizPage } from './learner/Quiz/QuizContainer';
export { QuizSummaryView, type QuizSummaryViewProps } from './learner/QuizStatus/QuizSummary';
export { RegisterView, type RegisterViewProps } from './learner/Register/Register';
export { RegisterPage } from './learner/Register/RegisterContainer';
export {
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './learner/ResetPassword/ResetPassword';
export { ResetPasswordPage } from './learner/ResetPassword/ResetPasswordContainer';
export { SignInView, type SignInViewProps } from './learner/SignIn/SignIn';
export { SignInPage } from './learner/SignIn/SignInContainer';
export {
  VerifyCertificateView,
  type VerifyCertificateViewProps,
} from './learner/VerifyCertificate/VerifyCertificate';
export { VerifyCertificatePage } from './learner/VerifyCertificate/VerifyCertificateContainer';
export { type LearnerMessages, learnerMessages } from './messages/learner';
