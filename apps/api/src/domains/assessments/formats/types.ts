// What the text formats (GIFT, Aiken, QTI) read and write: a bank question without its ids,
// plus the line it starts on so the preview can name it.
import type { QuestionType } from '../../../db/schema/learning.js';

export const FORMATS = ['gift', 'aiken', 'qti', 'qti3'] as const;
export type QuestionFormat = (typeof FORMATS)[number];

/** The most questions one file may hold: a bank is edited by people, not filled by machines. */
export const MAX_IMPORT_QUESTIONS = 500;
/** Problems past this many are not listed (the file is refused anyway). */
export const MAX_PROBLEMS = 200;
/** The largest file read, in UTF-8 bytes, so hostile input costs little. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export interface PortableQuestion {
  question_text: string;
  question_type: QuestionType;
  /** Choices keyed A, B, C... (multiple_choice only). */
  options: Record<string, string>;
  correct_answer: string | null;
  accepted_answers: string[];
  points: number;
  tags: string[];
}

/** A question read from a file, with the 1-based line it starts on. */
export interface ParsedQuestion extends PortableQuestion {
  line: number;
  /** In a package (QTI 3.0), the file inside it the line belongs to. */
  file?: string;
}

export type ProblemCode =
  | 'syntax'
  | 'unsupported_type'
  | 'partial_credit'
  | 'no_correct'
  | 'too_many_correct'
  | 'too_few_options'
  | 'too_many_options'
  | 'too_long'
  | 'missing_answer'
  | 'unknown_answer'
  | 'doctype'
  | 'too_many_questions'
  | 'empty'
  | 'invalid'
  | 'package';

/** Something in the file that keeps it from being imported, named by line. */
export interface Problem {
  line: number;
  code: ProblemCode;
  message: string;
  /** In a package (QTI 3.0), the file inside it the line belongs to. */
  file?: string;
}

export interface ParseResult {
  questions: ParsedQuestion[];
  problems: Problem[];
  /** A package's files in reading order (manifest, then items): problems are sorted by it. */
  files?: string[];
}

/** Option keys in order: A, B, C... (the product's letters). */
export function optionKey(index: number): string {
  return String.fromCharCode(65 + index);
}

export const QUESTION_LIMITS = { text: 5000, option: 1000, options: 26, answers: 50 } as const;
