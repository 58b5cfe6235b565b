// The school's structure and people: /school/*. Lazy chunks from
// '@watni/screens/school', each wrapped in the staff guard (sign-in and role).

import type { Permission } from '@watni/api-client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type SchoolScreens = typeof import('@watni/screens/school');

/** `module`: the page's module (an add-on's page says "the module is off" while it is off). */
function schoolPage(
  path: string,
  permission: Permission,
  title: string,
  pick: (screens: SchoolScreens) => ComponentType,
  module?: string,
): RouteObject {
  return {
    path,
    handle: { meta: { title: `${title} | Watni`, description: `${title} of your school.` } },
    lazy: async () => {
      const [screens, guard] = await Promise.all([
        import('@watni/screens/school'),
        import('../staff-guard/StaffGuard'),
      ]);
      const Screen = pick(screens);
      const { StaffGuard } = guard;
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
      Component: (await import('@watni/screens/school')).ParentInviteContainer,
    }),
    handle: {
      metaKey: 'parentInvite',
      meta: {
        title: 'Parent account | Watni',
        description: 'Create your parent account with the code from your school.',
      },
    },
  },
  schoolPage('/school/setup', 'school.manage', 'School setup', (s) => s.SchoolSetupContainer),
  schoolPage('/school/admissions', 'school.manage', 'Admissions', (s) => s.AdmissionsContainer),
  schoolPage('/school/promotion', 'school.manage', 'Promotion', (s) => s.PromotionContainer),
  schoolPage('/school/students', 'students.view', 'Students', (s) => s.StudentListContainer),
  schoolPage(
    '/school/announcements',
    'announcements.send',
    'Announcements',
    (s) => s.AnnouncementsContainer,
    'announcements',
  ),
  // messaging channels and delivery status (admins; e-mail is core, no module)
  schoolPage(
    '/school/messaging',
    'notifications.manage',
    'Messaging',
    (s) => s.MessagingSettingsContainer,
  ),
  schoolPage(
    '/school/messaging/deliveries',
    'notifications.manage',
    'Delivery status',
    (s) => s.DeliveryStatusContainer,
  ),
  schoolPage(
    '/school/students/import',
    'school.manage',
    'Import students',
    (s) => s.StudentImportContainer,
  ),
  schoolPage(
    '/school/students/:studentId',
    'students.view',
    'Student',
    (s) => s.StudentProfileContainer,
  ),
  // Attendance
  schoolPage(
    '/school/attendance',
    'attendance.mark',
    'Attendance',
    (s) => s.AttendanceTodayContainer,
    'attendance',
  ),
  schoolPage(
    '/school/attendance/staff',
    'attendance.administer',
    'Staff attendance',
    (s) => s.StaffAttendanceContainer,
    'attendance',
  ),
  schoolPage(
    '/school/attendance/settings',
    'attendance.administer',
    'Holidays and off days',
    (s) => s.AttendanceSettingsContainer,
    'attendance',
  ),
  schoolPage(
    '/school/attendance/:sectionId',
    'attendance.mark',
    'Register',
    (s) => s.AttendanceRegisterContainer,
    'attendance',
  ),
  schoolPage(
    '/school/attendance/:sectionId/month',
    'attendance.mark',
    'Month register',
    (s) => s.AttendanceMonthContainer,
    'attendance',
  ),
  // Timetable
  schoolPage(
    '/school/timetable',
    'timetable.view',
    'Timetable',
    (s) => s.TimetableContainer,
    'timetable',
  ),
  schoolPage(
    '/school/timetable/bells',
    'timetable.manage',
    'Bell schedule',
    (s) => s.BellScheduleContainer,
    'timetable',
  ),
  // Payroll: the office's months and payslips; a member of staff's own payslips
  schoolPage('/school/payroll', 'payroll.manage', 'Payroll', (s) => s.PayrollContainer, 'payroll'),
  schoolPage(
    '/school/my-payslips',
    'payroll.viewOwn',
    'My payslips',
    (s) => s.MyPayslipsContainer,
    'payroll',
  ),
  // Transport: the office's routes and riders; a student's or parent's own routes
  schoolPage(
    '/school/transport',
    'transport.manage',
    'Transport',
    (s) => s.TransportRoutesContainer,
    'transport',
  ),
  schoolPage(
    '/school/transport/routes/:routeId',
    'transport.manage',
    'Route students',
    (s) => s.TransportRidersContainer,
    'transport',
  ),
  schoolPage(
    '/school/my-transport',
    'transport.viewOwn',
    'School transport',
    (s) => s.MyTransportContainer,
    'transport',
  ),
  // HR: the office's staff, a staff member's page and the leave types; every staff member's leave
  schoolPage('/school/hr', 'hr.manage', 'HR', (s) => s.HrStaffContainer, 'hr-management'),
  schoolPage(
    '/school/hr/staff/:userId',
    'hr.manage',
    'Staff member',
    (s) => s.HrStaffMemberContainer,
    'hr-management',
  ),
  schoolPage(
    '/school/hr/leave-types',
    'hr.manage',
    'Leave types',
    (s) => s.HrLeaveTypesContainer,
    'hr-management',
  ),
  schoolPage(
    '/school/my-leave',
    'hr.viewOwnLeave',
    'My leave',
    (s) => s.MyLeaveContainer,
    'hr-management',
  ),
  // The student's and the parent's week (the staff's week is /school/timetable/teachers/me)
  schoolPage('/school/week', 'timetable.viewOwn', 'My week', (s) => s.MyWeekContainer, 'timetable'),
  schoolPage(
    '/school/timetable/teachers/:teacherId',
    'timetable.view',
    'Teacher timetable',
    (s) => s.TeacherTimetableContainer,
    'timetable',
  ),
  // Exams, results, report cards and the gradebook (module gradebook)
  schoolPage(
    '/school/exams',
    'gradebook.enterMarks',
    'Exams',
    (s) => s.ExamsContainer,
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId',
    'gradebook.enterMarks',
    'Exam',
    (s) => s.ExamDetailContainer,
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId/marks/:sectionId/:subjectId',
    'gradebook.enterMarks',
    'Marks entry',
    (s) => s.MarksEntryContainer,
    'gradebook',
  ),
  schoolPage(
    '/school/exams/:examId/results/:sectionId',
    'gradebook.enterMarks',
    'Results',
    (s) => s.SectionResultsContainer,
    'gradebook',
  ),
  // Diary and homework (module gradebook): teachers write it, students and parents read it by day
  schoolPage('/school/diary', 'diary.post', 'Diary', (s) => s.TeacherDiaryContainer, 'gradebook'),
  schoolPage('/school/my-diary', 'diary.viewOwn', 'Diary', (s) => s.MyDiaryContainer, 'gradebook'),
  // Bulk printing and the school's logo (the office)
  schoolPage('/school/print', 'school.manage', 'Print', (s) => s.PrintJobsContainer),
  schoolPage('/school/settings/logo', 'school.manage', 'School logo', (s) => s.SchoolLogoContainer),
  // OneRoster: the bulk package and the REST API clients (the school's rostering, core)
  schoolPage(
    '/school/settings/oneroster',
    'school.manage',
    'OneRoster',
    (s) => s.OneRosterSettingsContainer,
  ),
  // LTI 1.3: the LMS platforms that launch Watni quizzes (Course management)
  schoolPage(
    '/school/settings/lti',
    'school.manage',
    'LMS (LTI 1.3)',
    (s) => s.LtiSettingsContainer,
  ),
  schoolPage(
    '/school/grading-scale',
    'gradebook.administer',
    'Grading scale',
    (s) => s.GradingScaleContainer,
    'gradebook',
  ),
  schoolPage(
    '/school/gradebook',
    'gradebook.enterMarks',
    'Gradebook',
    (s) => s.GradebookContainer,
    'gradebook',
  ),
  schoolPage(
    '/school/results',
    'results.viewOwn',
    'Results',
    (s) => s.FamilyResultsContainer,
    'gradebook',
  ),
  // published datesheets for students and parents
  schoolPage(
    '/school/datesheet',
    'results.viewOwn',
    'Datesheet',
    (s) => s.MyDatesheetContainer,
    'gradebook',
  ),
  // Fees
  schoolPage(
    '/school/fees',
    'school.manage',
    'Fees',
    (s) => s.FeesOfficeContainer,
    'fee-management',
  ),
  // Online payment providers
  schoolPage(
    '/school/fees/online',
    'school.manage',
    'Online payment',
    (s) => s.OnlinePaymentSettingsContainer,
    'fee-management',
  ),
];
