// @watni/screens/school: the school's structure and people (issue 16). Imported only by the
// site's lazy school routes.
export { type SchoolMessages, schoolMessages } from './messages/school';
export { AdmissionsView, type AdmissionsViewProps } from './school/Admissions/Admissions';
export { AdmissionsContainer } from './school/Admissions/AdmissionsContainer';
// issue-18: announcements
export {
  AnnouncementsView,
  type AnnouncementsViewProps,
} from './school/Announcements/Announcements';
export { AnnouncementsContainer } from './school/Announcements/AnnouncementsContainer';
// Attendance (issue 19)
export {
  AttendanceMonthView,
  type AttendanceMonthViewProps,
} from './school/AttendanceMonth/AttendanceMonth';
export { AttendanceMonthContainer } from './school/AttendanceMonth/AttendanceMonthContainer';
export {
  AttendanceRegisterView,
  type AttendanceRegisterViewProps,
} from './school/AttendanceRegister/AttendanceRegister';
export { AttendanceRegisterContainer } from './school/AttendanceRegister/AttendanceRegisterContainer';
export {
  AttendanceSettingsView,
  type AttendanceSettingsViewProps,
} from './school/AttendanceSettings/AttendanceSettings';
export { AttendanceSettingsContainer } from './school/AttendanceSettings/AttendanceSettingsContainer';
export {
  AttendanceTodayView,
  type AttendanceTodayViewProps,
} from './school/AttendanceToday/AttendanceToday';
export { AttendanceTodayContainer } from './school/AttendanceToday/AttendanceTodayContainer';
// Timetable (issue 21)
export { BellScheduleView, type BellScheduleViewProps } from './school/BellSchedule/BellSchedule';
export { BellScheduleContainer } from './school/BellSchedule/BellScheduleContainer';
// issue-18-rest: messaging channels and delivery status
export {
  DeliveryStatusView,
  type DeliveryStatusViewProps,
} from './school/DeliveryStatus/DeliveryStatus';
export { DeliveryStatusContainer } from './school/DeliveryStatus/DeliveryStatusContainer';
// Exams, results, report cards and the gradebook (issue-21-exams, module gradebook)
export { ExamDetailView, type ExamDetailViewProps } from './school/ExamDetail/ExamDetail';
export { ExamDetailContainer } from './school/ExamDetail/ExamDetailContainer';
export { ExamsView, type ExamsViewProps } from './school/Exams/Exams';
export { ExamsContainer } from './school/Exams/ExamsContainer';
export {
  FamilyResultsView,
  type FamilyResultsViewProps,
} from './school/FamilyResults/FamilyResults';
export { FamilyResultsContainer } from './school/FamilyResults/FamilyResultsContainer';
// Fees (issue-20-fees)
export { FeesOfficeView, type FeesOfficeViewProps } from './school/Fees/FeesOffice';
export { FeesOfficeContainer } from './school/Fees/FeesOfficeContainer';
export { MyFeesView, type MyFeesViewProps } from './school/Fees/MyFees';
export { MyFeesContainer } from './school/Fees/MyFeesContainer';
export { StudentFeesContainer } from './school/Fees/StudentFeesContainer';
export { GradebookView, type GradebookViewProps } from './school/Gradebook/Gradebook';
export { GradebookContainer } from './school/Gradebook/GradebookContainer';
export { GradingScaleView, type GradingScaleViewProps } from './school/GradingScale/GradingScale';
export { GradingScaleContainer } from './school/GradingScale/GradingScaleContainer';
export { MarksEntryView, type MarksEntryViewProps } from './school/MarksEntry/MarksEntry';
export { MarksEntryContainer } from './school/MarksEntry/MarksEntryContainer';
export {
  MessagingSettingsView,
  type MessagingSettingsViewProps,
} from './school/MessagingSettings/MessagingSettings';
export { MessagingSettingsContainer } from './school/MessagingSettings/MessagingSettingsContainer';
export {
  OnlinePaymentReportView,
  type OnlinePaymentReportViewProps,
} from './school/OnlinePaymentReport/OnlinePaymentReport';
export { OnlinePaymentReportContainer } from './school/OnlinePaymentReport/OnlinePaymentReportContainer';
export {
  OnlinePaymentSettingsView,
  type OnlinePaymentSettingsViewProps,
} from './school/OnlinePaymentSettings/OnlinePaymentSettings';
export { OnlinePaymentSettingsContainer } from './school/OnlinePaymentSettings/OnlinePaymentSettingsContainer';
export { ParentHomeView, type ParentHomeViewProps } from './school/ParentHome/ParentHome';
export { ParentHomeContainer } from './school/ParentHome/ParentHomeContainer';
export { ParentInviteView, type ParentInviteViewProps } from './school/ParentInvite/ParentInvite';
export { ParentInviteContainer } from './school/ParentInvite/ParentInviteContainer';
export {
  PaymentReturnView,
  type PaymentReturnViewProps,
} from './school/PaymentReturn/PaymentReturn';
export { PaymentReturnContainer } from './school/PaymentReturn/PaymentReturnContainer';
// Online payment (issue-20-online)
export { FamilyFeesContainer } from './school/PayOnline/FamilyFeesContainer';
export {
  PaidOnlineNote,
  PayOnline,
  PayOnlineView,
  type PayOnlineViewProps,
} from './school/PayOnline/PayOnline';
export { PromotionView, type PromotionViewProps } from './school/Promotion/Promotion';
export { PromotionContainer } from './school/Promotion/PromotionContainer';
export { SchoolSetupView, type SchoolSetupViewProps } from './school/SchoolSetup/SchoolSetup';
export { SchoolSetupContainer } from './school/SchoolSetup/SchoolSetupContainer';
export {
  SectionResultsView,
  type SectionResultsViewProps,
} from './school/SectionResults/SectionResults';
export { SectionResultsContainer } from './school/SectionResults/SectionResultsContainer';
export {
  StaffAttendanceView,
  type StaffAttendanceViewProps,
} from './school/StaffAttendance/StaffAttendance';
export { StaffAttendanceContainer } from './school/StaffAttendance/StaffAttendanceContainer';
export {
  StudentImportView,
  type StudentImportViewProps,
} from './school/StudentImport/StudentImport';
export { StudentImportContainer } from './school/StudentImport/StudentImportContainer';
export { StudentListView, type StudentListViewProps } from './school/StudentList/StudentList';
export { StudentListContainer } from './school/StudentList/StudentListContainer';
export {
  StudentProfileView,
  type StudentProfileViewProps,
} from './school/StudentProfile/StudentProfile';
export { StudentProfileContainer } from './school/StudentProfile/StudentProfileContainer';
export {
  TeacherTimetableView,
  type TeacherTimetableViewProps,
} from './school/TeacherTimetable/TeacherTimetable';
export { TeacherTimetableContainer } from './school/TeacherTimetable/TeacherTimetableContainer';
export { TimetableView, type TimetableViewProps } from './school/Timetable/Timetable';
export { TimetableContainer } from './school/Timetable/TimetableContainer';
export {
  TimetableTodayCard,
  type TimetableTodayCardProps,
} from './school/TimetableWidgets/TimetableTodayCard';
export { TimetableTodayCardContainer } from './school/TimetableWidgets/TimetableTodayCardContainer';
