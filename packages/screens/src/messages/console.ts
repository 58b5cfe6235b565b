// Every sentence of the console: the signed-in app layout (sidebar, phone drawer, breadcrumbs,
// user menu), its navigation labels and the profile page. Our wording; the spec has none here.

import { type Bound, bindMessages, msg } from './bind';

export const consoleSource = {
  brand: 'Watni',
  productName: 'Watni',
  /** The <title> of a console page. */
  documentTitle: msg<[page: string]>('{0} | Watni'),
  skipLink: 'Skip to main content',
  sidebarLabel: 'Console',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  drawerTitle: 'Menu',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Dashboard',
  brandLabel: 'Watni dashboard',
  groups: {
    learning: 'Learning',
    school: 'School',
    administration: 'Administration',
    platform: 'Platform',
  },
  nav: {
    dashboard: 'Dashboard',
    catalogue: 'Browse courses',
    teaching: 'My teaching',
    teacherEnrollments: 'Enrollments',
    courses: 'Courses',
    enrollments: 'Enrollments',
    users: 'Users',
    modules: 'Modules',
    subscription: 'Subscription',
    settings: 'Settings',
    students: 'Students',
    admissions: 'Admissions',
    importStudents: 'Import students',
    promotion: 'Promotion',
    schoolSetup: 'School setup',
    pendingUsers: 'Pending users',
    profile: 'Profile',
    attendance: 'Attendance', // added by issue-19
    timetable: 'Timetable', // added by issue-21-timetable
    fees: 'Fees', // issue-20-fees
    myFees: 'Fees', // issue-20-fees
    onlinePayments: 'Online payment', // issue-20-online
    // added by issue-13-platform
    organisations: 'Organisations',
    awaitingApproval: 'Awaiting approval',
    // added by issue-13-dashboards (the menu shows 'To grade (N)' from messages/dashboards)
    toGrade: 'To grade',
    // added by issue-18
    announcements: 'Announcements',
    // added by issue-21-exams
    exams: 'Exams',
    results: 'Results',
    messaging: 'Messaging', // issue-18-rest
  },
  subpages: {
    deliveries: 'Delivery status', // issue-18-rest
    lessons: 'Lessons',
    assessments: 'Assessments',
    newQuiz: 'New quiz',
    editQuiz: 'Edit quiz',
    submissions: 'Submissions',
    lesson: 'Lesson',
    quiz: 'Quiz',
    student: 'Student',
    enroll: 'Enroll',
    courseLessons: 'Course lessons',
    roster: 'Roster', // added by issue-17-teacher
  },
  userMenu: {
    trigger: msg<[name: string]>('{0}, account menu'),
    /** Read after the name on the menu's button. */
    triggerSuffix: ', account menu',
    profile: 'Profile',
    theme: 'Theme',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  sessionExpired: 'Session expired. Please login again.',
  profile: {
    title: 'Profile',
    description: 'Your own details. Your email and role are managed by your organisation.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phoneHint: 'Optional, e.g. +92 300 1234567',
    messageLanguage: 'Language for e-mails and messages',
    messageLanguages: { en: 'English', ur: 'Urdu' },
    messageLanguageHint:
      'Your e-mails and notifications come in this language. The language switch in your menu changes only the screens on this device.',
    email: 'Email',
    username: 'Username',
    role: 'Role',
    organisation: 'Organisation',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'Your profile was saved.',
    saveFailed: 'Your profile could not be saved.',
    required: msg<[field: string]>('{0} is required.'),
    loadFailed: 'Your profile could not be loaded.',
  },
} as const;

export type ConsoleSource = typeof consoleSource;
export type ConsoleMessages = Bound<ConsoleSource>;

/** The English messages, bound (screens read them in the user's language: useConsoleMessages()). */
export const consoleMessages: ConsoleMessages = bindMessages('en', consoleSource);
