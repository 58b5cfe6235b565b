// The bank's text formats, tested on the public examples of their descriptions:
//   GIFT:  https://docs.moodle.org/en/GIFT_format (examples also in Moodle's
//          question/format/gift/format.php header, https://docs.moodle.org/35/en/GIFT_format)
//   Aiken: https://docs.moodle.org/en/Aiken_format (https://docs.moodle.org/20/en/Aiken)
//   QTI:   IMS QTI 2.1 assessmentItem (choiceInteraction, textEntryInteraction,
//          extendedTextInteraction), https://www.imsglobal.org/question/qtiv2p1/imsqti_infov2p1.html
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.js';
import { escapeGift, parseGift, unescapeGift } from './gift.js';
import { parseQuestions, printQuestions } from './index.js';
import { parseQti } from './qti.js';
import type { ParsedQuestion, PortableQuestion } from './types.js';

const strip = ({ line: _line, ...question }: ParsedQuestion): PortableQuestion => question;

describe('GIFT: the examples of Moodle\'s "GIFT format" page', () => {
  it('reads multiple choice, missing word, true/false, short answer and essay', () => {
    const text = [
      "Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}",
      '',
      "Grant is {~buried =entombed ~living} in Grant's tomb.",
      '',
      "Grant is buried in Grant's tomb.{F}",
      '',
      "Who's buried in Grant's tomb?{=no one =nobody}",
      '',
      '// true/false',
      '::Q1:: 1+1=2 {T}',
      '',
      '// multiple choice with specified feedback for right and wrong answers',
      "::Q2:: What's between orange and green in the spectrum?",
      "{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }",
      '',
      'Japanese characters originally came from what country? {',
      '     ~India',
      '     =China',
      '     ~Korea',
      '     ~Egypt}',
      '',
      'Write a short biography of Dag Hammarskjöld. {}',
    ].join('\n');
    const { questions, problems } = parseGift(text);
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.line, q.question_type, q.correct_answer])).toEqual([
      [1, 'multiple_choice', 'C'],
      [3, 'multiple_choice', 'B'],
      [5, 'true_false', 'false'],
      [7, 'short_answer', null],
      [10, 'true_false', 'true'],
      [13, 'multiple_choice', 'A'],
      [16, 'multiple_choice', 'B'],
      [22, 'essay', null],
    ]);
    expect(questions[0]!.options).toEqual({ A: 'Grant', B: 'Jefferson', C: 'no one' });
    expect(questions[1]!.question_text).toBe("Grant is _____ in Grant's tomb.");
    expect(questions[3]!.accepted_answers).toEqual(['no one', 'nobody']);
    expect(questions[4]!.question_text).toBe('1+1=2');
    expect(questions[5]!.options).toEqual({ A: 'yellow', B: 'red', C: 'blue' });
    expect(questions[6]!.options).toEqual({ A: 'India', B: 'China', C: 'Korea', D: 'Egypt' });
  });

  it('names each unsupported question by its line instead of dropping it', () => {
    const text = [
      'When was Ulysses S. Grant born?{#1822:5}',
      '',
      'Match the following countries with their corresponding capitals. {',
      '=Canada -> Ottawa',
      '=Italy -> Rome',
      '=Japan -> Tokyo',
      '}',
      '',
      "What two people are entombed in Grant's tomb? {",
      '~%-100%No one',
      '~%50%Grant',
      "~%50%Grant's wife",
      "~%-100%Grant's father",
      '}',
      '',
      'You can use your pencil and paper for these next math questions.',
      '',
      "Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}",
    ].join('\n');
    const { questions, problems } = parseGift(text);
    expect(questions).toHaveLength(1);
    expect(questions[0]!.line).toBe(18);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'unsupported_type'],
      [4, 'unsupported_type'],
      [10, 'partial_credit'],
      [16, 'unsupported_type'],
    ]);
    expect(problems[1]!.message).toContain('Matching');
  });

  it('names broken syntax by line', () => {
    const { problems } = parseGift(
      ['Unclosed {=a ~b', '', 'Two right {=a =b ~c}', '', 'None right {~a ~b}'].join('\n'),
    );
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'syntax'],
      [3, 'too_many_correct'],
      [5, 'no_correct'],
    ]);
  });

  it('escapes and unescapes the special characters', () => {
    const text = 'a~b=c#d{e}f:g\\h\nnext line';
    expect(unescapeGift(escapeGift(text))).toBe(text);
    expect(parseGift('1 + 2 \\= {=3}').questions[0]!.question_text).toBe('1 + 2 =');
    expect(
      parseGift('The largest desert on Earth is\\: {=Antarctica ~Sahara}').questions[0]!
        .question_text,
    ).toBe('The largest desert on Earth is:');
  });
});

// Every supported type, tags and points, Urdu, escapes and a line break: the canonical file.
const CANONICAL_GIFT = `// [tag:kinematics] [points:2]
A car covers 100 m in 5 s. Its average speed is {
\t~5 m/s
\t=20 m/s
\t~500 m/s
}

// [tag:forces]
Mass is measured in newtons. {FALSE}

پانی کا کیمیائی فارمولا کیا ہے؟ {TRUE}

Name the SI unit of force. {
\t=newton
\t=N
}

Explain Newton's first law\\: give\\nan example. {}

// [points:0]
What is 2 + 2 \\= ? {
\t~3
\t=4
}
`;

const CANONICAL_AIKEN = `What is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D

Which LMS has the most quiz import formats?
A. Moodle
B. ATutor
C. Claroline
D. Blackboard
E. WebCT
F. Ilias
ANSWER: A
`;

describe('round trips', () => {
  it('a GIFT file with every supported type imports and exports to the same text', () => {
    const { questions, problems } = parseQuestions('gift', CANONICAL_GIFT);
    expect(problems).toEqual([]);
    expect(questions.map((q) => q.question_type)).toEqual([
      'multiple_choice',
      'true_false',
      'true_false',
      'short_answer',
      'essay',
      'multiple_choice',
    ]);
    expect(questions[0]!.tags).toEqual(['kinematics']);
    expect(questions[0]!.points).toBe(2);
    expect(questions[4]!.question_text).toBe("Explain Newton's first law: give\nan example.");
    expect(questions[5]!.points).toBe(0);
    expect(printQuestions('gift', questions.map(strip), [])).toBe(CANONICAL_GIFT);
  });

  it("an Aiken file (the page's examples) imports and exports to the same text", () => {
    const { questions, problems } = parseQuestions('aiken', CANONICAL_AIKEN);
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.line, q.correct_answer])).toEqual([
      [1, 'D'],
      [8, 'A'],
    ]);
    expect(printQuestions('aiken', questions.map(strip), [])).toBe(CANONICAL_AIKEN);
  });

  it('QTI export re-imports to the same questions', () => {
    const questions = parseQuestions('gift', CANONICAL_GIFT).questions.map(strip);
    const xml = printQuestions(
      'qti',
      questions,
      questions.map((_, i) => `q${i + 1}`),
    );
    const back = parseQti(xml);
    expect(back.problems).toEqual([]);
    const same = (question: PortableQuestion) => ({ ...question, tags: [] });
    expect(back.questions.map(strip)).toEqual(questions.map(same));
    expect(back.questions.map((q) => q.line)).toEqual([3, 19, 34, 49, 65, 76]);
  });
});

describe('Aiken: the examples of Moodle\'s "Aiken format" page', () => {
  it('reads "A." and "A)" choices', () => {
    const text = [
      'Which LMS has the most quiz import formats?',
      'A) Moodle',
      'B) ATutor',
      'C) Claroline',
      'ANSWER: A',
    ].join('\n');
    const { questions } = parseAiken(text);
    expect(questions[0]!.options).toEqual({ A: 'Moodle', B: 'ATutor', C: 'Claroline' });
  });

  it('names a missing or wrong ANSWER line by line', () => {
    const text = [
      'First?',
      'A. one',
      'B. two',
      '',
      'Second?',
      'A. one',
      'B. two',
      'ANSWER: E',
      '',
      'Third?',
      'A. only',
      'ANSWER: A',
    ].join('\n');
    const { questions, problems } = parseAiken(text);
    expect(questions).toEqual([]);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [1, 'missing_answer'],
      [8, 'unknown_answer'],
      [10, 'too_few_options'],
    ]);
  });
});

describe('hostile input', () => {
  it('refuses a DOCTYPE before parsing (no entity is expanded)', () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">]>\n<assessmentItem/>`;
    const { problems, questions } = parseQuestions('qti', xml);
    expect(questions).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ line: 2, code: 'doctype' })]);
  });

  it('refuses text over 1 MiB without parsing it', () => {
    const { problems } = parseQuestions('gift', 'x'.repeat(1024 * 1024 + 1));
    expect(problems[0]!.code).toBe('too_long');
  });

  it('caps the number of questions and names the first one over', () => {
    const text = Array.from({ length: 501 }, (_, i) => `Q${i}? {T}`).join('\n\n');
    const { questions, problems } = parseQuestions('gift', text);
    expect(questions).toHaveLength(500);
    expect(problems).toEqual([expect.objectContaining({ line: 1001, code: 'too_many_questions' })]);
  });

  it('names malformed XML by line', () => {
    const { problems } = parseQuestions('qti', '<qti-items>\n<assessmentItem>\n</qti-items>');
    expect(problems[0]).toEqual(expect.objectContaining({ code: 'syntax' }));
  });

  it('an empty file is a problem, not an empty import', () => {
    expect(parseQuestions('aiken', '\n\n').problems[0]!.code).toBe('empty');
  });
});
