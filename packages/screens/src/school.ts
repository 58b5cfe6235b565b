// @watni/screens/school: the school's structure and people. Imported only by the
// site's lazy school routes.
export { type SchoolMessages, schoolMessages } from './messages/school';
export { AdmissionsView, type AdmissionsViewProps } from './school/Admissions/Admissions';
export { AdmissionsContainer } from './school/Admissions/AdmissionsContainer';
// announcements
export {
  AnnouncementsView,
  type AnnouncementsViewProps,
} from './school/Announcements/Announcements';
export { AnnouncementsContainer } from './school/Announcements/AnnouncementsContainer';
// Attendance
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
// Timetable
export { BellScheduleView, type BellScheduleViewProps } from './school/BellSchedule/BellSchedule';
export { BellScheduleContainer } from './school/BellSchedule/BellScheduleContainer';
// messaging channels and delivery status
export {
  DeliveryStatusView,
  type DeliveryStatusViewProps,
} from './school/DeliveryStatus/DeliveryStatus';
export { DeliveryStatusContainer } from './school/DeliveryStatus/DeliveryStatusContainer';
// Exams, results, report cards and the gradebook (module gradebook)
export { ExamDetailView, type ExamDetailViewProps } from './school/ExamDetail/ExamDetail';
export { ExamDetailContainer } from './school/ExamDetail/ExamDetailContainer';
export { ExamsView, type ExamsViewProps } from './school/Exams/Exams';
export { ExamsContainer } from './school/Exams/ExamsContainer';
export {
  FamilyResultsView,
  type FamilyResultsViewProps,
} from './school/FamilyResults/FamilyResults';
export { FamilyResultsContainer } from './school/FamilyResults/FamilyResultsContainer';
// Fees
export { FeesOfficeView, type FeesOfficeViewProps } from './school/Fees/FeesOffice';
export { FeesOfficeContainer } from './school/Fees/FeesOfficeContainer';
export { MyFeesView, type MyFeesViewProps } from './school/Fees/MyFees';
export { MyFeesContainer } from './school/Fees/MyFeesContainer';
export { StudentFeesContainer } from './school/Fees/StudentFeesContainer';
export { GradebookView, type GradebookViewProps } from './school/Gradebook/Gradebook';
export { GradebookContainer } from './school/Gradebook/GradebookContainer';
export { GradingScaleView, type GradingScaleViewProps } from './school/GradingScale/GradingScale';
export { GradingScaleContainer } from './school/GradingScale/GradingScaleContainer';
// HR: the office's staff list, a staff member's page, leave types; a staff member's own leave
export { HrLeaveTypesView, type HrLeaveTypesViewProps } from './school/HrLeaveTypes/HrLeaveTypes';
export { HrLeaveTypesContainer } from './school/HrLeaveTypes/HrLeaveTypesContainer';
export { HrStaffView, type HrStaffViewProps } from './school/HrStaff/HrStaff';
export { HrStaffContainer } from './school/HrStaff/HrStaffContainer';
export {
  HrStaffMemberView,
  type HrStaffMemberViewProps,
} from './school/HrStaffMember/HrStaffMember';
export { HrStaffMemberContainer } from './school/HrStaffMember/HrStaffMemberContainer';
export { LtiSettingsView, type LtiSettingsViewProps } from './school/LtiSettings/LtiSettings';
export { LtiSettingsContainer } from './school/LtiSettings/LtiSettingsContainer';
export { MarksEntryView, type MarksEntryViewProps } from './school/MarksEntry/MarksEntry';
export { MarksEntryContainer } from './school/MarksEntry/MarksEntryContainer';
export {
  MessagingSettingsView,
  type MessagingSettingsViewProps,
} from './school/MessagingSettings/MessagingSettings';
export { MessagingSettingsContainer } from './school/MessagingSettings/MessagingSettingsContainer';
export { MyDatesheetContainer } from './school/MyDatesheet/MyDatesheetContainer';
export { MyDiaryView, type MyDiaryViewProps } from './school/MyDiary/MyDiary';
export { MyDiaryContainer } from './school/MyDiary/MyDiaryContainer';
export { MyLeaveView, type MyLeaveViewProps } from './school/MyLeave/MyLeave';
export { MyLeaveContainer } from './school/MyLeave/MyLeaveContainer';
// Payroll: the office's months, payslips, advances and tax slabs; a member of staff's own payslips
export { MyPayslipsView, type MyPayslipsViewProps } from './school/MyPayslips/MyPayslips';
export { MyPayslipsContainer } from './school/MyPayslips/MyPayslipsContainer';
// Transport: the office's routes and riders, a family's own routes
export { MyTransportView, type MyTransportViewProps } from './school/MyTransport/MyTransport';
export { MyTransportContainer } from './school/MyTransport/MyTransportContainer';
export { MyWeekView, type MyWeekViewProps, type WeekOf } from './school/MyWeek/MyWeek';
export { MyWeekContainer } from './school/MyWeek/MyWeekContainer';
export {
  type OneRosterPackageBody,
  OneRosterSettingsView,
  type OneRosterSettingsViewProps,
} from './school/OneRosterSettings/OneRosterSettings';
export { OneRosterSettingsContainer } from './school/OneRosterSettings/OneRosterSettingsContainer';
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
// Online payment
export { FamilyFeesContainer } from './school/PayOnline/FamilyFeesContainer';
export {
  PaidOnlineNote,
  PayOnline,
  PayOnlineView,
  type PayOnlineViewProps,
} from './school/PayOnline/PayOnline';
export { type AdvanceDraft, PayrollView, type PayrollViewProps } from './school/Payroll/Payroll';
export { PayrollContainer } from './school/Payroll/PayrollContainer';
export { PrintJobsView } from './school/PrintJobs/PrintJobs';
export { PrintJobsContainer } from './school/PrintJobs/PrintJobsContainer';
export { PromotionView, type PromotionViewProps } from './school/Promotion/Promotion';
export { PromotionContainer } from './school/Promotion/PromotionContainer';
export { SchoolLogoView } from './school/SchoolLogo/SchoolLogo';
export { SchoolLogoContainer } from './school/SchoolLogo/SchoolLogoContainer';
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
export { TeacherDiaryView, type TeacherDiaryViewProps } from './school/TeacherDiary/TeacherDiary';
export { TeacherDiaryContainer } from './school/TeacherDiary/TeacherDiaryContainer';
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
export {
  type StudentChoice,
  TransportRidersView,
  type TransportRidersViewProps,
} from './school/TransportRiders/TransportRiders';
export { TransportRidersContainer } from './school/TransportRiders/TransportRidersContainer';
export {
  TransportRoutesView,
  type TransportRoutesViewProps,
} from './school/TransportRoutes/TransportRoutes';
export { TransportRoutesContainer } from './school/TransportRoutes/TransportRoutesContainer';
