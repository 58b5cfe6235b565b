// The serving contract's "app" list: every route of spec section 2 that is NOT prerendered. The
// server answers these with the SPA shell (dist/app.html, status 200); the client router renders
// them. `:name` matches one non-empty path segment; a trailing `/*` matches the prefix itself
// and anything below it.
// Issues 7 and 8 add their routes to learner.tsx / staff.tsx; a path they add must be listed here
// too (the prerender step fails when a route of those tables is missing from this list).
export const appRoutePatterns = [
  // Sign-in and registration (issue 7)
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password/:token',
  // Catalogue, enrolment, lessons and quizzes (issue 7)
  '/courses',
  '/courses/:courseId/enroll',
  '/courses/:courseId/lessons',
  '/courses/:courseId/lessons/:lessonId',
  '/assessments/:assessmentId/take',
  // Results and certificates (issue 17)
  '/assessments/:assessmentId/attempts/:attemptId',
  '/verify/:code',
  // Dashboard (issue 7) and course management (issue 8)
  '/dashboard',
  // The console's profile page (issue 13)
  '/profile',
  // The in-app inbox (issue-18)
  '/inbox',
  '/dashboard/courses',
  '/dashboard/courses/:courseId/lessons',
  '/dashboard/courses/:courseId/assessments',
  '/dashboard/courses/:courseId/assessments/create',
  '/dashboard/courses/:courseId/assessments/:id/edit',
  '/dashboard/courses/:courseId/assessments/:id/submissions',
  // The To-grade queue (issue-13-dashboards)
  '/dashboard/grading',
  '/dashboard/courses/:courseId/roster', // added by issue-17-teacher
  '/dashboard/courses/:courseId/question-bank', // added by issue-17-banks
  // Administration (issue 8)
  '/admin/*',
  // The school's structure and people (issue 16); a guardian's invitation
  '/school/*',
  '/parent-invite',
  // A family's fee vouchers and receipts (issue-20-fees)
  '/fees',
  '/fees/payment', // issue-20-online: the return from the online checkout
] as const;
