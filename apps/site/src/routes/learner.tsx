// The learner area: sign-in, registration, password reset, dashboard, catalogue, enrolment,
// course content, the lesson viewer and the quiz. Every route here is lazy and imports its own
// container by path (not the learner barrel), so sign-in never fetches the dashboard's code.
// Protected pages sit under the RequireAuth layout route (spinner while the session loads,
// redirect to /login?next=...).
import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in and registration are prerendered in each language ('/login' and '/ur/login'), so a slow
 * phone shows the form before the app's scripts arrive; the language boot script sends a reader
 * who chose Urdu to the Urdu HTML, as on the public pages.
 */
const prerenderedAuthRoutes: RouteObject[] = (['en', 'ur'] as const).flatMap((locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return [
    {
      path: `${prefix}/login`,
      lazy: async () => ({
        Component: (await import('@watni/screens/learner/SignIn/SignInContainer')).SignInPage,
      }),
      handle: {
        metaKey: 'login',
        meta: { title: 'Sign in | Watni', description: 'Sign in to your Watni account.' },
        locale,
        prerenderApp: `${prefix}/login`,
        pageSource: 'packages/screens/src/learner/SignIn/SignInContainer.tsx',
      },
    },
    {
      path: `${prefix}/register`,
      lazy: async () => ({
        Component: (await import('@watni/screens/learner/Register/RegisterContainer')).RegisterPage,
      }),
      handle: {
        metaKey: 'register',
        meta: { title: 'Register | Watni', description: 'Create your Watni learning account.' },
        locale,
        prerenderApp: `${prefix}/register`,
        pageSource: 'packages/screens/src/learner/Register/RegisterContainer.tsx',
      },
    },
  ];
});

export const learnerRoutes: RouteObject[] = [
  ...prerenderedAuthRoutes,
  {
    // An LMS launch (LTI 1.3) lands here with a one-time code in the fragment.
    path: '/lti/continue',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/LtiContinue/LtiContinueContainer'))
        .LtiContinuePage,
    }),
    handle: { meta: { title: 'Opening your quiz | Watni', description: 'Signing you in.' } },
  },
  {
    // An instructor's deep-linking launch (LTI Deep Linking 2.0) picks a quiz here.
    path: '/lti/deep-link',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/LtiDeepLink/LtiDeepLinkContainer'))
        .LtiDeepLinkPage,
    }),
    handle: {
      meta: { title: 'Add a Watni quiz | Watni', description: 'Choose a quiz for your course.' },
    },
  },
  {
    path: '/forgot-password',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/ForgotPassword/ForgotPasswordContainer'))
        .ForgotPasswordPage,
    }),
    handle: {
      metaKey: 'forgotPassword',
      meta: {
        title: 'Forgot password | Watni',
        description: 'Reset the password of your account.',
      },
    },
  },
  {
    // The emailed link: /reset-password?token=... (the path form is accepted too).
    path: '/reset-password',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/ResetPassword/ResetPasswordContainer'))
        .ResetPasswordPage,
    }),
    handle: {
      metaKey: 'resetPassword',
      meta: { title: 'Reset password | Watni', description: 'Choose a new password.' },
    },
  },
  {
    path: '/reset-password/:token',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/ResetPassword/ResetPasswordContainer'))
        .ResetPasswordPage,
    }),
    handle: {
      metaKey: 'resetPassword',
      meta: { title: 'Reset password | Watni', description: 'Choose a new password.' },
    },
  },
  {
    path: '/courses',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/Catalogue/CatalogueContainer'))
        .CataloguePage,
    }),
    handle: {
      metaKey: 'courses',
      meta: { title: 'Courses | Watni', description: 'Browse and enroll in courses.' },
    },
  },
  {
    // Public: signed-out visitors see the course and are sent to sign in (and back) to enroll.
    path: '/courses/:courseId/enroll',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/Enroll/EnrollContainer')).EnrollPage,
    }),
    handle: {
      metaKey: 'enroll',
      meta: { title: 'Enroll | Watni', description: 'Enroll in a Watni course.' },
    },
  },
  {
    // Public outline; enrolled learners also see their ticks and progress.
    path: '/courses/:courseId/lessons',
    lazy: async () => ({
      Component: (await import('@watni/screens/learner/CourseLessons/CourseLessonsContainer'))
        .CourseLessonsPage,
    }),
    handle: {
      metaKey: 'lessons',
      meta: { title: 'Lessons | Watni', description: 'The lessons of a course.' },
    },
  },
  {
    // Public: anyone confirms a certificate by the code printed on it.
    path: '/verify/:code',
    lazy: async () => ({
      Component: (
        await import('@watni/screens/learner/VerifyCertificate/VerifyCertificateContainer')
      ).VerifyCertificatePage,
    }),
    handle: {
      meta: { title: 'Verify a certificate | Watni', description: 'Check a Watni certificate.' },
    },
  },
  {
    id: 'learner-protected',
    lazy: () => import('../guards/RequireAuth'),
    children: [
      {
        path: '/dashboard',
        // By path, not from the barrel: a parent's or teacher's first screen on a slow phone
        // should not wait for the catalogue, the quiz and the lesson viewer.
        lazy: async () => ({
          Component: (await import('@watni/screens/learner/Dashboard/DashboardContainer'))
            .DashboardPage,
        }),
        handle: {
          metaKey: 'dashboard',
          meta: { title: 'Dashboard | Watni', description: 'Your Watni dashboard.' },
        },
      },
      {
        // The learner's certificates, outside any course (the menu's "My certificates")
        path: '/dashboard/certificates',
        lazy: async () => ({
          Component: (await import('@watni/screens/learner/MyCertificates/MyCertificatesContainer'))
            .MyCertificatesPage,
        }),
        handle: {
          meta: { title: 'My certificates | Watni', description: 'Your Watni certificates.' },
        },
      },
      {
        // the inbox (the bell of the top bar opens it)
        path: '/inbox',
        lazy: async () => ({
          Component: (await import('@watni/screens/console')).InboxContainer,
        }),
        handle: { meta: { title: 'Notifications | Watni', description: 'Your notifications.' } },
      },
      {
        // a parent's children's (or a student's own) fee vouchers and receipts
        path: '/fees',
        // with "Pay online" on every open voucher (the renderPay slot)
        lazy: async () => ({
          Component: (await import('@watni/screens/school/PayOnline/FamilyFeesContainer'))
            .FamilyFeesContainer,
        }),
        handle: { meta: { title: 'Fees | Watni', description: 'Fee vouchers and receipts.' } },
      },
      {
        // where the providers send the payer back (the stored status is shown)
        path: '/fees/payment',
        lazy: async () => ({
          Component: (await import('@watni/screens/school/PaymentReturn/PaymentReturnContainer'))
            .PaymentReturnContainer,
        }),
        handle: { meta: { title: 'Online payment | Watni', description: 'Your online payment.' } },
      },
      {
        path: '/profile',
        lazy: async () => ({
          Component: (await import('@watni/screens/console')).ProfilePage,
        }),
        handle: {
          metaKey: 'profile',
          meta: { title: 'Profile | Watni', description: 'Your Watni profile.' },
        },
      },
      {
        path: '/courses/:courseId/lessons/:lessonId',
        lazy: async () => ({
          Component: (await import('@watni/screens/learner/LessonViewer/LessonViewerContainer'))
            .LessonViewerPage,
        }),
        handle: {
          metaKey: 'lesson',
          meta: { title: 'Lesson | Watni', description: 'A lesson of your course.' },
        },
      },
      {
        path: '/assessments/:assessmentId/take',
        lazy: async () => ({
          Component: (await import('@watni/screens/learner/Quiz/QuizContainer')).QuizPage,
        }),
        handle: {
          metaKey: 'quiz',
          meta: { title: 'Quiz | Watni', description: 'Take a quiz of your course.' },
        },
      },
      {
        // One attempt's result (the dashboards' To-grade queue links here too).
        path: '/assessments/:assessmentId/attempts/:attemptId',
        lazy: async () => ({
          Component: (await import('@watni/screens/learner/AttemptResult/AttemptResultContainer'))
            .AttemptResultPage,
        }),
        handle: { meta: { title: 'Quiz result | Watni', description: 'Your quiz result.' } },
      },
    ],
  },
];
