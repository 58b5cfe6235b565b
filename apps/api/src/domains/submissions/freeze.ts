// Question banks: the questions an attempt is shown, frozen when it opens.
import type { Tx } from '../../db/client.js';
import type { FrozenQuestion } from '../../db/schema/learning.js';
import { conflict } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { bankQuestionsTagged } from '../assessments/bankRepository.js';
import { cryptoRng, planAttemptQuestions, type Rng } from '../assessments/draw.js';
import { type AssessmentRecord, listQuestions } from '../assessments/repository.js';
import { seenQuestionCounts } from './repository.js';

export const FREEZE_MESSAGES = defineMessages('submissions.freeze', {
  bankShort: {
    en: 'This quiz draws {count} questions tagged "{tag}" but the question bank now has only {have}. Please tell your teacher.',
    ur: 'یہ کوئز "{tag}" ٹیگ والے {count} سوال نکالتا ہے مگر سوالات کے بینک میں اب صرف {have} ہیں۔ براہِ کرم اپنے استاد کو بتائیں۔',
  },
  startFirst: {
    en: 'This quiz gives each attempt its own questions: open it first, then submit the answers of that attempt.',
    ur: 'یہ کوئز ہر کوشش کو اس کے اپنے سوال دیتا ہے: پہلے کوئز کھولیں، پھر اسی کوشش کے جوابات جمع کرائیں۔',
  },
});

/** A quiz whose attempts each get their own questions or order (draws or shuffles). */
export function perAttempt(
  assessment: Pick<AssessmentRecord, 'random_draws' | 'shuffle_questions' | 'shuffle_options'>,
): boolean {
  return (
    assessment.random_draws.length > 0 || assessment.shuffle_questions || assessment.shuffle_options
  );
}

/**
 * The questions of a new attempt: the quiz's own, the draws from the course's bank (those the
 * learner saw least first), shuffled as the quiz says. 409 when the bank can no longer fill a
 * draw (it was checked when the quiz was saved; questions may have been deleted since).
 */
export async function questionsForNewAttempt(
  tx: Tx,
  assessment: AssessmentRecord,
  userId: number,
  rng: Rng = cryptoRng,
): Promise<FrozenQuestion[]> {
  const fixed = await listQuestions(tx, assessment);
  const draws = assessment.random_draws;
  const bank =
    draws.length > 0
      ? await bankQuestionsTagged(
          tx,
          { tenant_id: assessment.tenant_id, id: assessment.course_id },
          draws.map((draw) => draw.tag),
        )
      : [];
  const seen = draws.length > 0 ? await seenQuestionCounts(tx, assessment, userId) : new Map();
  const plan = planAttemptQuestions(
    {
      fixed,
      draws,
      bank,
      seen,
      shuffleQuestions: assessment.shuffle_questions,
      shuffleOptions: assessment.shuffle_options,
    },
    rng,
  );
  if (!plan.ok)
    throw conflict(
      FREEZE_MESSAGES.bankShort({ tag: plan.tag, have: plan.have, count: plan.count }),
    );
  return plan.questions;
}

/** A frozen question as the learner sees it (no answers); `order_index` is its position. */
export function toAttemptQuestion(
  question: FrozenQuestion,
  index: number,
  assessmentId: number,
): Schemas['Question'] {
  return {
    id: question.id,
    assessment_id: assessmentId,
    question_text: question.question_text,
    question_type: question.question_type,
    options: question.options,
    points: question.points,
    hints: question.hints,
    order_index: index,
  };
}

/** A frozen question with its answers (staff grading). */
export function toAttemptQuestionAdmin(
  question: FrozenQuestion,
  index: number,
  assessmentId: number,
): Schemas['QuestionAdmin'] {
  return {
    ...toAttemptQuestion(question, index, assessmentId),
    correct_answer: question.correct_answer,
    accepted_answers: question.accepted_answers,
  };
}
