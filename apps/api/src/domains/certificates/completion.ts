// Completion recorded by the server: a quiz lesson is completed when its quiz is done
// (passed, or submitted when it has no passing score), and a course certificate is issued once
// every required lesson is complete and every published quiz of the course is done.
import type { Tx } from '../../db/client.js';
import { courseProgress, progressPercentage, recordProgress } from '../progress/repository.js';
import { listUserAttempts } from '../submissions/repository.js';
import { type QuizRules, quizDone } from '../submissions/standing.js';
import { certificateNumber, newVerificationCode } from './code.js';
import * as repo from './repository.js';

type CourseKey = { tenant_id: number; id: number };

/** After a submit or a grading: ticks the quiz's lessons when done, then checks the course. */
export async function afterQuizOutcome(
  tx: Tx,
  quiz: QuizRules & { tenant_id: number; id: number; course_id: number },
  userId: number,
): Promise<void> {
  const [attempts, lessons] = await Promise.all([
    listUserAttempts(tx, quiz.tenant_id, [quiz.id], userId),
    repo.lessonsOpeningQuiz(tx, quiz),
  ]);
  if (!quizDone(attempts, quiz)) return;
  for (const lesson of lessons) {
    await recordProgress(tx, lesson, userId, {
      completed: true,
      timeSpentSeconds: 0,
      percentage: 100,
    });
  }
  await issueIfComplete(tx, { tenant_id: quiz.tenant_id, id: quiz.course_id }, userId);
}

/** Whether the learner has completed the course (it must have some published content). */
async function courseComplete(tx: Tx, course: CourseKey, userId: number): Promise<boolean> {
  // Independent reads, pipelined (one round trip).
  const [progresses, quizzes] = await Promise.all([
    courseProgress(tx, [course.id], userId),
    repo.publishedQuizzes(tx, course),
  ]);
  const progress = progresses.get(course.id);
  const hasLessons = (progress?.total_lessons ?? 0) > 0;
  if (!hasLessons && quizzes.length === 0) return false;
  if (hasLessons && progressPercentage(progress) < 100) return false;
  if (quizzes.length === 0) return true;
  const attempts = await listUserAttempts(
    tx,
    course.tenant_id,
    quizzes.map((quiz) => quiz.id),
    userId,
  );
  return quizzes.every((quiz) =>
    quizDone(
      attempts.filter((item) => item.assessment_id === quiz.id),
      quiz,
    ),
  );
}

/**
 * Issues the course certificate when the course is complete and none exists yet; one per learner
 * and course, decided by the unique index (two completions at once issue one).
 */
export async function issueIfComplete(
  tx: Tx,
  course: CourseKey,
  userId: number,
): Promise<repo.CertificateRecord | undefined> {
  const existing = await repo.findForCourse(tx, course, userId);
  if (existing) return existing;
  if (!(await courseComplete(tx, course, userId))) return undefined;
  const facts = await repo.issueFacts(tx, course, userId);
  if (!facts) return undefined;
  const id = await repo.nextCertificateId(tx);
  const issuedAt = new Date();
  const inserted = await repo.insertCertificate(tx, {
    id,
    tenant_id: course.tenant_id,
    course_id: course.id,
    user_id: userId,
    number: certificateNumber(issuedAt, course.tenant_id, id),
    code: newVerificationCode(),
    recipient_name: `${facts.first_name} ${facts.last_name}`.trim(),
    course_title: facts.course_title,
    school_name: facts.school_name,
    issued_at: issuedAt,
  });
  return inserted ?? (await repo.findForCourse(tx, course, userId));
}
