// A file of questions read for the bank: the format's parser, then each question checked with
// the bank's own rules (the quiz builder's per-type rules, tags), every refusal a problem on the
// question's line. Shared by the preview and the import so both read a file the same way.
import { HttpError, invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { cleanTags } from './bank.js';
import {
  MAX_PROBLEMS,
  type ParsedQuestion,
  type ParseResult,
  type Problem,
  parsePackage,
  parseQuestions,
  type QuestionFormat,
  sortProblems,
} from './formats/index.js';
import { normalizeQuestion } from './normalize-question.js';

interface CheckedFile {
  questions: ParsedQuestion[];
  problems: Problem[];
}

const MAX_TAGS = 10;

const FILE_MESSAGES = defineMessages('assessments.bankFile', {
  oneSource: {
    en: 'Send the file as text or, for a QTI 3.0 package, as content_base64: one of the two.',
    ur: 'فائل یا تو متن (text) کے طور پر بھیجیں یا، QTI 3.0 پیکیج ہو تو، content_base64 کے طور پر: دونوں میں سے ایک۔',
  },
  packageOnlyQti3: {
    en: 'Only a QTI 3.0 package (format qti3) is sent as content_base64.',
    ur: 'content_base64 کے طور پر صرف QTI 3.0 پیکیج (فارمیٹ qti3) بھیجا جاتا ہے۔',
  },
});

/** What the import request carries: a text file, or (QTI 3.0 only) a ZIP package in base64. */
interface FileSource {
  text?: string | undefined;
  content_base64?: string | undefined;
}

function parseSource(format: QuestionFormat, source: FileSource): ParseResult {
  const hasText = source.text !== undefined;
  const hasPackage = source.content_base64 !== undefined;
  if (hasText === hasPackage) throw invalidField('text', FILE_MESSAGES.oneSource);
  if (hasPackage) {
    if (format !== 'qti3') throw invalidField('content_base64', FILE_MESSAGES.packageOnlyQti3);
    return parsePackage(source.content_base64!);
  }
  return parseQuestions(format, source.text!);
}

export function readBankFile(
  format: QuestionFormat,
  source: FileSource,
  extraTags: readonly string[] = [],
): CheckedFile {
  // Tags for the whole file are the caller's own field: refused once (422 on `tags`), not per question.
  cleanTags(extraTags);
  const parsed = parseSource(format, source);
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
        ...(question.file !== undefined ? { file: question.file } : {}),
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
      problems.push({
        line: question.line,
        code: 'invalid',
        message: error.detail,
        ...(question.file !== undefined ? { file: question.file } : {}),
      });
    }
  }
  sortProblems(problems, parsed.files);
  return { questions, problems: problems.slice(0, MAX_PROBLEMS + 1) };
}
