// Question bank files (docs/question-banks.md, "Import and export"): GIFT, Aiken, QTI 2.1 and
// QTI 3.0 packages read with a preview naming problems by (file and) line, imported all or
// nothing, and exported back.
// The formats' own tests (public examples of Moodle's GIFT and Aiken pages) are in
// src/domains/assessments/formats/formats.test.ts.
import { strToU8, unzipSync, zipSync } from 'fflate';
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
  questions: {
    line: number;
    file?: string;
    question_type: string;
    question_text: string;
    tags: string[];
  }[];
  problems: { line: number; file?: string; code: string; message: string }[];
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

describe('question bank files: QTI 3.0 packages', () => {
  interface BankRow {
    question_text: string;
    question_type: string;
    options: Record<string, string>;
    correct_answer: string | null;
    accepted_answers: string[];
    points: number;
    tags: string[];
  }
  const bankOf = async (id: number): Promise<BankRow[]> => {
    const list = await call(IQBAL_TEACHER, 'GET', `/courses/${id}/question-bank?limit=100`);
    expectStatus(list, 200);
    // The list is newest first; the bank's order is oldest first.
    return (list.json() as { items: BankRow[] }).items
      .map(
        ({
          question_text,
          question_type,
          options,
          correct_answer,
          accepted_answers,
          points,
          tags,
        }) => ({
          question_text,
          question_type,
          options,
          correct_answer,
          accepted_answers,
          points,
          tags,
        }),
      )
      .reverse();
  };

  it('exports a package and imports it into an empty course as the same bank', async () => {
    const exported = await call(IQBAL_TEACHER, 'GET', url('/export?format=qti3'));
    expectStatus(exported, 200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="question-bank-physics-files-\d{4}-\d{2}-\d{2}\.qti3\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Object.keys(entries)[0]).toBe('imsmanifest.xml');

    const created = await call(IQBAL_TEACHER, 'POST', '/courses/', {
      title: 'Physics copy',
      description: 'An empty course that takes the bank from a QTI 3.0 package.',
      price: 0,
      currency: 'PKR',
      level: 'beginner',
    });
    expectStatus(created, 201);
    const copyId = (created.json() as { id: number }).id;
    const content_base64 = exported.rawPayload.toString('base64');
    const preview = await call(
      IQBAL_TEACHER,
      'POST',
      `/courses/${copyId}/question-bank/import/preview`,
      {
        format: 'qti3',
        content_base64,
      },
    );
    expectStatus(preview, 200);
    const checked = preview.json() as Preview;
    expect(checked.problems).toEqual([]);
    expect(checked.questions.every((q) => /^items\/q\d+\.xml$/.test(q.file ?? ''))).toBe(true);
    const imported = await call(IQBAL_TEACHER, 'POST', `/courses/${copyId}/question-bank/import`, {
      format: 'qti3',
      content_base64,
    });
    expectStatus(imported, 201);
    expect(await bankOf(copyId)).toEqual(await bankOf(courseId));
  });

  it('names a problem by file and line, refuses the import (English and Urdu), writes nothing', async () => {
    const before = await learningSnapshot(t, IQBAL);
    const item = (body: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="m" title="m" time-dependent="false">\n<qti-item-body>${body}</qti-item-body>\n</qti-assessment-item>\n`;
    const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="p">
  <resources>
    <resource identifier="a" type="imsqti_item_xmlv3p0" href="a.xml"><file href="a.xml"/></resource>
    <resource identifier="b" type="imsqti_item_xmlv3p0" href="b.xml"><file href="b.xml"/></resource>
  </resources>
</manifest>
`;
    const content_base64 = Buffer.from(
      zipSync({
        'imsmanifest.xml': strToU8(manifest),
        'a.xml': strToU8(
          item('<p>Write.</p><qti-extended-text-interaction response-identifier="R"/>'),
        ),
        'b.xml': strToU8(item('<p>Match.</p><qti-match-interaction response-identifier="R"/>')),
      }),
    ).toString('base64');
    const preview = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
      format: 'qti3',
      content_base64,
    });
    expectStatus(preview, 200);
    expect((preview.json() as Preview).problems).toEqual([
      {
        file: 'b.xml',
        line: 2,
        code: 'unsupported_type',
        message: 'The interaction qti-match-interaction is not supported.',
      },
    ]);
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import'), { format: 'qti3', content_base64 }),
      422,
      'The package cannot be imported: it has 1 problems, the first in b.xml on line 2. Check it with the preview.',
    );
    const urdu = await t.request({
      method: 'POST',
      url: `/api${url('/import')}`,
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: { format: 'qti3', content_base64 },
    });
    expect(urdu.statusCode).toBe(422);
    expect((urdu.json() as { detail: string }).detail).toContain('b.xml کی سطر 2');
    expect(await learningSnapshot(t, IQBAL)).toEqual(before);
  });

  it('answers XML the parser refuses after the validator passed it with a problem, not a 500', async () => {
    // Both found while fuzzing the shared guard: 1,000 nested tags ("Maximum nested tags
    // exceeded") and a broken processing instruction ("Pi Tag is not closed") threw from the
    // parser, in QTI 2.1 as in 3.0.
    const deep = `<qti-assessment-item>${'<div>'.repeat(1000)}x${'</div>'.repeat(1000)}</qti-assessment-item>`;
    const pi = `<?'xml version="1.0"?>\n<qti-assessment-item/>`;
    for (const format of ['qti', 'qti3']) {
      for (const text of [
        deep,
        pi.replaceAll(
          'qti-assessment-item',
          format === 'qti' ? 'assessmentItem' : 'qti-assessment-item',
        ),
      ]) {
        const response = await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
          format,
          text,
        });
        expectStatus(response, 200);
        expect((response.json() as Preview).problems[0]).toMatchObject({ line: 1, code: 'syntax' });
      }
    }
  });

  it('takes exactly one of text and content_base64, and a package only as QTI 3.0', async () => {
    const content_base64 = Buffer.from('PK').toString('base64');
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import/preview'), { format: 'qti3' }),
      422,
      'Send the file as text or, for a QTI 3.0 package, as content_base64: one of the two.',
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
        format: 'qti3',
        text: '<x/>',
        content_base64,
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import/preview'), { format: 'qti', content_base64 }),
      422,
      'Only a QTI 3.0 package (format qti3) is sent as content_base64.',
    );
    // A package over the contract's bound is refused before the service reads it.
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', url('/import/preview'), {
        format: 'qti3',
        content_base64: 'A'.repeat(1398108),
      }),
      422,
      'content_base64 must be at most 1398104 characters long.',
    );
  });

  it('is for the course staff only', async () => {
    const body = { format: 'qti3', content_base64: Buffer.from('PK').toString('base64') };
    expectStatus(await call(QUAID_TEACHER, 'POST', url('/import/preview'), body), 404);
    expectStatus(await call(QUAID_TEACHER, 'POST', url('/import'), body), 404);
    expectStatus(await call(QUAID_TEACHER, 'GET', url('/export?format=qti3')), 404);
  });
});
