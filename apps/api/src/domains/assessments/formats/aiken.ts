// Moodle's Aiken text format: multiple-choice questions only. Pure, like the GIFT module.
//
//   What is the correct answer to this question?
//   A. Is it this one?
//   B) Maybe this answer?
//   ANSWER: B
//
// The question is one line (a line that is neither a choice nor ANSWER: before the first choice
// continues it, as people paste wrapped text); each choice is a capital letter, "." or ")" and a
// space; ANSWER: names the right letter. Questions are separated by blank lines when written.
import {
  MAX_IMPORT_QUESTIONS,
  MAX_PROBLEMS,
  type ParsedQuestion,
  type ParseResult,
  type PortableQuestion,
  type Problem,
  type ProblemCode,
  QUESTION_LIMITS,
} from './types.js';

const CHOICE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/;

interface Pending {
  line: number;
  text: string;
  options: Record<string, string>;
  broken: boolean;
}

export function parseAiken(text: string): ParseResult {
  const questions: ParsedQuestion[] = [];
  const problems: Problem[] = [];
  const problem = (line: number, code: ProblemCode, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, code, message });
  };
  let current: Pending | null = null;
  const unfinished = (pending: Pending) =>
    problem(
      pending.line,
      'missing_answer',
      'The question has no "ANSWER:" line after its choices.',
    );
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    if (questions.length + problems.length >= MAX_IMPORT_QUESTIONS + MAX_PROBLEMS) break;
    const lineNo = index + 1;
    const line = lines[index]!.trim();
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!current) {
        problem(lineNo, 'syntax', '"ANSWER:" comes before any question.');
        continue;
      }
      const pending: Pending = current;
      current = null;
      if (pending.broken) continue;
      const keys = Object.keys(pending.options);
      const letter = answer[1]!.trim();
      if (keys.length < 2) {
        problem(pending.line, 'too_few_options', 'A question needs at least two choices.');
      } else if (!/^[A-Z]$/.test(letter) || !keys.includes(letter)) {
        problem(
          lineNo,
          'unknown_answer',
          `"ANSWER:" must name one of the choices' letters (${keys.join(', ')}).`,
        );
      } else if (pending.text.length > QUESTION_LIMITS.text) {
        problem(pending.line, 'too_long', 'The question text is longer than 5,000 characters.');
      } else {
        questions.push({
          line: pending.line,
          question_text: pending.text,
          question_type: 'multiple_choice',
          options: pending.options,
          correct_answer: letter,
          accepted_answers: [],
          points: 1,
          tags: [],
        });
      }
      continue;
    }
    const choice = CHOICE.exec(line);
    if (choice && current) {
      const [, letter, optionText] = choice;
      if (current.options[letter!] !== undefined) {
        problem(lineNo, 'syntax', `The choice letter ${letter} is used twice.`);
        current.broken = true;
      } else if (optionText!.length > QUESTION_LIMITS.option) {
        problem(lineNo, 'too_long', 'A choice is longer than 1,000 characters.');
        current.broken = true;
      } else {
        current.options[letter!] = optionText!.trim();
      }
      continue;
    }
    if (current && Object.keys(current.options).length === 0) {
      current.text += `\n${line}`;
      continue;
    }
    if (current && !current.broken) unfinished(current);
    current = { line: lineNo, text: line, options: {}, broken: false };
  }
  if (current && !current.broken) unfinished(current);
  return { questions, problems };
}

const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Only multiple-choice questions can be written in Aiken; the others are left out. */
export function printAiken(questions: readonly PortableQuestion[]): string {
  const blocks = questions
    .filter((question) => question.question_type === 'multiple_choice')
    .map((question) => {
      const keys = Object.keys(question.options).sort();
      return [
        oneLine(question.question_text),
        ...keys.map((key) => `${key}. ${oneLine(question.options[key]!)}`),
        `ANSWER: ${question.correct_answer ?? ''}`,
      ].join('\n');
    });
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}
