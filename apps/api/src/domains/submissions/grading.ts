// Automatic grading of a submission and the recomputation after manual grading.
import type { QuestionType, StoredResult } from '../../db/schema/learning.js';

export interface GradableQuestion {
  id: number;
  question_type: QuestionType;
  points: number;
  correct_answer: string | null;
  accepted_answers: string[];
}

/** Short answers compare case- and space-insensitively (and Unicode-compatibility folded). */
function normalizeShortAnswer(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/gu, '');
}

/**
 * Grades one answer. Multiple choice, true/false and matching short answers are final; an essay
 * or a short answer that matches no accepted answer waits for staff (is_correct null,
 * needs_review). A blank or missing answer scores 0 and needs no review.
 */
export function gradeAnswer(question: GradableQuestion, answer: string | undefined): StoredResult {
  const given = answer?.trim() ?? '';
  const result = (
    points: number,
    isCorrect: boolean | null,
    needsReview: boolean,
  ): StoredResult => ({
    question_id: question.id,
    question_type: question.question_type,
    points_awarded: points,
    max_points: question.points,
    is_correct: isCorrect,
    feedback: null,
    needs_review: needsReview,
  });
  if (!given) return result(0, false, false);
  switch (question.question_type) {
    case 'multiple_choice': {
      const correct = given.toUpperCase() === question.correct_answer;
      return result(correct ? question.points : 0, correct, false);
    }
    case 'true_false': {
      const correct = given.toLowerCase() === question.correct_answer;
      return result(correct ? question.points : 0, correct, false);
    }
    case 'short_answer': {
      const candidates = [...question.accepted_answers];
      if (question.correct_answer) candidates.push(question.correct_answer);
      const normalized = normalizeShortAnswer(given);
      if (candidates.some((candidate) => normalizeShortAnswer(candidate) === normalized)) {
        return result(question.points, true, false);
      }
      return result(0, null, true);
    }
    default:
      return result(0, null, true);
  }
}

interface Totals {
  score: number;
  max_score: number;
  percentage: number;
  passed: boolean;
  grading_pending: boolean;
}

/** Score, percentage (two decimals), pass against passing_score percent, pending review. */
export function totals(results: readonly StoredResult[], passingScore: number): Totals {
  const score = results.reduce((sum, item) => sum + item.points_awarded, 0);
  const max = results.reduce((sum, item) => sum + item.max_points, 0);
  const percentage = max > 0 ? Math.round((score / max) * 10000) / 100 : 0;
  return {
    score,
    max_score: max,
    percentage,
    passed: max > 0 && percentage >= passingScore,
    grading_pending: results.some((item) => item.needs_review),
  };
}
