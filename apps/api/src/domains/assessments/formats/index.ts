// One entry point per direction for the bank's text formats; the caps that make hostile input
// cheap are applied here, before any parser sees the text.
import { parseAiken, printAiken } from './aiken.js';
import { parseGift, printGift } from './gift.js';
import { parseQti, printQti } from './qti.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_QUESTIONS,
  type ParseResult,
  type PortableQuestion,
  type QuestionFormat,
} from './types.js';

export * from './types.js';

export function parseQuestions(format: QuestionFormat, text: string): ParseResult {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) {
    return {
      questions: [],
      problems: [{ line: 1, code: 'too_long', message: 'The file is larger than 1 MiB.' }],
    };
  }
  const result =
    format === 'gift' ? parseGift(text) : format === 'aiken' ? parseAiken(text) : parseQti(text);
  if (result.questions.length > MAX_IMPORT_QUESTIONS) {
    const first = result.questions[MAX_IMPORT_QUESTIONS]!;
    result.questions = result.questions.slice(0, MAX_IMPORT_QUESTIONS);
    result.problems.push({
      line: first.line,
      code: 'too_many_questions',
      message: `A file may hold at most ${MAX_IMPORT_QUESTIONS} questions; split it and import each part.`,
    });
  }
  if (result.questions.length === 0 && result.problems.length === 0) {
    result.problems.push({ line: 1, code: 'empty', message: 'The file holds no question.' });
  }
  result.problems.sort((a, b) => a.line - b.line);
  return result;
}

export function printQuestions(
  format: QuestionFormat,
  questions: readonly PortableQuestion[],
  ids: readonly string[],
): string {
  if (format === 'gift') return printGift(questions);
  if (format === 'aiken') return printAiken(questions);
  return printQti(questions, ids);
}
