// Dashboards per role for stories and view tests.
import type { Dashboard, DashboardSummary } from '@watni/api-client';

const summary: DashboardSummary = {
  courses_enrolled: 3,
  certifications: 1,
  average_progress: 46.7,
  courses_created: 0,
  tenant: null,
};

const none = { student: null, teaching: null, tenant_admin: null, platform: null };

export const studentDashboard: Dashboard = {
  kind: 'student',
  first_sign_in: false,
  summary,
  ...none,
  student: {
    courses: [
      {
        course_id: 11,
        title: 'Python for Beginners',
        total_lessons: 12,
        completed_lessons: 5,
        progress: 41.67,
        next_lesson_id: 106,
        completed: false,
      },
      {
        course_id: 12,
        title: 'Spoken English for Professionals',
        total_lessons: 8,
        completed_lessons: 0,
        progress: 0,
        next_lesson_id: 201,
        completed: false,
      },
      {
        course_id: 13,
        title: 'Digital Marketing in Pakistan',
        total_lessons: 6,
        completed_lessons: 6,
        progress: 100,
        next_lesson_id: null,
        completed: true,
      },
    ],
    courses_total: 3,
    upcoming_quizzes: [
      {
        assessment_id: 31,
        title: 'Loops and lists',
        course_id: 11,
        course_title: 'Python for Beginners',
        time_limit_minutes: 20,
        question_count: 10,
      },
      {
        assessment_id: 32,
        title: 'Introductions',
        course_id: 12,
        course_title: 'Spoken English for Professionals',
        time_limit_minutes: null,
        question_count: 5,
      },
    ],
    upcoming_total: 2,
    recent_results: [
      {
        submission_id: 51,
        attempt_id: 71,
        assessment_id: 30,
        title: 'Variables and types',
        course_title: 'Python for Beginners',
        submitted_at: '2026-11-21T06:15:00Z',
        status: 'graded',
        score: 8,
        max_score: 10,
        percentage: 80,
        passed: true,
      },
      {
        submission_id: 52,
        attempt_id: 72,
        assessment_id: 33,
        title: 'Write a short essay',
        course_title: 'Spoken English for Professionals',
        submitted_at: '2026-11-22T10:40:00Z',
        status: 'awaiting_grading',
        score: 0,
        max_score: 10,
        percentage: 0,
        passed: false,
      },
      {
        submission_id: 53,
        attempt_id: 73,
        assessment_id: 34,
        title: 'Social media basics',
        course_title: 'Digital Marketing in Pakistan',
        submitted_at: '2026-11-18T04:00:00Z',
        status: 'graded',
        score: 4,
        max_score: 10,
        percentage: 40,
        passed: false,
      },
    ],
  },
};

export const emptyStudentDashboard: Dashboard = {
  ...studentDashboard,
  first_sign_in: true,
  summary: { ...summary, courses_enrolled: 0, certifications: 0, average_progress: 0 },
  student: {
    courses: [],
    courses_total: 0,
    upcoming_quizzes: [],
    upcoming_total: 0,
    recent_results: [],
  },
};

export const teacherDashboard: Dashboard = {
  kind: 'teaching',
  first_sign_in: false,
  summary: {
    ...summary,
    courses_enrolled: 0,
    certifications: 0,
    average_progress: 0,
    courses_created: 2,
  },
  ...none,
  teaching: {
    courses: [
      { id: 11, title: 'Python for Beginners', is_published: true, enrolled: 42, pending: 3 },
      { id: 14, title: 'Data Science with Python', is_published: false, enrolled: 0, pending: 0 },
    ],
    courses_total: 2,
    to_grade: 7,
    pending_enrollments: 3,
    my_day: {
      day: '2026-11-24',
      is_school_day: true,
      periods: [
        {
          number: 1,
          starts_at: '08:00',
          ends_at: '08:40',
          section_id: 5,
          class_name: 'Class 5',
          section_name: 'A',
          subject_name: 'Mathematics',
          room: '12',
          register_saved: false,
        },
        {
          number: 3,
          starts_at: '09:20',
          ends_at: '10:00',
          section_id: 7,
          class_name: 'Class 6',
          section_name: 'B',
          subject_name: 'Science',
          room: null,
          register_saved: false,
        },
      ],
      registers: [
        { section_id: 5, class_name: 'Class 5', section_name: 'A', students: 34, saved: false },
      ],
    },
  },
};

/** A school day's figures of the office (PKR, Pakistan date). */
const schoolOfficeDay = {
  day: '2026-11-24',
  fees: { collected_today: 48500, payments_today: 14, defaulters: 23, overdue_total: 96400 },
  attendance: {
    is_school_day: true,
    sections: 12,
    marked: 9,
    students: 410,
    present: 371,
    absent: 18,
    late: 6,
    leave: 2,
  },
} satisfies NonNullable<NonNullable<Dashboard['tenant_admin']>['school_office']>;

export const emptyTeacherDashboard: Dashboard = {
  ...teacherDashboard,
  teaching: {
    courses: [],
    courses_total: 0,
    to_grade: 0,
    pending_enrollments: null,
    my_day: { day: '2026-11-22', is_school_day: false, periods: [], registers: [] },
  },
};

export const tenantAdminDashboard: Dashboard = {
  kind: 'tenant_admin',
  first_sign_in: false,
  summary: {
    ...summary,
    courses_enrolled: 0,
    certifications: 0,
    average_progress: 0,
    tenant: { users: 612, courses: 18, pending_enrollments: 9 },
  },
  ...none,
  tenant_admin: {
    school_office: schoolOfficeDay,
    pending_enrollments: 9,
    to_grade: 14,
    users: { students: 540, teachers: 32, staff: 4, parents: 30, admins: 2, inactive: 4 },
    modules: {
      enabled: 5,
      total: 14,
      names: ['Course Management', 'User Management', 'Assessments', 'Student Records', 'Fees'],
    },
    plan: {
      name: 'Professional',
      status: 'active',
      students: 540,
      max_students: 600,
      teachers: 36,
      max_teachers: 30,
    },
  },
};

export const emptyTenantAdminDashboard: Dashboard = {
  ...tenantAdminDashboard,
  tenant_admin: {
    school_office: null,
    pending_enrollments: 0,
    to_grade: 0,
    users: { students: 0, teachers: 0, staff: 0, parents: 0, admins: 1, inactive: 0 },
    modules: { enabled: 0, total: 14, names: [] },
    plan: {
      name: null,
      status: 'none',
      students: 0,
      max_students: null,
      teachers: 0,
      max_teachers: null,
    },
  },
};

export const platformDashboard: Dashboard = {
  kind: 'platform',
  first_sign_in: false,
  summary: {
    ...summary,
    courses_enrolled: 0,
    certifications: 0,
    average_progress: 0,
    tenant: { users: 4120, courses: 220, pending_enrollments: 31 },
  },
  ...none,
  platform: {
    organisations: 24,
    active: 22,
    inactive: 2,
    by_status: { trial: 7, active: 15, none: 2 },
    pending_requests: 3,
  },
};

export const emptyPlatformDashboard: Dashboard = {
  ...platformDashboard,
  platform: {
    organisations: 1,
    active: 1,
    inactive: 0,
    by_status: { trial: 0, active: 1, none: 0 },
    pending_requests: 0,
  },
};
