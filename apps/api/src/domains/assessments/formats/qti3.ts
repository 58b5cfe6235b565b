// 1EdTech QTI 3.0 assessment items and content packages, read and written for the product's
// question types, beside the QTI 2.1 reader and writer (qti.ts).
//
// Built from the published QTI 3.0 material (1EdTech, public):
//   the specification       https://www.imsglobal.org/spec/qti/v3p0/impl  (best practice guide)
//                           https://www.imsglobal.org/spec/qti/v3p0/info  (information model)
//   the item XSD            https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd
//   the package XSD         https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd
//   the public examples     https://github.com/1EdTech/qti-examples (QTI3_BeginnersGuide_Examples,
//                           QTI3_BPIG_Examples), the fixtures of formats.test.ts.
//
//   multiple_choice  qti-choice-interaction, max-choices 1, qti-simple-choice identifiers A, B...
//   true_false       qti-choice-interaction with the two choices "true" and "false"
//   short_answer     qti-text-entry-interaction; accepted answers in a case-insensitive qti-mapping
//   essay            qti-extended-text-interaction (no correct response)
// Points ride in the MAXSCORE outcome; the response processing is the standard templates
// (match_correct, map_response). A package is a ZIP with imsmanifest.xml listing one resource of
// type imsqti_item_xmlv3p0 per question, in the bank's order; a question's tags are IEEE LOM
// keywords in its resource's metadata (where QTI 3.0 packages carry item metadata), so tags
// travel and an exported bank re-imports as the same bank.
//
// Text is read as HTML reads it: a run of XML white space is one space, <br/> a line break and a
// block (<p>, <div>...) a paragraph; it is written the same way (a paragraph per blank-line
// separated part, <br/> per line), so the product's text survives the trip (runs of spaces
// inside a line excepted: they read as one, as in any HTML).
//
// Hostile input: every XML document of a file or package goes through the QTI 2.1 reader's guard,
// parseXmlDocument in qti.ts (a DOCTYPE or ENTITY is refused before parsing, so no entity is
// ever expanded); the package's
// sizes are capped as it inflates (qtiPackage.ts).
import {
  attrs,
  childrenOf,
  choiceQuestion,
  escapeXml,
  find,
  type Node,
  parseXmlDocument,
  tagOf,
  textQuestion,
  titleOf,
} from './qti.js';
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

const QTI3_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const ITEM_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0p1_v1p0.xsd';
const CP3_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP3_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
const LOM_XSD = 'https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct';
const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response';
const ITEM_RESOURCE_TYPE = 'imsqti_item_xmlv3p0';

const isInteraction = (tag: string) => /^qti-[a-z-]+-interaction$/.test(tag);
/** Shown only on a condition, or to scorers: not the question's text. */
const HIDDEN = new Set([
  'qti-feedback-block',
  'qti-feedback-inline',
  'qti-template-block',
  'qti-template-inline',
  'qti-rubric-block',
  'qti-printed-variable',
  'qti-catalog-info',
  'qti-modal-feedback',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'qti-prompt',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'tr',
  'pre',
]);

/** Text as HTML shows it: white space runs as one space, br a line, blocks paragraphs. */
function textOf(nodes: readonly Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node['#text'] !== undefined) {
      out += String(node['#text']).replace(/[ \t\r\n]+/g, ' ');
      continue;
    }
    const tag = tagOf(node);
    if (!tag || HIDDEN.has(tag)) continue;
    if (tag === 'br') {
      out += '\n';
      continue;
    }
    if (isInteraction(tag)) {
      const prompt = childrenOf(node).filter((child) => tagOf(child) === 'qti-prompt');
      if (prompt.length > 0) out += `\n\n${textOf(prompt)}\n\n`;
      continue;
    }
    const inner = textOf(childrenOf(node));
    out += BLOCKS.has(tag) ? `\n\n${inner}\n\n` : inner;
  }
  return out;
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const textIn = (node: Node) => clean(textOf(childrenOf(node)));
/** A value's own text (identifiers, answers): only trimmed, never re-flowed. */
const ownText = (node: Node) =>
  childrenOf(node)
    .map((child) => (child['#text'] !== undefined ? String(child['#text']) : ''))
    .join('')
    .trim();

/** 1-based line of each match of `pattern` in the text. */
function linesOf(text: string, pattern: RegExp): number[] {
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    for (let i = at; i < match.index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    at = match.index;
    lines.push(line);
  }
  return lines;
}

const ITEM_START = /<(?:[\w.-]+:)?qti-assessment-item[\s>/]/g;

/** The qti-assessment-item elements of one document (a pasted item, or a package's item file). */
export function parseQti3Document(text: string, file?: string): ParseResult {
  const questions: ParsedQuestion[] = [];
  const problems: Problem[] = [];
  const parsed = parseXmlDocument(text, file);
  if ('problem' in parsed) return { questions, problems: [parsed.problem] };
  const items = find(parsed.tree, 'qti-assessment-item');
  if (items.length === 0) {
    const where = file ? { file } : {};
    const legacy = find(parsed.tree, 'assessmentItem').length > 0;
    problems.push({
      line: 1,
      code: legacy ? 'unsupported_type' : 'empty',
      message: legacy
        ? 'This is a QTI 2 assessmentItem; choose QTI 2.1 to import it.'
        : 'The file holds no QTI 3.0 qti-assessment-item.',
      ...where,
    });
    return { questions, problems };
  }
  const lines = linesOf(text, ITEM_START);
  items.forEach((item, index) => {
    if (index > MAX_IMPORT_QUESTIONS) return;
    const line = lines[index] ?? 1;
    const result = readItem(item, line);
    if ('code' in result) {
      if (problems.length < MAX_PROBLEMS)
        problems.push({ line, ...result, ...(file ? { file } : {}) });
    } else questions.push(file ? { ...result, file } : result);
  });
  return { questions, problems };
}

function readItem(
  item: Node,
  line: number,
): ParsedQuestion | { code: ProblemCode; message: string } {
  const children = childrenOf(item);
  const responses = new Map<string, { correct: string[]; mapped: string[] }>();
  for (const declaration of children.filter((node) => tagOf(node) === 'qti-response-declaration')) {
    const correct = find(childrenOf(declaration), 'qti-correct-response').flatMap((node) =>
      find(childrenOf(node), 'qti-value').map(ownText),
    );
    const mapped = find(childrenOf(declaration), 'qti-map-entry')
      .filter((entry) => Number(attrs(entry)['mapped-value'] ?? '0') > 0)
      .map((entry) => (attrs(entry)['map-key'] ?? '').trim());
    responses.set(attrs(declaration).identifier ?? '', { correct, mapped });
  }
  let points = 1;
  for (const outcome of children.filter((node) => tagOf(node) === 'qti-outcome-declaration')) {
    if (attrs(outcome).identifier !== 'MAXSCORE') continue;
    const value = find(childrenOf(outcome), 'qti-value')[0];
    const number = value ? Number(ownText(value)) : Number.NaN;
    if (Number.isFinite(number)) points = Math.max(0, Math.min(1000, Math.round(number)));
  }
  const body = children.find((node) => tagOf(node) === 'qti-item-body');
  if (!body) return { code: 'syntax', message: 'The item has no qti-item-body.' };
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
  const response = responses.get(attrs(interaction)['response-identifier'] ?? '') ?? {
    correct: [],
    mapped: [],
  };
  const base = { line, question_text, points, tags: [] as string[] };
  if (kind === 'qti-extended-text-interaction') return textQuestion(base, 'essay', response);
  if (kind === 'qti-text-entry-interaction') return textQuestion(base, 'short_answer', response);
  if (kind !== 'qti-choice-interaction') {
    return { code: 'unsupported_type', message: `The interaction ${kind} is not supported.` };
  }
  if (Number(attrs(interaction)['max-choices'] ?? '1') !== 1) {
    return {
      code: 'unsupported_type',
      message: 'Choices with more than one right answer (max-choices) are not supported.',
    };
  }
  const choices = childrenOf(interaction)
    .filter((node) => tagOf(node) === 'qti-simple-choice')
    .map((node) => ({ id: attrs(node).identifier ?? '', text: textIn(node) }));
  return choiceQuestion(base, choices, response.correct);
}

function allInteractions(nodes: readonly Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag || HIDDEN.has(tag)) continue;
    if (isInteraction(tag)) out.push(node);
    else out.push(...allInteractions(childrenOf(node)));
  }
  return out;
}

/** The resources of a package's manifest that are QTI 3.0 items, in its order. */
export interface ManifestItem {
  href: string;
  line: number;
  tags: string[];
}

export function readManifest(
  text: string,
  file: string,
): { items: ManifestItem[] } | { problem: Problem } {
  const parsed = parseXmlDocument(text, file);
  if ('problem' in parsed) return parsed;
  const resources = find(parsed.tree, 'resource');
  const lines = linesOf(text, /<(?:[\w.-]+:)?resource[\s>/]/g);
  const items: ManifestItem[] = [];
  resources.forEach((resource, index) => {
    const type = attrs(resource).type ?? '';
    if (!type.startsWith(ITEM_RESOURCE_TYPE)) return;
    const fileHref = find(childrenOf(resource), 'file')[0];
    const href = attrs(resource).href ?? (fileHref ? attrs(fileHref).href : undefined) ?? '';
    const tags = find(childrenOf(resource), 'keyword').flatMap((keyword) =>
      find(childrenOf(keyword), 'string').map(ownText).filter(Boolean),
    );
    items.push({ href, line: lines[index] ?? 1, tags });
  });
  return { items };
}

/** Writes text as paragraphs (split on blank lines) of lines joined by <br/>. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.split('\n').map(escapeXml).join('<br/>')}</p>`);
}
const inline = (text: string) => text.split('\n').map(escapeXml).join('<br/>');

/** One question as a QTI 3.0 item document. */
export function printQti3Item(question: PortableQuestion, identifier: string): string {
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${QTI3_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    `  xsi:schemaLocation="${QTI3_NS} ${ITEM_XSD}"`,
    `  identifier="${identifier}" title="${escapeXml(titleOf(question.question_text))}" adaptive="false" time-dependent="false">`,
  ];
  const score = [
    '  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>',
    `  <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${question.points}</qti-value></qti-default-value></qti-outcome-declaration>`,
  ];
  const text = paragraphs(question.question_text).map((p) => `    ${p}`);
  const lines: string[] = [...head];
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false': {
      const choices: [string, string][] =
        question.question_type === 'true_false'
          ? [
              ['true', 'True'],
              ['false', 'False'],
            ]
          : Object.keys(question.options)
              .sort()
              .map((key) => [key, question.options[key]!]);
      lines.push(
        '  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">',
        `    <qti-correct-response><qti-value>${escapeXml(question.correct_answer ?? '')}</qti-value></qti-correct-response>`,
        '  </qti-response-declaration>',
        ...score,
        '  <qti-item-body>',
        ...text,
        '    <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">',
        ...choices.map(
          ([id, label]) =>
            `      <qti-simple-choice identifier="${id}">${inline(label)}</qti-simple-choice>`,
        ),
        '    </qti-choice-interaction>',
        '  </qti-item-body>',
        `  <qti-response-processing template="${MATCH_CORRECT}"/>`,
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
        `  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"${accepted.length > 0 ? '' : '/'}>`,
        ...(accepted.length > 0
          ? [
              `    <qti-correct-response><qti-value>${escapeXml(accepted[0]!)}</qti-value></qti-correct-response>`,
              '    <qti-mapping default-value="0">',
              ...accepted.map(
                (answer) =>
                  `      <qti-map-entry map-key="${escapeXml(answer)}" mapped-value="${question.points}" case-sensitive="false"/>`,
              ),
              '    </qti-mapping>',
              '  </qti-response-declaration>',
            ]
          : []),
        ...score,
        '  <qti-item-body>',
        ...text,
        '    <p><qti-text-entry-interaction response-identifier="RESPONSE" expected-length="40"/></p>',
        '  </qti-item-body>',
        ...(accepted.length > 0 ? [`  <qti-response-processing template="${MAP_RESPONSE}"/>`] : []),
      );
      break;
    }
    default:
      lines.push(
        '  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>',
        ...score,
        '  <qti-item-body>',
        ...text,
        '    <qti-extended-text-interaction response-identifier="RESPONSE"/>',
        '  </qti-item-body>',
      );
  }
  lines.push('</qti-assessment-item>', '');
  return lines.join('\n');
}

/** The package's manifest: one item resource per question, tags as LOM keywords. */
export function printQti3Manifest(
  identifier: string,
  items: readonly { identifier: string; href: string; tags: readonly string[] }[],
): string {
  const resources = items.map((item) => {
    const metadata =
      item.tags.length > 0
        ? [
            '      <metadata>',
            '        <lom:lom><lom:general>',
            ...item.tags.map(
              (tag) =>
                `          <lom:keyword><lom:string>${escapeXml(tag)}</lom:string></lom:keyword>`,
            ),
            '        </lom:general></lom:lom>',
            '      </metadata>',
          ]
        : [];
    return [
      `    <resource identifier="${item.identifier}" type="${ITEM_RESOURCE_TYPE}" href="${item.href}">`,
      ...metadata,
      `      <file href="${item.href}"/>`,
      '    </resource>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest xmlns="${CP3_NS}" xmlns:lom="${LOM_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    `  xsi:schemaLocation="${CP3_NS} ${CP3_XSD} ${LOM_NS} ${LOM_XSD}"`,
    `  identifier="${identifier}">`,
    '  <metadata>',
    '    <schema>QTI Package</schema>',
    '    <schemaversion>3.0.0</schemaversion>',
    '  </metadata>',
    '  <organizations/>',
    '  <resources>',
    ...resources,
    '  </resources>',
    '</manifest>',
    '',
  ].join('\n');
}
