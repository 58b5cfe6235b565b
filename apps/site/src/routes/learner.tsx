// The learner area (issue 7): sign-in, registration, password reset, dashboard, catalogue, enrolment,
// course content, the lesson viewer and the quiz. Every route here is lazy, so its
// code is a separate chunk that public pages never load. Protected pages sit under the
// RequireAuth layout route (spinner while the session loads, redirect to /login?next=...).
import type { RouteObject } from 'react-router-dom';

const screens = () => import('@watni/screens/learner');

export const learnerRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await screens()).SignInPage }),
    handle: { meta: { title: 'Sign in | Watni', description: 'Sign in to your Watni account.' } },
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await screens()).RegisterPage }),
    handle: {
      meta: { title: 'Register | Watni', description: 'Create your Watni learning account.' },
    },
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await screens()).ForgotPasswordPage }),
    handle: {
      meta: {
        title: 'Forgot password | Watni',
        description: 'Reset the password of your account.',
      },
    },
  },
  {
    // The emailed link: /reset-password?token=... (the path form is accepted too).
    path: '/reset-password',
    lazy: async () => ({ Component: (await screens()).ResetPasswordPage }),
    handle: { meta: { title: 'Reset password | Watni', description: 'Choose a new password.' } },
  },
  {
    path: '/reset-password/:token',
    lazy: async () => ({ Component: (await screens()).ResetPasswordPage }),
    handle: { meta: { title: 'Reset password | Watni', description: 'Choose a new password.' } },
  },
  {
    path: '/courses',
    lazy: async () => ({ Component: (await screens()).CataloguePage }),
    handle: { meta: { title: 'Courses | Watni', description: 'Browse and enroll in courses.' } },
  },
  {
    // Public: signed-out visitors see the course and are sent to sign in (and back) to enroll.
    path: '/courses/:courseId/enroll',
    lazy: async () => ({ Component: (await screens()).EnrollPage }),
    handle: { meta: { title: 'Enroll | Watni', description: 'Enroll in a Watni course.' } },
  },
  {
    // Public outline; enrolled learners also see their ticks and progress.
    path: '/courses/:courseId/lessons',
    lazy: async () => ({ Component: (await screens()).CourseLessonsPage }),
    handle: { meta: { title: 'Lessons | Watni', description: 'The lessons of a course.' } },
  },
  {
    id: 'learner-protected',
    lazy: () => import('../guards/RequireAuth'),
    children: [
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await screens()).DashboardPage }),
        handle: { meta: { title: 'Dashboard | Watni', description: 'Your Watni dashboard.' } },
      },
      {
        path: '/profile',
        lazy: async () => ({
          Component: (await import('@watni/screens/console')).ProfilePage,
        }),
        handle: { meta: { title: 'Profile | Watni', description: 'Your Watni profile.' } },
      },
      {
        path: '/courses/:courseId/lessons/:lessonId',
        lazy: async () => ({ Component: (await screens()).LessonViewerPage }),
        handle: { meta: { title: 'Lesson | Watni', description: 'A lesson of your course.' } },
      },
      {
        path: '/assessments/:assessmentId/take',
        lazy: async () => ({ Component: (await screens()).QuizPage }),
        handle: { meta: { title: 'Quiz | Watni', description: 'Take a quiz of your course.' } },
      },
    ],
  },
];
