// A file of questions read for the bank: the format's parser, then each question checked with
// the bank's own rules (the quiz builder's per-type rules, tags), every refusal a problem on the
// question's line. Shared by the preview and the import so both read a file the same way.
import { HttpError } from '../../http/errors.js';
import { cleanTags } from './bank.js';
import {
  MAX_PROBLEMS,
  type ParsedQuestion,
  type Problem,
  parseQuestions,
  type QuestionFormat,
} from './formats/index.js';
import { normalizeQuestion } from './normalize-question.js';

export interface CheckedFile {
  questions: ParsedQuestion[];
  problems: Problem[];
}

const MAX_TAGS = 10;

export function readBankFile(
  format: QuestionFormat,
  text: string,
  extraTags: readonly string[] = [],
): CheckedFile {
  // Tags for the whole file are the caller's own field: refused once (422 on `tags`), not per question.
  cleanTags(extraTags);
  const parsed = parseQuestions(format, text);
  const problems = [...parsed.problems];
  const questions: ParsedQuestion[] = [];
  for (const question of parsed.questions) {
    try {
      const normalized = normalizeQuestion({ ...question, hints: [] });
      const tags = cleanTags([...question.tags, ...extraTags]);
      if (tags.length > MAX_TAGS) {
        throw new HttpError(422, `A question carries at most ${MAX_TAGS} tags.`);
      }
      questions.push({
        line: question.line,
        question_text: normalized.question_text,
        question_type: normalized.question_type,
        options: normalized.options,
        correct_answer: normalized.correct_answer,
        accepted_answers: normalized.accepted_answers,
        points: normalized.points,
        tags,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problems.push({ line: question.line, code: 'invalid', message: error.detail });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { questions, problems: problems.slice(0, MAX_PROBLEMS + 1) };
}
