// A question as the service stores it, per type: shared by the quiz builder's questions and the
// question bank's.
import type { QuestionType } from '../../db/schema/learning.js';
import { invalidField } from '../../http/errors.js';
import { optionalText, requiredText } from '../courses/service.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import type * as repo from './repository.js';

export type AnyQuestion = Pick<
  repo.QuestionRecord,
  | 'question_text'
  | 'question_type'
  | 'options'
  | 'correct_answer'
  | 'accepted_answers'
  | 'points'
  | 'hints'
>;

/** Normalizes a question per type; a problem is a 422 naming the field (with `prefix`). */
export function normalizeQuestion(input: AnyQuestion, prefix = ''): Omit<AnyQuestion, never> {
  const field = (name: string) => `${prefix}${name}`;
  const question_text = requiredText(field('question_text'), input.question_text);
  const hints = input.hints.map((hint) => hint.trim()).filter(Boolean);
  const type: QuestionType = input.question_type;
  const base = { question_text, question_type: type, points: input.points, hints };
  switch (type) {
    case 'multiple_choice': {
      const options: Record<string, string> = {};
      for (const key of Object.keys(input.options).sort()) {
        const text = input.options[key]!.trim();
        if (!text) throw invalidField(field(`options.${key}`), ASSESSMENT_MESSAGES.optionBlank);
        options[key] = text;
      }
      const keys = Object.keys(options);
      if (keys.length < 2) throw invalidField(field('options'), ASSESSMENT_MESSAGES.optionsNeeded);
      const correct = input.correct_answer?.trim().toUpperCase() ?? '';
      if (!keys.includes(correct)) {
        throw invalidField(
          field('correct_answer'),
          ASSESSMENT_MESSAGES.correctOption({ keys: keys.join(', ') }),
        );
      }
      return { ...base, options, correct_answer: correct, accepted_answers: [] };
    }
    case 'true_false': {
      const correct = input.correct_answer?.trim().toLowerCase() ?? '';
      if (correct !== 'true' && correct !== 'false') {
        throw invalidField(field('correct_answer'), ASSESSMENT_MESSAGES.trueFalse);
      }
      return { ...base, options: {}, correct_answer: correct, accepted_answers: [] };
    }
    case 'short_answer': {
      const accepted: string[] = [];
      for (const answer of input.accepted_answers) {
        const trimmed = answer.trim();
        if (trimmed && !accepted.includes(trimmed)) accepted.push(trimmed);
      }
      return {
        ...base,
        options: {},
        correct_answer: optionalText(input.correct_answer),
        accepted_answers: accepted,
      };
    }
    default:
      return { ...base, options: {}, correct_answer: null, accepted_answers: [] };
  }
}
