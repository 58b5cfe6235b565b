// The course roster: who is enrolled, how far they are, their scores.
// Admins and the course's own teacher; paged and sorted on the server; the CSV reads the same
// rows in pages of EXPORT_PAGE.

import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { CSV_BOM, csvLines } from '../../http/csv.js';
import type { Query, Schemas } from '../../http/types.js';
import { pakistanDateTime } from '../_shared/pakistanTime.js';
import { courseRole, loadCourse, requireStaff } from '../courses/access.js';
import type { CourseRecord } from '../courses/repository.js';
import * as repo from './repository.js';

const EXPORT_PAGE = 1000;

type Options = { sort: repo.RosterSort; order: repo.SortOrder; search?: string | undefined };

async function loadRosterCourse(tx: Tx, auth: AuthContext, courseId: number) {
  const course = await loadCourse(tx, courseId);
  requireStaff(courseRole(auth.user, course));
  return course;
}

function toEntries(
  rows: repo.RosterRow[],
  quizzes: repo.RosterQuizRow[],
  scores: repo.QuizScoreRow[],
): Schemas['RosterEntry'][] {
  const byKey = new Map(scores.map((s) => [`${s.user_id}:${s.assessment_id}`, s]));
  return rows.map((row) => ({
    enrollment_id: row.enrollment_id,
    user: {
      id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
    },
    enrolled_at: row.enrolled_at.toISOString(),
    lessons_completed: row.lessons_completed,
    last_activity_at: row.last_activity_at ? row.last_activity_at.toISOString() : null,
    quiz_scores: quizzes.map((quiz) => {
      const score = byKey.get(`${row.user_id}:${quiz.id}`);
      return {
        assessment_id: quiz.id,
        attempts: score?.attempts ?? 0,
        best_percentage: score?.best ?? null,
        last_percentage: score?.last ?? null,
        pending: score?.pending ?? false,
      };
    }),
  }));
}

async function page(
  tx: Tx,
  course: CourseRecord,
  quizzes: repo.RosterQuizRow[],
  options: Options,
  skip: number,
  limit: number,
) {
  const rows = await repo.rosterPage(tx, {
    tenantId: course.tenant_id,
    courseId: course.id,
    ...options,
    skip,
    limit,
  });
  const scores = await repo.quizScores(
    tx,
    course.tenant_id,
    quizzes.map((q) => q.id),
    rows.map((r) => r.user_id),
  );
  return toEntries(rows, quizzes, scores);
}

function optionsOf(query: {
  sort?: repo.RosterSort | undefined;
  order?: repo.SortOrder | undefined;
  search?: string | undefined;
}): Options {
  const sort = query.sort ?? 'name';
  // Progress and last activity read best highest first unless asked otherwise.
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  return { sort, order, search: query.search };
}

export async function getCourseRoster(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  query: Query<'getCourseRoster'>,
): Promise<Schemas['CourseRoster']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadRosterCourse(tx, auth, courseId);
    const options = optionsOf(query);
    const [lessonsTotal, quizzes, total] = [
      await repo.countPublishedLessons(tx, course.tenant_id, course.id),
      await repo.publishedQuizzes(tx, course.tenant_id, course.id),
      await repo.rosterCount(tx, course.tenant_id, course.id, options.search),
    ];
    const items = await page(tx, course, quizzes, options, query.skip ?? 0, query.limit ?? 100);
    return {
      course: { id: course.id, title: course.title },
      lessons_total: lessonsTotal,
      quizzes,
      items,
      total,
    };
  });
}

const percent = (value: number | null) =>
  value === null ? '' : String(Math.round(value * 100) / 100);

/** The roster's CSV rows (header first). */
function rosterCsvRows(
  lessonsTotal: number,
  quizzes: repo.RosterQuizRow[],
  entries: Schemas['RosterEntry'][],
): string[][] {
  const header = [
    'Student',
    'Email',
    'Enrolled on (PKT)',
    'Lessons done',
    'Lessons total',
    'Progress %',
    'Last activity (PKT)',
    ...quizzes.flatMap((q) => [
      `${q.title} - best %`,
      `${q.title} - last %`,
      `${q.title} - attempts`,
    ]),
  ];
  const rows = entries.map((entry) => [
    `${entry.user.first_name} ${entry.user.last_name}`.trim(),
    entry.user.email,
    pakistanDateTime(entry.enrolled_at),
    String(entry.lessons_completed),
    String(lessonsTotal),
    lessonsTotal > 0 ? String(Math.round((entry.lessons_completed / lessonsTotal) * 100)) : '',
    pakistanDateTime(entry.last_activity_at),
    ...entry.quiz_scores.flatMap((score) => [
      percent(score.best_percentage),
      score.pending ? 'pending' : percent(score.last_percentage),
      String(score.attempts),
    ]),
  ]);
  return [header, ...rows];
}

/** A file name from the course title: `roster-intro-to-python-2026-11-23.csv`. */
function fileName(title: string, now: Date): string {
  const slug =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'course';
  return `roster-${slug}-${pakistanDateTime(now).slice(0, 10)}.csv`;
}

/**
 * The whole roster as CSV: UTF-8 with a byte-order mark (Excel then reads Urdu names), CRLF
 * lines, formula-looking cells neutralised (papaparse's escapeFormulae). Read in pages of
 * EXPORT_PAGE inside the request's one transaction.
 */
export async function exportCourseRoster(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  query: Query<'exportCourseRoster'>,
): Promise<{ fileName: string; body: Buffer }> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadRosterCourse(tx, auth, courseId);
    const options = optionsOf(query);
    const lessonsTotal = await repo.countPublishedLessons(tx, course.tenant_id, course.id);
    const quizzes = await repo.publishedQuizzes(tx, course.tenant_id, course.id);
    const chunks: string[] = [CSV_BOM];
    let first = true;
    for (let skip = 0; ; skip += EXPORT_PAGE) {
      const entries = await page(tx, course, quizzes, options, skip, EXPORT_PAGE);
      const rows = rosterCsvRows(lessonsTotal, quizzes, entries);
      const data = first ? rows : rows.slice(1);
      if (data.length > 0) {
        chunks.push(csvLines(data));
      }
      first = false;
      if (entries.length < EXPORT_PAGE) break;
    }
    return {
      fileName: fileName(course.title, new Date()),
      body: Buffer.from(chunks.join(''), 'utf8'),
    };
  });
}
