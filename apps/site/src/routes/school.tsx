// The school's structure and people: /school/*. Each page is its own lazy chunk (its container
// imported by path, '@watni/screens/school/<Screen>/<Screen>Container'), wrapped in the staff
// guard (sign-in and role). Importing the '@watni/screens/school' barrel instead put every school
// screen in one chunk (94 kB gzip) that the teacher's register, on a slow phone, waited for whole.

import type { Permission } from '@watni/api-client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** `module`: the page's module (an add-on's page says "the module is off" while it is off). */
function schoolPage(
  path: string,
  permission: Permission,
  title: string,
  load: () => Promise<ComponentType>,
  module?: string,
): RouteObject {
  return {
    path,
    handle: { meta: { title: `${title} | Watni`, description: `${title} of your school.` } },
    lazy: async () => {
      const [Screen, { StaffGuard }] = await Promise.all([
        load(),
        import('../staff-guard/StaffGuard'),
      ]);
      return {
        element: (
          <StaffGuard permission={permission} module={module}>
            <Screen />
          </StaffGuard>
        ),
      };
    },
  };
}

export const schoolRoutes: RouteObject[] = [
  {
    // Public: the invitation e-mail links here with ?code=; a printed code is typed in.
    path: '/parent-invite',
    lazy: async () => ({
      Component: (await import('@watni/screens/school/ParentInvite/ParentInviteContainer'))
        .ParentInviteContainer,
    }),
    handle: {
      metaKey: 'parentInvite',
      meta: {
        title: 'Parent account | Watni',
        description: 'Create your parent account with the code from your school.',
      },
    },
  },
  schoolPage('/school/setup', 'school.manage', 'School setup', () =>
    import('@watni/screens/school/SchoolSetup/SchoolSetupContainer').then(
      (m) => m.SchoolSetupContainer,
    ),
  ),
  schoolPage('/school/admissions', 'school.manage', 'Admissions', () =>
    import('@watni/screens/school/Admissions/AdmissionsContainer').then(
      (m) => m.AdmissionsContainer,
    ),
  ),
  schoolPage('/school/promotion', 'school.manage', 'Promotion', () =>
    import('@watni/screens/school/Promotion/PromotionContainer').then((m) => m.PromotionContainer),
  ),
  schoolPage('/school/students', 'students.view', 'Students', () =>
    import('@watni/screens/school/StudentList/StudentListContainer').then(
      (m) => m.StudentListContainer,
    ),
  ),
  schoolPage(
    '/school/announcements',
    'announcements.send',
    'Announcements',
    () =>
      import('@watni/screens/school/Announcements/AnnouncementsContainer').then(
        (m) => m.AnnouncementsContainer,
      ),
    'announcements',
  ),
  // messaging channels and delivery status (admins; e-mail is core, no module)
  schoolPage('/school/messaging', 'notifications.manage', 'Messaging', () =>
    import('@watni/screens/school/MessagingSettings/MessagingSettingsContainer').then(
      (m) => m.MessagingSettingsContainer,
    ),
  ),
  schoolPage('/school/messaging/deliveries', 'notifications.manage', 'Delivery status', () =>
    import('@watni/screens/school/DeliveryStatus/DeliveryStatusContainer').then(
      (m) => m.DeliveryStatusContainer,
    ),
  ),
  schoolPage('/school/students/import', 'school.manage', 'Import students', () =>
    import('@watni/screens/school/StudentImport/StudentImportContainer').then(
      (m) => m.StudentImportContainer,
    ),
  ),
  schoolPage('/school/students/:studentId', 'students.view', 'Student', () =>
    import('@watni/screens/school/StudentProfile/StudentProfileContainer').then(
      (m) => m.StudentProfileContainer,
    ),
  ),
  // Attendance
  schoolPage(
    '/school/attendance',
    'attendance.mark',
    'Attendance',
    () =>
      import('@watni/screens/school/AttendanceToday/AttendanceTodayContainer').then(
        (m) => m.AttendanceTodayContainer,
      ),
    'attendance',
  ),
  schoolPage(
    '/school/attendance/staff',
    'attendance.administer',
    'Staff attendance',
    () =>
      import('@watni/screens/school/StaffAttendance/StaffAttendanceContainer').then(
        (m) => m.StaffAttendanceContainer,
      ),
    'attendance',
  ),
  schoolPage(
    '/school/attendance/settings',
    'attendance.administer',
    'Holidays and off days',
    () =>
      import('@watni/screens/school/AttendanceSettings/AttendanceSettingsContainer').then(
        (m) => m.AttendanceSettingsContainer,
      ),
    'attendance',
  ),
  schoolPage(
    '/school/attendance/:sectionId',
    'attendance.mark',
    'Register',
    () =>
      import('@watni/screens/school/AttendanceRegister/AttendanceRegisterContainer').then(
        (m) => m.AttendanceRegisterContainer,
      ),
    'attendance',
  ),
  schoolPage(
    '/school/attendance/:sectionId/month',
    'attendance.mark',
    'Month register',
    () =>
      import('@watni/screens/school/AttendanceMonth/AttendanceMonthContainer').then(
        (m) => m.AttendanceMonthContainer,
      ),
    'attendance',
  ),
  // Timetable
  schoolPage(
    '/school/timetable',
    'timetable.view',
    'Timetable',
    () =>
      import('@watni/screens/school/Timetable/TimetableContainer').then(
        (m) => m.TimetableContainer,
      ),
    'timetable',
  ),
  schoolPage(
    '/school/timetable/bells',
    'timetable.manage',
    'Bell schedule',
    () =>
      import('@watni/screens/school/BellSchedule/BellScheduleContainer').then(
        (m) => m.BellScheduleContainer,
      ),
    'timetable',
  ),
  // Payroll: the office's months and payslips; a member of staff's own payslips
  schoolPage(
    '/school/payroll',
    'payroll.manage',
    'Payroll',
    () => import('@watni/screens/school/Payroll/PayrollContainer').then((m) => m.PayrollContainer),
    'payroll',
  ),
  schoolPage(
    '/school/my-payslips',
    'payroll.viewOwn',
    'My payslips',
    () =>
      import('@watni/screens/school/MyPayslips/MyPayslipsContainer').then(
        (m) => m.MyPayslipsContainer,
      ),
    'payroll',
  ),
  // Transport: the office's routes and riders; a student's or parent's own routes
  schoolPage(
    '/school/transport',
    'transport.manage',
    'Transport',
    () =>
      import('@watni/screens/school/TransportRoutes/TransportRoutesContainer').then(
        (m) => m.TransportRoutesContainer,
      ),
    'transport',
  ),
  schoolPage(
    '/school/transport/routes/:routeId',
    'transport.manage',
    'Route students',
    () =>
      import('@watni/screens/school/TransportRiders/TransportRidersContainer').then(
        (m) => m.TransportRidersContainer,
      ),
    'transport',
  ),
  schoolPage(
    '/school/my-transport',
    'transport.viewOwn',
    'School transport',
    () =>
      import('@watni/screens/school/MyTransport/MyTransportContainer').then(
        (m) => m.MyTransportContainer,
      ),
    'transport',
  ),
  // HR: the office's staff, a staff member's page and the leave types; every staff member's leave
  schoolPage(
    '/school/hr',
    'hr.manage',
    'HR',
    () => import('@watni/screens/school/HrStaff/HrStaffContainer').then((m) => m.HrStaffContainer),
    'hr-management',
  ),
  schoolPage(
    '/school/hr/staff/:userId',
    'hr.manage',
    'Staff member',
    () =>
      import('@watni/screens/school/HrStaffMember/HrStaffMemberContainer').then(
        (m) => m.HrStaffMemberContainer,
      ),
    'hr-management',
  ),
  schoolPage(
    '/school/hr/leave-types',
    'hr.manage',
    'Leave types',
    () =>
      import('@watni/screens/school/HrLeaveTypes/HrLeaveTypesContainer').then(
        (m) => m.HrLeaveTypesContainer,
      ),
    'hr-management',
  ),
  schoolPage(
    '/school/my-leave',
    'hr.viewOwnLeave',
    'My leave',
    () => import('@watni/screens/school/MyLeave/MyLeaveContainer').then((m) => m.MyLeaveContainer),
    'hr-management',
  ),
  // The student's and the parent's week (the staff's week is /school/timetable/teachers/me)
  schoolPage(
    '/school/week',
    'timetable.viewOwn',
    'My week',
    () => import('@watni/screens/school/MyWeek/MyWeekContainer').then((m) => m.MyWeekContainer),
    'timetable',
  ),
  schoolPage(
    '/school/timetable/teachers/:teacherId',
    'timetable.view',
    'Teacher timetable',
    () =>
      import('@watni/screens/school/TeacherTimetable/TeacherTimetableContainer').then(
        (m) => m.TeacherTimetableContainer,
      ),
    'timetable',
  ),
  // Exams, results, report cards and the gradebook (module gradebook)
  schoolPage(
    '/school/exams',
    'gradebook.enterMarks',
    'Exams',
    () => import('@watni/screens/school/Exams/ExamsContainer').then((m) => m.ExamsContainer),
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId',
    'gradebook.enterMarks',
    'Exam',
    () =>
      import('@watni/screens/school/ExamDetail/ExamDetailContainer').then(
        (m) => m.ExamDetailContainer,
      ),
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId/marks/:sectionId/:subjectId',
    'gradebook.enterMarks',
    'Marks entry',
    () =>
      import('@watni/screens/school/MarksEntry/MarksEntryContainer').then(
        (m) => m.MarksEntryContainer,
      ),
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId/results/:sectionId',
    'gradebook.enterMarks',
    'Results',
    () =>
      import('@watni/screens/school/SectionResults/SectionResultsContainer').then(
        (m) => m.SectionResultsContainer,
      ),
    'gradebook',
  ),
  // Diary and homework (module gradebook): teachers write it, students and parents read it by day
  schoolPage(
    '/school/diary',
    'diary.post',
    'Diary',
    () =>
      import('@watni/screens/school/TeacherDiary/TeacherDiaryContainer').then(
        (m) => m.TeacherDiaryContainer,
      ),
    'gradebook',
  ),
  schoolPage(
    '/school/my-diary',
    'diary.viewOwn',
    'Diary',
    () => import('@watni/screens/school/MyDiary/MyDiaryContainer').then((m) => m.MyDiaryContainer),
    'gradebook',
  ),
  // Bulk printing and the school's logo (the office)
  schoolPage('/school/print', 'school.manage', 'Print', () =>
    import('@watni/screens/school/PrintJobs/PrintJobsContainer').then((m) => m.PrintJobsContainer),
  ),
  schoolPage('/school/settings/logo', 'school.manage', 'School logo', () =>
    import('@watni/screens/school/SchoolLogo/SchoolLogoContainer').then(
      (m) => m.SchoolLogoContainer,
    ),
  ),
  // OneRoster: the bulk package and the REST API clients (the school's rostering, core)
  schoolPage('/school/settings/oneroster', 'school.manage', 'OneRoster', () =>
    import('@watni/screens/school/OneRosterSettings/OneRosterSettingsContainer').then(
      (m) => m.OneRosterSettingsContainer,
    ),
  ),
  // LTI 1.3: the LMS platforms that launch Watni quizzes (Course management)
  schoolPage('/school/settings/lti', 'school.manage', 'LMS (LTI 1.3)', () =>
    import('@watni/screens/school/LtiSettings/LtiSettingsContainer').then(
      (m) => m.LtiSettingsContainer,
    ),
  ),
  schoolPage(
    '/school/grading-scale',
    'gradebook.administer',
    'Grading scale',
    () =>
      import('@watni/screens/school/GradingScale/GradingScaleContainer').then(
        (m) => m.GradingScaleContainer,
      ),
    'gradebook',
  ),
  schoolPage(
    '/school/gradebook',
    'gradebook.enterMarks',
    'Gradebook',
    () =>
      import('@watni/screens/school/Gradebook/GradebookContainer').then(
        (m) => m.GradebookContainer,
      ),
    'gradebook',
  ),
  schoolPage(
    '/school/results',
    'results.viewOwn',
    'Results',
    () =>
      import('@watni/screens/school/FamilyResults/FamilyResultsContainer').then(
        (m) => m.FamilyResultsContainer,
      ),
    'gradebook',
  ),
  // published datesheets for students and parents
  schoolPage(
    '/school/datesheet',
    'results.viewOwn',
    'Datesheet',
    () =>
      import('@watni/screens/school/MyDatesheet/MyDatesheetContainer').then(
        (m) => m.MyDatesheetContainer,
      ),
    'gradebook',
  ),
  // Fees
  schoolPage(
    '/school/fees',
    'school.manage',
    'Fees',
    () =>
      import('@watni/screens/school/Fees/FeesOfficeContainer').then((m) => m.FeesOfficeContainer),
    'fee-management',
  ),
  // Online payment providers
  schoolPage(
    '/school/fees/online',
    'school.manage',
    'Online payment',
    () =>
      import('@watni/screens/school/OnlinePaymentSettings/OnlinePaymentSettingsContainer').then(
        (m) => m.OnlinePaymentSettingsContainer,
      ),
    'fee-management',
  ),
];
