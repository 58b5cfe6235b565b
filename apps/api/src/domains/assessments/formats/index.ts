// One entry point per direction for the bank's file formats; the caps that make hostile input
// cheap are applied here, before any parser sees the text (a QTI 3.0 package's own caps are
// applied as it inflates, qtiPackage.ts).
import { parseAiken, printAiken } from './aiken.js';
import { parseGift, printGift } from './gift.js';
import { parseQti, printQti } from './qti.js';
import { parseQti3Document } from './qti3.js';
import { parseQti3Package } from './qtiPackage.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_QUESTIONS,
  type ParseResult,
  type PortableQuestion,
  type Problem,
  type QuestionFormat,
} from './types.js';

export { printQti3Package } from './qtiPackage.js';
export * from './types.js';

/** The formats written as one text file (QTI 3.0 is a ZIP package). */
type TextFormat = Exclude<QuestionFormat, 'qti3'>;

export function parseQuestions(format: QuestionFormat, text: string): ParseResult {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) {
    return {
      questions: [],
      problems: [{ line: 1, code: 'too_long', message: 'The file is larger than 1 MiB.' }],
    };
  }
  const result =
    format === 'gift'
      ? parseGift(text)
      : format === 'aiken'
        ? parseAiken(text)
        : format === 'qti'
          ? parseQti(text)
          : parseQti3Document(text);
  return finish(result);
}

/** A QTI 3.0 package (base64 of the ZIP): questions and problems named by file and line. */
export function parsePackage(contentBase64: string): ParseResult {
  const result = parseQti3Package(contentBase64);
  return finish(result, result.files);
}

/** Problems in reading order: by file (the package's order: manifest, then items), then line. */
export function sortProblems(problems: Problem[], files: readonly string[] = []): Problem[] {
  const rank = (problem: Problem) => {
    if (problem.file === undefined) return -1;
    const index = files.indexOf(problem.file);
    return index === -1 ? files.length : index;
  };
  return problems.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
}

function finish(result: ParseResult, files: readonly string[] = []): ParseResult {
  if (result.questions.length > MAX_IMPORT_QUESTIONS) {
    const first = result.questions[MAX_IMPORT_QUESTIONS]!;
    result.questions = result.questions.slice(0, MAX_IMPORT_QUESTIONS);
    result.problems.push({
      line: first.line,
      code: 'too_many_questions',
      message: `A file may hold at most ${MAX_IMPORT_QUESTIONS} questions; split it and import each part.`,
      ...(first.file !== undefined ? { file: first.file } : {}),
    });
  }
  if (result.questions.length === 0 && result.problems.length === 0) {
    result.problems.push({ line: 1, code: 'empty', message: 'The file holds no question.' });
  }
  sortProblems(result.problems, files);
  if (files.length > 0) result.files = [...files];
  // A file's names and a parser's sentences quote the file (a tag name, an href, an entry's
  // name): cut to the contract's bounds so a hostile name cannot make an answer oversized.
  for (const problem of result.problems) {
    problem.message = problem.message.slice(0, MAX_MESSAGE);
    if (problem.file !== undefined) problem.file = problem.file.slice(0, MAX_FILE_NAME);
  }
  for (const question of result.questions) {
    if (question.file !== undefined) question.file = question.file.slice(0, MAX_FILE_NAME);
  }
  return result;
}

/** The contract's bounds of a problem's `message` and of `file`. */
const MAX_MESSAGE = 500;
const MAX_FILE_NAME = 300;

export function printQuestions(
  format: TextFormat,
  questions: readonly PortableQuestion[],
  ids: readonly string[],
): string {
  if (format === 'gift') return printGift(questions);
  if (format === 'aiken') return printAiken(questions);
  return printQti(questions, ids);
}
