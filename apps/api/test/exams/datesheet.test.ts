// The datesheet of an exam (module gradebook) over HTTP: the office adds, changes and
// removes papers (audited); a class sitting two papers at once and a room booked twice at once
// are refused with a sentence naming them; publishing notifies the students' guardians once;
// students and parents read their own classes only once published, and print them (PDF, English
// and Urdu); a teacher reads but cannot change it; another school sees none of it. The demo
// school Iqbal: the demo parent's children are Ali (Class 5 A, the demo student) and Zainab
// (Class 2 B).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/notifications.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  auditActions,
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';

/** A PDF's text as poppler reads it, spaces squeezed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'datesheet-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
let call: ReturnType<typeof caller>;
type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};
let class5: Klass;
let class4: Klass;
let examId: number;
let maths: number;
let english: number;
let maths4: number;

const paper = (over: Record<string, unknown> = {}) => ({
  class_id: class5.id,
  subject_id: maths,
  paper_date: '2026-12-14',
  starts_at: '09:00',
  ends_at: '12:00',
  room: 'Hall A',
  ...over,
});

type Sheet = {
  published_at: string | null;
  classes: {
    class_id: number;
    class_name: string;
    papers: {
      id: number;
      subject_id: number;
      subject_name: string;
      paper_date: string;
      starts_at: string;
      ends_at: string;
      duration_minutes: number;
      room: string | null;
    }[];
  }[];
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  class5 = classes.find((c) => c.name === 'Class 5')!;
  class4 = classes.find((c) => c.name === 'Class 4')!;
  maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  english = class5.subjects.find((s) => s.name === 'English')!.id;
  maths4 = class4.subjects.find((s) => s.name === 'Mathematics')!.id;
  const years = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().items as {
    is_current: boolean;
    terms: { id: number; name: string }[];
  }[];
  const term = years.find((y) => y.is_current)!.terms[0]!.id;
  const res = await call(IQBAL_ADMIN, 'POST', '/exams', {
    term_id: term,
    name: 'Datesheet Finals',
    classes: [
      {
        class_id: class5.id,
        papers: [
          { subject_id: maths, max_marks: 100, passing_marks: 33 },
          { subject_id: english, max_marks: 100, passing_marks: 33 },
        ],
      },
    ],
  });
  expectStatus(res, 201);
  examId = res.json().id;
});
afterAll(() => t.close());

const url = () => `/exams/${examId}/datesheet`;

describe('building the datesheet', () => {
  it('lets the office add a paper with an end time or a duration, audited; refuses a teacher', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'POST', `${url()}/papers`, paper()), 403);
    const first = await call(IQBAL_ADMIN, 'POST', `${url()}/papers`, paper());
    expectStatus(first, 201);
    const second = await call(
      IQBAL_ADMIN,
      'POST',
      `${url()}/papers`,
      paper({
        subject_id: english,
        paper_date: '2026-12-15',
        ends_at: undefined,
        duration_minutes: 150,
      }),
    );
    expectStatus(second, 201);
    const sheet = second.json() as Sheet;
    expect(sheet.published_at).toBeNull();
    expect(sheet.classes).toHaveLength(1);
    expect(sheet.classes[0]!.papers.map((p) => [p.subject_name, p.starts_at, p.ends_at])).toEqual([
      ['Mathematics', '09:00', '12:00'],
      ['English', '09:00', '11:30'],
    ]);
    expect(sheet.classes[0]!.papers[1]!.duration_minutes).toBe(150);
    expect(await auditActions(t, IQBAL)).toContain('datesheet.paper_added');
    // A teacher reads it (staff), but cannot change it.
    expectStatus(await call(IQBAL_TEACHER, 'GET', url()), 200);
  });

  it('refuses a class sitting two papers at once, naming the class, both subjects and the time', async () => {
    const sheet = (await call(IQBAL_ADMIN, 'GET', url())).json() as Sheet;
    const englishPaper = sheet.classes[0]!.papers.find((p) => p.subject_id === english)!;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `${url()}/papers/${englishPaper.id}`, {
        ...paper({ subject_id: english, starts_at: '11:00', ends_at: '13:00', room: 'Room 2' }),
      }),
      409,
      'Class 5 already sits Mathematics on 14-12-2026 from 09:00 to 12:00, so English cannot be at that time.',
    );
    // In Urdu too.
    const urdu = await t.request({
      method: 'PUT',
      url: `/api${url()}/papers/${englishPaper.id}`,
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
      payload: paper({ subject_id: english, starts_at: '11:00', ends_at: '13:00', room: null }),
    });
    expect(urdu.statusCode).toBe(409);
    expect(urdu.json().detail).toContain('Class 5');
    expect(urdu.json().detail).toContain('پرچہ');
    // Back to back is not a clash.
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'PUT',
        `${url()}/papers/${englishPaper.id}`,
        paper({ subject_id: english, starts_at: '12:00', ends_at: '13:00', room: 'Room 2' }),
      ),
      200,
    );
  });

  it('refuses a room booked twice at once, for another class too', async () => {
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'POST',
        `${url()}/papers`,
        paper({
          class_id: class4.id,
          subject_id: maths4,
          starts_at: '10:00',
          ends_at: '11:00',
          room: ' hall a ',
        }),
      ),
      409,
      'Room hall a is already booked for Mathematics of Class 5 on 14-12-2026 from 09:00 to 12:00.',
    );
    const other = await call(
      IQBAL_ADMIN,
      'POST',
      `${url()}/papers`,
      paper({
        class_id: class4.id,
        subject_id: maths4,
        starts_at: '10:00',
        ends_at: '11:00',
        room: 'Hall B',
      }),
    );
    expectStatus(other, 201);
  });

  it('refuses bad input with a sentence and writes nothing', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `${url()}/papers`, paper({ subject_id: maths4 })),
      422,
      'This subject is not a subject of the class.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `${url()}/papers`, paper({ ends_at: undefined })),
      422,
      'Give the end time or the duration of the paper.',
    );
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'POST',
        `${url()}/papers`,
        paper({ starts_at: '12:00', ends_at: '10:00' }),
      ),
      422,
      'The paper must end after it starts.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `${url()}/papers`, paper({ paper_date: '2026-12-20' })),
      409,
      'The datesheet already has a paper of Mathematics for Class 5.',
    );
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `${url()}/papers/999999`), 404);
  });

  it('removes a paper, audited', async () => {
    const sheet = (await call(IQBAL_ADMIN, 'GET', url())).json() as Sheet;
    const class4Paper = sheet.classes.find((c) => c.class_id === class4.id)!.papers[0]!;
    const res = await call(IQBAL_ADMIN, 'DELETE', `${url()}/papers/${class4Paper.id}`);
    expectStatus(res, 200);
    expect((res.json() as Sheet).classes.map((c) => c.class_name)).toEqual(['Class 5']);
    expect(await auditActions(t, IQBAL)).toContain('datesheet.paper_removed');
  });
});

describe('publishing and reading', () => {
  const notes = () =>
    t.query((tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.tenant_id, IQBAL),
            like(notifications.idempotency_key, `datesheet:${examId}:%`),
          ),
        ),
    );

  it('hides the draft from students and parents', async () => {
    expectStatus(await call(PARENT, 'GET', url()), 404);
    expectStatus(await call(IQBAL_STUDENT, 'GET', url()), 404);
    expect((await call(PARENT, 'GET', '/datesheets/me')).json().items).toEqual([]);
    expectStatus(await call(PARENT, 'GET', `${url()}/classes/${class5.id}/pdf`), 404);
  });

  it('publishes once, notifying the students and their guardians, audited', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'POST', `${url()}/publication`), 403);
    const res = await call(IQBAL_ADMIN, 'POST', `${url()}/publication`);
    expectStatus(res, 200);
    expect((res.json() as Sheet).published_at).not.toBeNull();
    const sent = await notes();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((n) => n.event === 'datesheet_published')).toBe(true);
    expect(sent.some((n) => n.body.includes('14-12-2026'))).toBe(true);
    // The demo parent is told about Ali (Class 5).
    const parentId = (await call(PARENT, 'GET', '/auth/me')).json().id as number;
    expect(sent.some((n) => n.user_id === parentId)).toBe(true);
    expectStatus(await call(IQBAL_ADMIN, 'POST', `${url()}/publication`), 200);
    expect((await notes()).length).toBe(sent.length);
    expect(await auditActions(t, IQBAL)).toContain('datesheet.published');
  });

  it('shows the parent and the student their own class only, and prints it', async () => {
    for (const who of [PARENT, IQBAL_STUDENT]) {
      const res = await call(who, 'GET', url());
      expectStatus(res, 200);
      expect((res.json() as Sheet).classes.map((c) => c.class_name)).toEqual(['Class 5']);
    }
    const mine = (await call(PARENT, 'GET', '/datesheets/me')).json().items as {
      exam_id: number;
      class_name: string;
      papers: unknown[];
    }[];
    const ours = mine.filter((m) => m.exam_id === examId);
    expect(ours.map((m) => m.class_name)).toEqual(['Class 5']);
    expect(ours[0]!.papers).toHaveLength(2);
    expect((await call(IQBAL_TEACHER, 'GET', '/datesheets/me')).json().items).toEqual([]);
    for (const lang of ['en', 'ur']) {
      const pdf = await call(PARENT, 'GET', `${url()}/classes/${class5.id}/pdf?lang=${lang}`);
      expectStatus(pdf, 200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The English sheet prints each paper of the class as the datesheet holds it: subject, date
    // (dd-mm-yyyy), weekday, times and room; nothing of another class's papers.
    const english = await call(PARENT, 'GET', `${url()}/classes/${class5.id}/pdf?lang=en`);
    const text = pdfText(english.rawPayload);
    const held = (await call(PARENT, 'GET', url())).json() as Sheet;
    expect(text).toContain('Datesheet Finals');
    expect(text).toContain('Class 5');
    for (const p of held.classes[0]!.papers) {
      expect(text).toContain(p.subject_name);
      expect(text).toContain(p.paper_date.split('-').reverse().join('-'));
      expect(text).toContain(p.starts_at);
      expect(text).toContain(p.ends_at);
      if (p.room) expect(text).toContain(p.room);
    }
    expect(text).toContain('Monday'); // 14-12-2026
    expect(text).not.toContain('Hall B'); // Class 4's room
    // Not another class's.
    expectStatus(await call(PARENT, 'GET', `${url()}/classes/${class4.id}/pdf`), 404);
  });

  it('shows another school nothing (Quaid: the module is off there, or the exam is not theirs)', async () => {
    for (const [method, path, body] of [
      ['GET', url(), undefined],
      ['POST', `${url()}/papers`, paper()],
      ['POST', `${url()}/publication`, undefined],
      ['GET', `${url()}/classes/${class5.id}/pdf`, undefined],
      ['GET', '/datesheets/me', undefined],
    ] as const) {
      const res = await call(QUAID_ADMIN, method, path, body);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('Mathematics');
    }
  });
});

describe('gating', () => {
  it('answers 403 while the gradebook module is off', async () => {
    const id = await moduleId(t, 'gradebook');
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/disable/${id}`), 200);
    expectStatus(
      await call(PARENT, 'GET', '/datesheets/me'),
      403,
      'The Gradebook module is not enabled for your organisation.',
    );
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${id}`), 200);
    expectStatus(await call(IQBAL_ADMIN, 'GET', url()), 200);
  });
});
