import type { OperationId } from './types.js';

/**
 * The operations declared to read from the streaming replica (DATABASE_REPLICA_URL), decided
 * here per operation and never guessed from the SQL. Each one writes nothing (its transaction is
 * READ ONLY wherever it runs, so a write fails in every test) and may answer with data up to
 * REPLICA_MAX_LAG_MS old: the catalogue and lesson lists, dashboards, reports. Everything else
 * (writes, and reads of what the caller just did: attempts, submissions, progress, enrollments,
 * the quiz a student is taking) stays on the primary. docs/scaling.md.
 */
export const REPLICA_READS: ReadonlySet<OperationId> = new Set<OperationId>([
  // catalogue and lesson lists
  'listCourses',
  'getCourse',
  'listCourseLessons',
  'listCourseAssessments',
  // dashboards
  'getDashboardSummary',
  'getDashboard',
  'getUserStats',
  'getEnrollmentCounts',
  // reports
  'getFeeCollectionReport',
  'listFeeDefaulters',
  'getSectionResults',
  'getSectionGradebook',
  'listAuditLog',
]);
