// The serving contract's "app" list: every route of spec section 2 that is NOT prerendered. The
// server answers these with the SPA shell (dist/app.html, status 200); the client router renders
// them. `:name` matches one non-empty path segment; a trailing `/*` matches the prefix itself
// and anything below it.
// Issues 7 and 8 add their routes to learner.tsx / staff.tsx; a path they add must be listed here
// too (the prerender step fails when a route of those tables is missing from this list).
export const appRoutePatterns = [
  // Sign-in and registration
  '/login',
  '/register',
  // Their Urdu HTML (prerendered like /login, /register; see learner.tsx)
  '/ur/login',
  '/ur/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password/:token',
  // Catalogue, enrolment, lessons and quizzes
  '/courses',
  '/courses/:courseId/enroll',
  '/courses/:courseId/lessons',
  '/courses/:courseId/lessons/:lessonId',
  '/assessments/:assessmentId/take',
  // Results and certificates
  '/assessments/:assessmentId/attempts/:attemptId',
  '/verify/:code',
  // Where an LMS launch lands (LTI 1.3): the learner's sign-in, the instructor's quiz picker
  '/lti/continue',
  '/lti/deep-link',
  // Dashboard and course management
  '/dashboard',
  // The console's profile page
  '/profile',
  // The in-app inbox
  '/inbox',
  '/dashboard/courses',
  '/dashboard/courses/:courseId/lessons',
  '/dashboard/courses/:courseId/assessments',
  '/dashboard/courses/:courseId/assessments/create',
  '/dashboard/courses/:courseId/assessments/:id/edit',
  '/dashboard/courses/:courseId/assessments/:id/submissions',
  // The To-grade queue
  '/dashboard/grading',
  // The learner's certificates outside any course
  '/dashboard/certificates',
  '/dashboard/courses/:courseId/roster',
  '/dashboard/courses/:courseId/question-bank',
  // Administration
  '/admin/*',
  // The school's structure and people; a guardian's invitation
  '/school/*',
  '/parent-invite',
  // A family's fee vouchers and receipts
  '/fees',
  '/fees/payment', // the return from the online checkout
] as const;
