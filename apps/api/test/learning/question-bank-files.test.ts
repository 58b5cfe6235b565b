// Question bank files (docs/question-banks.md, "Import and export"): GIFT, Aiken and QTI 2.1
// read with a preview naming problems by line, imported all or nothing, and exported back.
// The formats' own tests (public examples of Moodle's GIFT and Aiken pages) are in
// src/domains/assessments/formats/formats.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  learningSnapshot,
  QUAID_TEACHER,
} from './helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let courseId: number;

const GIFT = `// [tag:kinematics] [points:2]
A car covers 100 m in 5 s. Its average speed is {
\t~5 m/s
\t=20 m/s
\t~500 m/s
}

Mass is measured in newtons. {FALSE}

پانی کا کیمیائی فارمولا H₂O ہے۔ {TRUE}

// [tag:forces]
Name the SI unit of force. {
\t=newton
\t=N
}

Explain Newton's first law\\: give\\nan example. {}
`;

const AIKEN = `Which LMS has the most quiz import formats?
A. Moodle
B. ATutor
ANSWER: A
`;

interface Preview {
  questions: { line: number; question_type: string; question_text: string; tags: string[] }[];
  problems: { line: number; code: string; message: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
    title: 'Physics files',
    description: 'A course whose bank comes from files.',
    price: 0,
    currency: 'PKR',
    level: 'beginner',
  });
  expectStatus(created, 201);
  courseId = (created.json() as { id: number }).id;
});
afterAll(() => t.close());

const url = (path: string) => `/courses/${courseId}/question-bank${path}`;

describe('question bank files', () => {
  it('previews a GIFT file: questions and problems named by line, nothing written', async () => {
    const before = await learningSnapshot(t, IQBAL);
    const text = `${GIFT}\nMatch these. {=Canada -> Ottawa =Italy -> Rome}\n\nWhen was Grant born?{#1822:5}\n`;
    const response = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'gift',
      text,
      tags: ['Imported'],
    });
    expectStatus(response, 200);
    const preview = response.json() as Preview;
    expect(preview.questions.map((q) => [q.line, q.question_type])).toEqual([
      [2, 'multiple_choice'],
      [8, 'true_false'],
      [10, 'true_false'],
      [13, 'short_answer'],
      [18, 'essay'],
    ]);
    expect(preview.questions[0]!.tags).toEqual(['kinematics', 'imported']);
    expect(preview.problems.map((p) => [p.line, p.code])).toEqual([
      [20, 'unsupported_type'],
      [22, 'unsupported_type'],
    ]);
    expect(await learningSnapshot(t, IQBAL)).toEqual(before);
  });

  it('refuses a file with any problem, writing nothing (English and Urdu detail)', async () => {
    const before = await learningSnapshot(t, IQBAL);
    const text = `${GIFT}\nTwo right {=a =b ~c}\n`;
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import'), { format: 'gift', text }),
      422,
      'The file cannot be imported: it has 1 problems, the first on line 20. Check it with the preview.',
    );
    const urdu = await t.request({
      method: 'POST',
      url: `/api${url('/import')}`,
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: { format: 'gift', text },
    });
    expect(urdu.statusCode).toBe(422);
    expect((urdu.json() as { detail: string }).detail).toContain('سطر 20');
    expect(await learningSnapshot(t, IQBAL)).toEqual(before);
  });

  it('refuses a tag for the whole file once, on its field', async () => {
    const response = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'gift',
      text: GIFT,
      // 21 characters as sent, 42 once NFKC-normalised ("ﬀ" is "ff"): past the contract, refused by the service.
      tags: ['\uFB00'.repeat(21)],
    });
    expectStatus(response, 422, 'A tag must be at most 40 characters long.');
  });

  it('refuses a DOCTYPE in QTI as a problem on its line', async () => {
    const response = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'qti',
      text: '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<assessmentItem>&a;</assessmentItem>',
    });
    expectStatus(response, 200);
    expect((response.json() as Preview).problems).toEqual([
      expect.objectContaining({ line: 2, code: 'doctype' }),
    ]);
  });

  it('imports a GIFT file, audited, and exports it to the same text', async () => {
    const response = await call(IQBAL_TEACHER, 'POST', url('/import'), {
      format: 'gift',
      text: GIFT,
    });
    expectStatus(response, 201);
    expect(response.json()).toEqual({
      created: 5,
      by_type: { multiple_choice: 1, true_false: 2, short_answer: 1, essay: 1 },
    });
    expect(
      (await auditActions(t, IQBAL)).filter((a) => a === 'bank_question.imported'),
    ).toHaveLength(1);
    const list = await call(IQBAL_TEACHER, 'GET', url('?tag=kinematics'));
    const item = (list.json() as { items: { points: number; correct_answer: string }[] }).items[0]!;
    expect(item).toEqual(expect.objectContaining({ points: 2, correct_answer: 'B' }));

    const exported = await call(IQBAL_TEACHER, 'GET', url('/export?format=gift'));
    expectStatus(exported, 200);
    expect(exported.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="question-bank-physics-files-\d{4}-\d{2}-\d{2}\.gift\.txt"/,
    );
    expect(exported.body).toBe(GIFT);
  });

  it('exports Aiken (multiple choice only) and QTI that re-imports to the same questions', async () => {
    const aiken = await call(IQBAL_TEACHER, 'GET', url('/export?format=aiken'));
    expectStatus(aiken, 200);
    expect(aiken.body).toBe(
      'A car covers 100 m in 5 s. Its average speed is\nA. 5 m/s\nB. 20 m/s\nC. 500 m/s\nANSWER: B\n',
    );
    const qti = await call(IQBAL_TEACHER, 'GET', url('/export?format=qti'));
    expectStatus(qti, 200);
    expect(qti.headers['content-type']).toBe('application/xml; charset=utf-8');
    const back = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'qti',
      text: qti.body,
    });
    const gift = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'gift',
      text: GIFT,
    });
    const shape = (preview: Preview) =>
      preview.questions.map(({ line: _line, tags: _tags, ...question }) => question);
    expect((back.json() as Preview).problems).toEqual([]);
    expect(shape(back.json() as Preview)).toEqual(shape(gift.json() as Preview));
  });

  it('imports Aiken', async () => {
    const response = await call(IQBAL_ADMIN, 'POST', url('/import'), {
      format: 'aiken',
      text: AIKEN,
      tags: ['lms'],
    });
    expectStatus(response, 201);
    expect((response.json() as { created: number }).created).toBe(1);
  });

  it('is for the course staff only', async () => {
    const body = { format: 'aiken', text: AIKEN };
    expectStatus(await call(QUAID_TEACHER, 'POST', url('/import/preview'), body), 404);
    expectStatus(await call(QUAID_TEACHER, 'POST', url('/import'), body), 404);
    expectStatus(await call(QUAID_TEACHER, 'GET', url('/export?format=gift')), 404);
    expectStatus(await call(null, 'GET', url('/export?format=gift')), 401);
    expectStatus(await call(IQBAL_TEACHER, 'GET', url('/export?format=pdf')), 422);
  });
});
