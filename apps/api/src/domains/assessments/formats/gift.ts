// Moodle's GIFT text format, read and written for the product's four question types. Pure: no
// I/O, so the parser is tested on the public examples of the format's description.
//
// Mapping (the product's types are a subset of GIFT's):
//   {=right ~wrong ~wrong}  multiple_choice (exactly one "=" answer, options lettered A, B... in order)
//   {T} {F} {TRUE} {FALSE}  true_false
//   {=answer =answer}       short_answer (every answer accepted)
//   {}                      essay
// Matching (->), numerical ({#...}), partial credit (%n%) and descriptions (no braces) have no
// product type: each is a problem naming its line, never dropped silently. Feedback (#...) and
// titles (::...::) are read past; tags and points ride in a comment line every GIFT reader skips.
import {
  MAX_IMPORT_QUESTIONS,
  MAX_PROBLEMS,
  optionKey,
  type ParsedQuestion,
  type ParseResult,
  type PortableQuestion,
  type Problem,
  type ProblemCode,
  QUESTION_LIMITS,
} from './types.js';

const SPECIAL = new Set(['~', '=', '#', '{', '}', ':', '\\']);
const FORMAT_MARK = /^\[(html|moodle|plain|markdown)\]/i;

interface Block {
  /** Line of the block's first non-comment line (1-based). */
  line: number;
  /** Non-comment lines joined with "\n". */
  raw: string;
  /** The file line of each line of `raw`. */
  lines: number[];
  comments: string[];
}

/** Splits the file into blank-line-separated blocks, comments kept apart. */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  let comments: string[] = [];
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  all.forEach((content, index) => {
    const trimmed = content.trim();
    if (trimmed === '') {
      if (current) out.push(current);
      current = null;
      comments = [];
      return;
    }
    if (trimmed.startsWith('//')) {
      (current?.comments ?? comments).push(trimmed.slice(2));
      return;
    }
    // A category line is Moodle's folder for what follows; the bank has tags instead.
    if (!current && /^\$CATEGORY:/i.test(trimmed)) return;
    if (!current) {
      current = { line: index + 1, raw: content, lines: [index + 1], comments };
      comments = [];
    } else {
      current.raw += `\n${content}`;
      current.lines.push(index + 1);
    }
  });
  if (current) out.push(current);
  return out;
}

/** Index of the first `char` not escaped by a backslash, from `from`; -1 when none. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === char) return i;
  }
  return -1;
}

/** GIFT's escapes undone: \~ \= \# \{ \} \: \\ and \n (a line break). */
export function unescapeGift(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      const next = text[i + 1]!;
      if (next === 'n') {
        out += '\n';
        i++;
        continue;
      }
      if (SPECIAL.has(next)) {
        out += next;
        i++;
        continue;
      }
    }
    out += char;
  }
  return out;
}

/** Text written so GIFT reads it back as it is. */
export function escapeGift(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n') out += '\\n';
    else if (char === '\r') continue;
    else if (SPECIAL.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

interface Answer {
  kind: '=' | '~';
  text: string;
  weight: number | null;
  offset: number;
}

/** The answers inside the braces: each starts at an unescaped = or ~; # starts feedback. */
function splitAnswers(inner: string): { answers: Answer[]; stray: string } {
  const answers: Answer[] = [];
  let stray = '';
  let current: Answer | null = null;
  let inFeedback = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!;
    if (char === '\\' && i + 1 < inner.length) {
      if (current && !inFeedback) current.text += inner.slice(i, i + 2);
      else if (!current) stray += inner.slice(i, i + 2);
      i++;
      continue;
    }
    if (char === '=' || char === '~') {
      current = { kind: char, text: '', weight: null, offset: i };
      answers.push(current);
      inFeedback = false;
      continue;
    }
    if (char === '#') {
      inFeedback = true;
      continue;
    }
    if (inFeedback) continue;
    if (current) current.text += char;
    else stray += char;
  }
  for (const answer of answers) {
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(answer.text);
    if (weight) {
      answer.weight = Number(weight[1]);
      answer.text = answer.text.slice(weight[0].length);
    }
    answer.text = unescapeGift(answer.text).trim();
  }
  return { answers, stray };
}

/** Parses a GIFT file into questions and problems, each named by the line it starts on. */
export function parseGift(text: string): ParseResult {
  const questions: ParsedQuestion[] = [];
  const problems: Problem[] = [];
  const problem = (line: number, code: ProblemCode, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, code, message });
  };
  for (const block of blocks(text)) {
    if (questions.length + problems.length >= MAX_IMPORT_QUESTIONS + MAX_PROBLEMS) break;
    const lineAt = (offset: number) => {
      const before = block.raw.slice(0, offset).split('\n').length - 1;
      return block.lines[before] ?? block.line;
    };
    let raw = block.raw;
    // An optional title ::name:: comes first; the bank has no titles.
    const title = /^\s*::/.exec(raw);
    if (title) {
      const end = raw.indexOf('::', title[0].length);
      if (end === -1) {
        problem(block.line, 'syntax', 'The title is not closed with "::".');
        continue;
      }
      raw = raw.slice(0, title.index) + ' '.repeat(end + 2 - title.index) + raw.slice(end + 2);
    }
    const open = findUnescaped(raw, '{');
    if (open === -1) {
      problem(
        block.line,
        'unsupported_type',
        'Text without answers in braces is a description, not a question.',
      );
      continue;
    }
    const close = findUnescaped(raw, '}', open + 1);
    if (close === -1) {
      problem(lineAt(open), 'syntax', 'The answers opened with "{" are not closed with "}".');
      continue;
    }
    const prefix = raw.slice(0, open).trim().replace(FORMAT_MARK, '').trim();
    const suffix = raw
      .slice(close + 1)
      .trim()
      .replace(FORMAT_MARK, '');
    // Answers in the middle of a sentence are GIFT's "missing word": the blank is shown as a line.
    const textRaw = suffix ? `${prefix} _____ ${suffix}` : prefix;
    const questionText = unescapeGift(textRaw).trim();
    const innerRaw = raw.slice(open + 1, close);
    const inner = innerRaw.trim();
    const innerLine = lineAt(open);
    const meta = readMeta(block.comments);
    const base = {
      line: block.line,
      question_text: questionText,
      points: meta.points,
      tags: meta.tags,
    };
    if (!questionText) {
      problem(block.line, 'syntax', 'The question has no text before its answers.');
      continue;
    }
    if (questionText.length > QUESTION_LIMITS.text) {
      problem(block.line, 'too_long', 'The question text is longer than 5,000 characters.');
      continue;
    }
    if (inner === '') {
      questions.push({
        ...base,
        question_type: 'essay',
        options: {},
        correct_answer: null,
        accepted_answers: [],
      });
      continue;
    }
    if (inner.startsWith('#')) {
      problem(innerLine, 'unsupported_type', 'Numerical questions ({#...}) are not supported.');
      continue;
    }
    const trueFalse = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(inner);
    if (trueFalse) {
      questions.push({
        ...base,
        question_type: 'true_false',
        options: {},
        correct_answer: trueFalse[1]!.toUpperCase().startsWith('T') ? 'true' : 'false',
        accepted_answers: [],
      });
      continue;
    }
    const { answers, stray } = splitAnswers(innerRaw);
    if (stray.trim() !== '' || answers.length === 0) {
      problem(
        innerLine,
        'syntax',
        'The answers must each start with "=" (right) or "~" (wrong); escape these signs with "\\" in text.',
      );
      continue;
    }
    const answerLine = (answer: Answer) => lineAt(open + 1 + answer.offset);
    const matching = answers.find((answer) => answer.text.includes('->'));
    if (matching) {
      problem(
        answerLine(matching),
        'unsupported_type',
        'Matching questions (->) are not supported.',
      );
      continue;
    }
    const weighted = answers.find(
      (answer) => answer.weight !== null && !(answer.kind === '=' && answer.weight === 100),
    );
    if (weighted) {
      problem(
        answerLine(weighted),
        'partial_credit',
        'Partial credit (%n%) is not supported: mark one answer right with "=" and the others wrong with "~".',
      );
      continue;
    }
    const blank = answers.find((answer) => answer.text === '');
    if (blank) {
      problem(answerLine(blank), 'syntax', 'An answer is empty.');
      continue;
    }
    const tooLong = answers.find((answer) => answer.text.length > QUESTION_LIMITS.option);
    if (tooLong) {
      problem(answerLine(tooLong), 'too_long', 'An answer is longer than 1,000 characters.');
      continue;
    }
    const right = answers.filter((answer) => answer.kind === '=');
    if (right.length === answers.length) {
      if (answers.length > QUESTION_LIMITS.answers) {
        problem(innerLine, 'too_many_options', 'A short answer accepts at most 50 answers.');
        continue;
      }
      questions.push({
        ...base,
        question_type: 'short_answer',
        options: {},
        correct_answer: null,
        accepted_answers: [...new Set(answers.map((answer) => answer.text))],
      });
      continue;
    }
    if (right.length === 0) {
      problem(innerLine, 'no_correct', 'No answer is marked right with "=".');
      continue;
    }
    if (right.length > 1) {
      problem(
        answerLine(right[1]!),
        'too_many_correct',
        'More than one answer is marked right: a multiple-choice question has one right answer.',
      );
      continue;
    }
    if (answers.length > QUESTION_LIMITS.options) {
      problem(innerLine, 'too_many_options', 'A question has at most 26 choices.');
      continue;
    }
    const options: Record<string, string> = {};
    let correct = '';
    answers.forEach((answer, index) => {
      options[optionKey(index)] = answer.text;
      if (answer.kind === '=') correct = optionKey(index);
    });
    questions.push({
      ...base,
      question_type: 'multiple_choice',
      options,
      correct_answer: correct,
      accepted_answers: [],
    });
  }
  return { questions, problems };
}

/** Tags and points from the comments above a question: `// [tag:kinematics] [points:2]`. */
function readMeta(comments: readonly string[]): { tags: string[]; points: number } {
  const tags: string[] = [];
  let points = 1;
  for (const comment of comments) {
    for (const match of comment.matchAll(/\[tag:([^\]]+)\]/g)) tags.push(match[1]!.trim());
    const pts = /\[points:(\d{1,4})\]/.exec(comment);
    if (pts) points = Math.min(Number(pts[1]), 1000);
  }
  return { tags, points };
}

function metaComment(question: PortableQuestion): string | null {
  const parts = question.tags.map((tag) => `[tag:${tag.replace(/[\]\r\n]/g, '')}]`);
  if (question.points !== 1) parts.push(`[points:${question.points}]`);
  return parts.length > 0 ? `// ${parts.join(' ')}` : null;
}

function answerBlock(lines: string[]): string {
  return `{\n${lines.map((line) => `\t${line}`).join('\n')}\n}`;
}

/** One question as GIFT; a short answer with nothing accepted is written as an essay. */
function printGiftQuestion(question: PortableQuestion): string {
  const text = escapeGift(question.question_text);
  let body: string;
  switch (question.question_type) {
    case 'multiple_choice': {
      const keys = Object.keys(question.options).sort();
      body = `${text} ${answerBlock(
        keys.map(
          (key) =>
            `${key === question.correct_answer ? '=' : '~'}${escapeGift(question.options[key]!)}`,
        ),
      )}`;
      break;
    }
    case 'true_false':
      body = `${text} {${question.correct_answer === 'true' ? 'TRUE' : 'FALSE'}}`;
      break;
    case 'short_answer': {
      const accepted =
        question.accepted_answers.length > 0
          ? question.accepted_answers
          : question.correct_answer
            ? [question.correct_answer]
            : [];
      body =
        accepted.length > 0
          ? `${text} ${answerBlock(accepted.map((answer) => `=${escapeGift(answer)}`))}`
          : `${text} {}`;
      break;
    }
    default:
      body = `${text} {}`;
  }
  const meta = metaComment(question);
  return meta ? `${meta}\n${body}` : body;
}

/** A whole bank as one GIFT file: questions separated by a blank line. */
export function printGift(questions: readonly PortableQuestion[]): string {
  return questions.length === 0 ? '' : `${questions.map(printGiftQuestion).join('\n\n')}\n`;
}
