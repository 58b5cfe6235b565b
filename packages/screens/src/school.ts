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
// Fees (issue-20-fees)
export { FeesOfficeView, type FeesOfficeViewProps } from './school/Fees/FeesOffice';
export { FeesOfficeContainer } from './school/Fees/FeesOfficeContainer';
export { MyFeesView, type MyFeesViewProps } from './school/Fees/MyFees';
export { MyFeesContainer } from './school/Fees/MyFeesContainer';
export { StudentFeesContainer } from './school/Fees/StudentFeesContainer';
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
