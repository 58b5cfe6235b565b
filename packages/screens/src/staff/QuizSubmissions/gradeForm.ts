// The grading form's values, validation and request body (operation gradeSubmission).
import type { QuestionAdmin, QuestionResult, Submission, SubmissionGrade } from '@watni/api-client';

/** Essay and short-answer questions are graded by hand; the others are marked automatically. */
export const isHandGraded = (question: Pick<QuestionAdmin, 'question_type'> | undefined) =>
  question?.question_type === 'essay' || question?.question_type === 'short_answer';

export interface GradeValues {
  /** Per question id: the points as typed and the feedback. */
  questions: Record<number, { points: string; feedback: string }>;
  feedback: string;
}

export type GradeErrors = Record<number, string>;

/** The form's starting values: the submission's current points and feedback. */
export function gradeValues(submission: Submission, questions: readonly QuestionAdmin[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const values: GradeValues = { questions: {}, feedback: submission.feedback ?? '' };
  for (const result of submission.results) {
    if (!isHandGraded(byId.get(result.question_id))) continue;
    values.questions[result.question_id] = {
      points: String(result.points_awarded),
      feedback: result.feedback ?? '',
    };
  }
  return values;
}

/** Whole numbers from 0 to the question's points; returns the errors by question id. */
export function validateGrades(
  values: GradeValues,
  results: readonly Pick<QuestionResult, 'question_id' | 'max_points'>[],
  message: (max: number) => string,
): GradeErrors {
  const errors: GradeErrors = {};
  for (const result of results) {
    const entry = values.questions[result.question_id];
    if (!entry) continue;
    const text = entry.points.trim();
    const points = Number(text);
    if (text === '' || !Number.isInteger(points) || points < 0 || points > result.max_points) {
      errors[result.question_id] = message(result.max_points);
    }
  }
  return errors;
}

/** The request body: one grade per hand-graded question, blank feedback as null. */
export function toGradeBody(values: GradeValues): SubmissionGrade {
  return {
    grades: Object.entries(values.questions).map(([id, entry]) => ({
      question_id: Number(id),
      points: Number(entry.points.trim()),
      feedback: entry.feedback.trim() === '' ? null : entry.feedback.trim(),
    })),
    feedback: values.feedback.trim() === '' ? null : values.feedback.trim(),
  };
}
