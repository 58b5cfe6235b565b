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
  // Dashboard (issue 7) and course management (issue 8)
  '/dashboard',
  '/dashboard/courses',
  '/dashboard/courses/:courseId/lessons',
  '/dashboard/courses/:courseId/assessments',
  '/dashboard/courses/:courseId/assessments/create',
  '/dashboard/courses/:courseId/assessments/:id/edit',
  '/dashboard/courses/:courseId/assessments/:id/submissions',
  // Administration (issue 8)
  '/admin/*',
  // The school's structure and people (issue 16)
  '/school/*',
  '/parent-invite',
] as const;
