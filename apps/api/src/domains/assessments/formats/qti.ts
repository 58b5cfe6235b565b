// IMS (1EdTech) QTI 2.1 assessment items, read and written for the product's question types.
//
// QTI 2.1 is what many systems still import (Canvas, Blackboard, TAO, Moodle's QTI plug-ins,
// Inspera), and a 2.1 item maps one to one onto the product's types. QTI 3.0 items and content
// packages are read and written beside it (qti3.ts, qtiPackage.ts), with this file's XML guard.
//   multiple_choice  choiceInteraction, maxChoices 1, simpleChoice identifiers A, B...
//   true_false       choiceInteraction with the two choices "true" and "false"
//   short_answer     textEntryInteraction; accepted answers in a case-insensitive mapping
//   essay            extendedTextInteraction (no correct response)
// Points ride in the MAXSCORE outcome. A file is one assessmentItem, or several inside a
// <qti-items> root (a content package zip is the standard's way to carry many; a single text
// file is what the import dialog takes).
//
// Hostile input: a DOCTYPE (and so any entity declaration) is refused before parsing, so no
// entity is ever expanded; the size is capped before this is called.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
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

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';
const MAP_RESPONSE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';

// preserveOrder keeps mixed content (shared with the QTI 3.0 reader, qti3.ts) (text around inline elements) in document order.
export type Node = { [tag: string]: Node[] | string | Record<string, string> | undefined } & {
  ':@'?: Record<string, string>;
  '#text'?: string;
};

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

export function tagOf(node: Node): string | null {
  for (const key of Object.keys(node)) if (key !== ':@' && key !== '#text') return key;
  return null;
}
export const childrenOf = (node: Node): Node[] => {
  const tag = tagOf(node);
  return tag ? ((node[tag] as Node[]) ?? []) : [];
};
export const attrs = (node: Node): Record<string, string> => node[':@'] ?? {};

export function find(nodes: readonly Node[], tag: string): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (tagOf(node) === tag) out.push(node);
    out.push(...find(childrenOf(node), tag));
  }
  return out;
}

const INTERACTIONS = new Set([
  'choiceInteraction',
  'textEntryInteraction',
  'extendedTextInteraction',
  'orderInteraction',
  'associateInteraction',
  'matchInteraction',
  'gapMatchInteraction',
  'inlineChoiceInteraction',
  'hottextInteraction',
  'hotspotInteraction',
  'sliderInteraction',
  'uploadInteraction',
  'drawingInteraction',
  'mediaInteraction',
  'customInteraction',
  'graphicGapMatchInteraction',
  'graphicOrderInteraction',
  'graphicAssociateInteraction',
  'selectPointInteraction',
  'positionObjectInteraction',
  'endAttemptInteraction',
]);
const BLOCKS = new Set(['p', 'div', 'prompt', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'blockquote']);

/** Plain text of nodes; interactions other than their prompt are left out, blocks break lines. */
function textOf(nodes: readonly Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node['#text'] !== undefined) {
      out += String(node['#text']);
      continue;
    }
    const tag = tagOf(node);
    if (!tag) continue;
    if (INTERACTIONS.has(tag)) {
      const prompt = childrenOf(node).filter((child) => tagOf(child) === 'prompt');
      if (prompt.length > 0) out += `\n${textOf(prompt)}\n`;
      continue;
    }
    const inner = textOf(childrenOf(node));
    out += BLOCKS.has(tag) ? `\n${inner}\n` : inner;
  }
  return out;
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();

/** Line numbers of each `<assessmentItem` start in the text (any namespace prefix). */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  const pattern = /<(?:[\w.-]+:)?assessmentItem[\s>/]/g;
  let match = pattern.exec(text);
  while (match) {
    lines.push(text.slice(0, match.index).split('\n').length);
    match = pattern.exec(text);
  }
  return lines;
}

/**
 * The guard every QTI document passes before it is parsed (2.1 files here; 3.0 items and
 * manifests in qti3.ts): a DOCTYPE or entity declaration is refused first, so no entity is ever
 * expanded; then well-formedness. Returns the tree or the problem (with `file` in a package).
 */
export function parseXmlDocument(
  text: string,
  file?: string,
): { tree: Node[] } | { problem: Problem } {
  const where = file !== undefined ? { file } : {};
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (doctype) {
    const line = text.slice(0, doctype.index).split('\n').length;
    return {
      problem: {
        line,
        code: 'doctype',
        message: 'A DOCTYPE or entity declaration is not accepted in a QTI file.',
        ...where,
      },
    };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return {
      problem: {
        line: Math.max(1, valid.err.line),
        code: 'syntax',
        message: `The XML is not well-formed: ${valid.err.msg}`,
        ...where,
      },
    };
  }
  try {
    return { tree: parser.parse(text) as Node[] };
  } catch (error) {
    // The validator passes a few documents the parser then refuses (found by the property test
    // of qti3.test.ts: `<?'xml …?>`, "Pi Tag is not closed"): a problem, never a 500.
    return {
      problem: {
        line: 1,
        code: 'syntax',
        message:
          `The XML is not well-formed: ${error instanceof Error ? error.message : 'unreadable'}`.slice(
            0,
            500,
          ),
        ...where,
      },
    };
  }
}

export function parseQti(text: string): ParseResult {
  const questions: ParsedQuestion[] = [];
  const problems: Problem[] = [];
  const problem = (line: number, code: ProblemCode, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, code, message });
  };
  const parsed = parseXmlDocument(text);
  if ('problem' in parsed) return { questions, problems: [parsed.problem] };
  const tree = parsed.tree;
  const items = find(tree, 'assessmentItem');
  const lines = itemLines(text);
  if (items.length === 0) {
    problem(1, 'empty', 'The file holds no QTI assessmentItem.');
    return { questions, problems };
  }
  items.forEach((item, index) => {
    if (index >= MAX_IMPORT_QUESTIONS + 1) return;
    const line = lines[index] ?? 1;
    const result = readItem(item, line);
    if ('code' in result) problem(line, result.code, result.message);
    else questions.push(result);
  });
  return { questions, problems };
}

function readItem(item: Node, line: number): ParsedQuestion | Omit<Problem, 'line'> {
  const children = childrenOf(item);
  const responses = new Map<string, { correct: string[]; mapped: string[] }>();
  for (const declaration of children.filter((node) => tagOf(node) === 'responseDeclaration')) {
    const values = (tag: string) =>
      find(childrenOf(declaration), tag).flatMap((node) =>
        find(childrenOf(node), 'value').map((value) => clean(textOf(childrenOf(value)))),
      );
    const mapped = find(childrenOf(declaration), 'mapEntry')
      .filter((entry) => Number(attrs(entry).mappedValue ?? '0') > 0)
      .map((entry) => (attrs(entry).mapKey ?? '').trim());
    responses.set(attrs(declaration).identifier ?? '', {
      correct: values('correctResponse'),
      mapped,
    });
  }
  let points = 1;
  for (const outcome of children.filter((node) => tagOf(node) === 'outcomeDeclaration')) {
    if (attrs(outcome).identifier !== 'MAXSCORE') continue;
    const value = find(childrenOf(outcome), 'value')[0];
    const number = value ? Number(clean(textOf(childrenOf(value)))) : Number.NaN;
    if (Number.isFinite(number)) points = Math.max(0, Math.min(1000, Math.round(number)));
  }
  const body = children.find((node) => tagOf(node) === 'itemBody');
  if (!body) return { code: 'syntax', message: 'The item has no itemBody.' };
  const interactions = allInteractions(childrenOf(body));
  if (interactions.length !== 1) {
    return {
      code: 'unsupported_type',
      message:
        interactions.length === 0
          ? 'The item has no interaction to answer.'
          : 'Items with more than one interaction are not supported.',
    };
  }
  const interaction = interactions[0]!;
  const kind = tagOf(interaction)!;
  const question_text = clean(textOf(childrenOf(body)));
  if (!question_text) return { code: 'syntax', message: 'The item has no question text.' };
  if (question_text.length > QUESTION_LIMITS.text) {
    return { code: 'too_long', message: 'The question text is longer than 5,000 characters.' };
  }
  const response = responses.get(attrs(interaction).responseIdentifier ?? '') ?? {
    correct: [],
    mapped: [],
  };
  const base = { line, question_text, points, tags: [] as string[] };
  if (kind === 'extendedTextInteraction') return textQuestion(base, 'essay', response);
  if (kind === 'textEntryInteraction') return textQuestion(base, 'short_answer', response);
  if (kind !== 'choiceInteraction') {
    return { code: 'unsupported_type', message: `The interaction ${kind} is not supported.` };
  }
  if (Number(attrs(interaction).maxChoices ?? '1') !== 1) {
    return {
      code: 'unsupported_type',
      message: 'Choices with more than one right answer (maxChoices) are not supported.',
    };
  }
  const choices = childrenOf(interaction)
    .filter((node) => tagOf(node) === 'simpleChoice')
    .map((node) => ({ id: attrs(node).identifier ?? '', text: clean(textOf(childrenOf(node))) }));
  return choiceQuestion(base, choices, response.correct);
}

function allInteractions(nodes: readonly Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag) continue;
    if (INTERACTIONS.has(tag)) out.push(node);
    else out.push(...allInteractions(childrenOf(node)));
  }
  return out;
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all (tab, line feed and carriage return it can).
    .replace(/./gsu, (char) => (isXmlChar(char) ? char : ''));

function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** The item's title: its first line, shortened (QTI requires one). */
export function titleOf(text: string): string {
  const first = text.split('\n')[0]!.trim();
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
}

function itemXml(question: PortableQuestion, identifier: string): string {
  const text = escapeXml(question.question_text);
  const head = `<assessmentItem xmlns="${QTI_NS}" identifier="${identifier}" title="${escapeXml(titleOf(question.question_text))}" adaptive="false" timeDependent="false">`;
  const score = [
    '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>',
    `<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>${question.points}</value></defaultValue></outcomeDeclaration>`,
  ];
  const lines: string[] = [head];
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false': {
      const trueFalse = question.question_type === 'true_false';
      const choices: [string, string][] = trueFalse
        ? [
            ['true', 'True'],
            ['false', 'False'],
          ]
        : Object.keys(question.options)
            .sort()
            .map((key) => [key, question.options[key]!]);
      lines.push(
        '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">',
        `<correctResponse><value>${escapeXml(question.correct_answer ?? '')}</value></correctResponse>`,
        '</responseDeclaration>',
        ...score,
        '<itemBody>',
        '<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">',
        `<prompt>${text}</prompt>`,
        ...choices.map(
          ([id, label]) => `<simpleChoice identifier="${id}">${escapeXml(label)}</simpleChoice>`,
        ),
        '</choiceInteraction>',
        '</itemBody>',
        `<responseProcessing template="${MATCH_CORRECT}"/>`,
      );
      break;
    }
    case 'short_answer': {
      const accepted =
        question.accepted_answers.length > 0
          ? question.accepted_answers
          : question.correct_answer
            ? [question.correct_answer]
            : [];
      lines.push(
        '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">',
        ...(accepted.length > 0
          ? [`<correctResponse><value>${escapeXml(accepted[0]!)}</value></correctResponse>`]
          : []),
        '<mapping defaultValue="0">',
        ...accepted.map(
          (answer) =>
            `<mapEntry mapKey="${escapeXml(answer)}" mappedValue="${question.points}" caseSensitive="false"/>`,
        ),
        '</mapping>',
        '</responseDeclaration>',
        ...score,
        '<itemBody>',
        `<p>${text}</p>`,
        '<p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="40"/></p>',
        '</itemBody>',
        `<responseProcessing template="${MAP_RESPONSE}"/>`,
      );
      break;
    }
    default:
      lines.push(
        '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>',
        ...score,
        '<itemBody>',
        '<extendedTextInteraction responseIdentifier="RESPONSE">',
        `<prompt>${text}</prompt>`,
        '</extendedTextInteraction>',
        '</itemBody>',
      );
  }
  lines.push('</assessmentItem>');
  return lines.join('\n');
}

/** The bank as QTI 2.1 items: one assessmentItem each, inside a <qti-items> root. */
export function printQti(questions: readonly PortableQuestion[], ids: readonly string[]): string {
  const items = questions.map((question, index) =>
    itemXml(question, ids[index] ?? `q${index + 1}`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<qti-items>\n${items.join('\n')}\n</qti-items>\n`;
}

/**
 * A choice interaction as a question (QTI 2.1 and 3.0 alike): true/false when its two choices are
 * named `true` and `false`, else multiple choice, its one correct response naming the answer.
 */
/**
 * The typed-answer questions both QTI versions share: an extended-text interaction is an essay
 * (marked by hand), a text entry a short answer whose accepted answers are the correct response
 * and every positively mapped key.
 */
export function textQuestion(
  base: { line: number; question_text: string; points: number; tags: string[] },
  kind: 'essay' | 'short_answer',
  response: { correct: readonly string[]; mapped: readonly string[] },
): ParsedQuestion | { code: ProblemCode; message: string } {
  const accepted =
    kind === 'essay' ? [] : [...new Set([...response.correct, ...response.mapped].filter(Boolean))];
  if (accepted.length > QUESTION_LIMITS.answers) {
    return { code: 'too_many_options', message: 'A short answer accepts at most 50 answers.' };
  }
  return {
    ...base,
    question_type: kind,
    options: {},
    correct_answer: null,
    accepted_answers: accepted,
  };
}

export function choiceQuestion(
  base: { line: number; question_text: string; points: number; tags: string[] },
  choices: readonly { id: string; text: string }[],
  correct: readonly string[],
): ParsedQuestion | { code: ProblemCode; message: string } {
  if (correct.length !== 1) {
    return correct.length === 0
      ? { code: 'no_correct', message: 'The item has no correct response.' }
      : { code: 'too_many_correct', message: 'The item has more than one correct response.' };
  }
  const ids = choices.map((choice) => choice.id.toLowerCase()).sort();
  if (ids.length === 2 && ids[0] === 'false' && ids[1] === 'true') {
    return {
      ...base,
      question_type: 'true_false',
      options: {},
      correct_answer: correct[0]!.toLowerCase() === 'true' ? 'true' : 'false',
      accepted_answers: [],
    };
  }
  if (choices.length < 2)
    return { code: 'too_few_options', message: 'A question needs at least two choices.' };
  if (choices.length > QUESTION_LIMITS.options) {
    return { code: 'too_many_options', message: 'A question has at most 26 choices.' };
  }
  if (choices.some((choice) => !choice.text || choice.text.length > QUESTION_LIMITS.option)) {
    return { code: 'too_long', message: 'A choice is empty or longer than 1,000 characters.' };
  }
  const options: Record<string, string> = {};
  let correctKey = '';
  choices.forEach((choice, index) => {
    options[optionKey(index)] = choice.text;
    if (choice.id === correct[0]) correctKey = optionKey(index);
  });
  if (!correctKey) {
    return { code: 'unknown_answer', message: 'The correct response names no choice of the item.' };
  }
  return {
    ...base,
    question_type: 'multiple_choice',
    options,
    correct_answer: correctKey,
    accepted_answers: [],
  };
}
