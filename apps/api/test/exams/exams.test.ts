// Exams (module gradebook) over HTTP: creating exams, teachers' scoping of mark
// sheets, marks bounds and idempotent saves, results (positions with ties, pass/fail, absent),
// publication with notifications and the parent's view, the grading scale's validation, report
// cards (PDF, whole class in the queue), the gradebook with its CSV, and gating.
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
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const TEACHER2 = 'teacher2@iqbal.edu.pk';
const PARENT = 'parent@iqbal.edu.pk';

let t: TestApp;
let call: ReturnType<typeof caller>;
type Klass = {
  id: number;
  name: string;
  sections: { id: number; name: string }[];
  subjects: { id: number; name: string }[];
};
let class5: Klass;
let c5a: number;
let maths: number;
let english: number;
let firstTerm: number;
let examId: number;
let roster: { student_id: number; first_name: string; last_name: string; roll_no: number }[];
let child: number;

const sheet = (subject: number, section = c5a) =>
  `/exams/${examId}/sections/${section}/subjects/${subject}/marks`;
const entry = (student_id: number, marks: number | null, absent = false) => ({
  student_id,
  marks,
  absent,
});

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  class5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = class5.sections.find((s) => s.name === 'A')!.id;
  maths = class5.subjects.find((s) => s.name === 'Mathematics')!.id;
  english = class5.subjects.find((s) => s.name === 'English')!.id;
  const years = (await call(IQBAL_ADMIN, 'GET', '/school/years/')).json().items as {
    is_current: boolean;
    terms: { id: number; name: string }[];
  }[];
  firstTerm = years.find((y) => y.is_current)!.terms.find((x) => x.name === 'First Term')!.id;
});
afterAll(() => t.close());

describe('exams', () => {
  it('lets an admin create an exam for a class with its papers, and refuses a teacher', async () => {
    const body = {
      term_id: firstTerm,
      name: 'Unit Test',
      classes: [
        {
          class_id: class5.id,
          papers: [
            { subject_id: maths, exam_date: '2026-09-14', max_marks: 50, passing_marks: 17 },
            { subject_id: english, exam_date: '2026-09-15', max_marks: 50, passing_marks: 17 },
          ],
        },
      ],
    };
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', '/exams', body),
      403,
      'Only the school office (administrators) can do this.',
    );
    const created = await call(IQBAL_ADMIN, 'POST', '/exams', body);
    expectStatus(created, 201);
    examId = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Unit Test', is_published: false });
    expect(created.json().classes[0].papers).toHaveLength(2);
    expectStatus(await call(IQBAL_ADMIN, 'POST', '/exams', body), 409);
    const list = await call(IQBAL_TEACHER, 'GET', `/exams?term_id=${firstTerm}`);
    expectStatus(list, 200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: examId, name: 'Unit Test', class_names: ['Class 5'], papers: 2 }],
    });
    const all = (await call(IQBAL_TEACHER, 'GET', '/exams?limit=1')).json();
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(1);
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/exams'), 403);
    expect(await auditActions(t, IQBAL)).toContain('exam.created');
  });

  it('refuses a subject of another class, passing above maximum and a date outside the term', async () => {
    const other = (await call(IQBAL_ADMIN, 'GET', '/school/classes/'))
      .json()
      .items.find((c: Klass) => c.name === 'Class 4') as Klass;
    const paper = (p: object) => ({
      term_id: firstTerm,
      name: 'Bad',
      classes: [{ class_id: class5.id, papers: [p] }],
    });
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'POST',
        '/exams',
        paper({ subject_id: other.subjects[0]!.id, max_marks: 50, passing_marks: 10 }),
      ),
      422,
      `${other.subjects[0]!.name} is not a subject of Class 5.`,
    );
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'POST',
        '/exams',
        paper({ subject_id: maths, max_marks: 50, passing_marks: 60 }),
      ),
      422,
      'The passing marks of Mathematics are above its maximum.',
    );
    expectStatus(
      await call(
        IQBAL_ADMIN,
        'POST',
        '/exams',
        paper({ subject_id: maths, exam_date: '2026-12-01', max_marks: 50, passing_marks: 10 }),
      ),
      422,
      'The date of Mathematics is outside the term.',
    );
  });
});

describe('marks entry', () => {
  it('shows a teacher only the sheets of their subjects and sections', async () => {
    const mine = (await call(IQBAL_TEACHER, 'GET', `/exams/${examId}/mark-sheets`)).json().items;
    expect(
      mine.map(
        (s: { subject_name: string; section_name: string }) =>
          `${s.subject_name} ${s.section_name}`,
      ),
    ).toEqual(['Mathematics A', 'Mathematics B']);
    const theirs = (await call(TEACHER2, 'GET', `/exams/${examId}/mark-sheets`)).json().items;
    expect(theirs.map((s: { subject_name: string }) => s.subject_name)).toEqual([
      'English',
      'English',
    ]);
    const all = (await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/mark-sheets`)).json().items;
    expect(all).toHaveLength(4);
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', sheet(english)),
      403,
      'Only the teacher of this subject in this section or an administrator can enter its marks.',
    );
    expectStatus(await call(IQBAL_STUDENT, 'GET', sheet(maths)), 403);
    const view = await call(IQBAL_TEACHER, 'GET', sheet(maths));
    expectStatus(view, 200);
    roster = view.json().entries;
    expect(roster.length).toBe(7);
    expect(view.json()).toMatchObject({ max_marks: 50, passing_marks: 17, editable: true });
    child = roster.at(-1)!.student_id;
  });

  it('judges every entry on its own: a bad mark is refused by roll and name, the others stored', async () => {
    const [a, b, c] = roster;
    const who = (s: typeof a) => `Roll ${s!.roll_no}, ${s!.first_name} ${s!.last_name}`;
    const mixed = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(a!.student_id, 40), entry(b!.student_id, 51), entry(c!.student_id, 5, true)],
    });
    expectStatus(mixed, 200);
    expect(mixed.json()).toMatchObject({
      saved: 1,
      changed: 1,
      entries: [{ student_id: a!.student_id, marks: 40, absent: false }],
      refused: [
        {
          student_id: b!.student_id,
          roll_no: b!.roll_no,
          student_name: `${b!.first_name} ${b!.last_name}`,
          reason: 'above_max',
          detail: `${who(b)}: marks cannot be above 50.`,
        },
        {
          student_id: c!.student_id,
          reason: 'absent_with_marks',
          detail: `${who(c)}: an absent student has no marks.`,
        },
      ],
    });
    // No sentence names a student by an internal id.
    expect(JSON.stringify(mixed.json().refused)).not.toMatch(/Student \d/);
    const negative = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(b!.student_id, -1)],
    });
    expect(negative.json()).toMatchObject({
      saved: 0,
      refused: [{ reason: 'below_zero', detail: `${who(b)}: marks cannot be below 0.` }],
    });
    // A student of another section (moved since the sheet was opened) is refused, not a 500.
    const other = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(2_000_000, 10), entry(a!.student_id, 41)],
    });
    expect(other.json()).toMatchObject({ saved: 1, refused: [{ reason: 'not_in_section' }] });
    // Listing one student twice is a malformed request: nothing written.
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
        entries: [entry(a!.student_id, 42), entry(a!.student_id, 43)],
      }),
      422,
      `${who(a)} is listed twice.`,
    );
    const urdu = await t.request({
      method: 'PUT',
      url: `/api${sheet(maths)}`,
      token: await t.tokenFor(IQBAL_TEACHER),
      headers: { 'accept-language': 'ur' },
      payload: { entries: [entry(b!.student_id, 51)] },
    });
    expect(urdu.json().refused[0].detail).toBe(
      `رول نمبر \u2068${b!.roll_no}\u2069، \u2068${b!.first_name} ${b!.last_name}\u2069: نمبر \u206850\u2069 سے زیادہ نہیں ہو سکتے۔`,
    );
    const held = (await call(IQBAL_TEACHER, 'GET', sheet(maths))).json().entries as {
      student_id: number;
      marks: number | null;
      absent: boolean;
    }[];
    expect(held.find((e) => e.student_id === a!.student_id)).toMatchObject({ marks: 41 });
    expect(held.find((e) => e.student_id === b!.student_id)).toMatchObject({ marks: null });
    expect(held.find((e) => e.student_id === c!.student_id)).toMatchObject({
      marks: null,
      absent: false,
    });
    await call(IQBAL_TEACHER, 'PUT', sheet(maths), { entries: [entry(a!.student_id, null)] });
  });

  it('saves as typed: an idempotent upsert of the entries sent, clearing with null', async () => {
    const [a] = roster;
    const first = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(a!.student_id, 40)],
    });
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ saved: 1, changed: 1 });
    const again = await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: [entry(a!.student_id, 40)],
    });
    expect(again.json()).toMatchObject({ saved: 1, changed: 0 });
    await call(IQBAL_TEACHER, 'PUT', sheet(maths), { entries: [entry(a!.student_id, null)] });
    const view = (await call(IQBAL_TEACHER, 'GET', sheet(maths))).json();
    expect(view.entries[0]).toMatchObject({ marks: null, absent: false });
    expect(await auditActions(t, IQBAL)).toContain('exam.marks_saved');
  });
});

describe('results', () => {
  it('computes totals, positions with ties (1, 1, 3), pass/fail and absent on the server', async () => {
    // Maths /50 (pass 17) and English /50 (pass 17), seven students.
    const m = [45, 40, 40, 30, 16, 20, 10];
    const e = [45, 45, 45, 40, 50, null, 10];
    await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
      entries: roster.map((s, i) => entry(s.student_id, m[i]!)),
    });
    const save = await call(TEACHER2, 'PUT', sheet(english), {
      entries: roster.map((s, i) =>
        e[i] === null ? entry(s.student_id, null, true) : entry(s.student_id, e[i]!),
      ),
    });
    expectStatus(save, 200);
    const results = await call(IQBAL_TEACHER, 'GET', `/exams/${examId}/sections/${c5a}/results`);
    expectStatus(results, 200);
    const rows = results.json().rows as {
      total: number;
      position: number;
      outcome: string;
      grade: string;
      percentage: number;
    }[];
    expect(rows.map((r) => r.total)).toEqual([90, 85, 85, 70, 66, 20, 20]);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 2, 4, 5, 6, 6]);
    // 16 < 17 in maths fails whatever the total; absent fails English.
    expect(rows.map((r) => r.outcome)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'fail',
      'fail',
      'fail',
    ]);
    expect(rows.map((r) => r.grade)).toEqual(['A+', 'A+', 'A+', 'A', 'B', 'F', 'F']);
    expect(rows[0]!.percentage).toBe(90);
    expect(results.json().summary).toMatchObject({
      students: 7,
      passed: 4,
      failed: 3,
      incomplete: 0,
    });
  });

  it("refuses a section's results to a teacher who does not teach there, and hides them from families", async () => {
    const b = class5.sections.find((s) => s.name === 'B')!.id;
    const c4 = (await call(IQBAL_ADMIN, 'GET', '/school/classes/'))
      .json()
      .items.find((c: Klass) => c.name === 'Class 3') as Klass;
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/exams/${examId}/sections/${b}/results`), 200);
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/exams/${examId}/sections/${c4.sections[0]!.id}/results`),
      403,
    );
    expectStatus(
      await call(PARENT, 'GET', `/exams/${examId}/students/${child}/result`),
      404,
      'The results of this exam are not published yet.',
    );
    expect(
      (await call(PARENT, 'GET', '/results/me'))
        .json()
        .items.some((r: { exam_id: number }) => r.exam_id === examId),
    ).toBe(false);
  });

  it('refuses to publish while marks are missing, naming the gaps; the head fills them absent or exempt', async () => {
    const c5b = class5.sections.find((s) => s.name === 'B')!.id;
    const before = await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/completeness`);
    expectStatus(before, 200);
    const gaps = before.json().gaps as {
      section_name: string;
      subject_name: string;
      missing: number;
      students: { roll_no: number; name: string }[];
    }[];
    expect(before.json().complete).toBe(false);
    expect(gaps.map((g) => `${g.subject_name} ${g.section_name}`)).toEqual([
      'English B',
      'Mathematics B',
    ]);
    const missing = gaps[0]!.missing;
    expect(missing).toBeGreaterThan(0);
    expect(gaps[0]!.students[0]).toMatchObject({ roll_no: 1 });
    const refused = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`);
    expectStatus(
      refused,
      409,
      `Marks are missing, so the results cannot be published: English of Class 5 B (${missing} students); Mathematics of Class 5 B (${missing} students). Enter them, or mark each absent or exempt.`,
    );
    expect(refused.json().errors).toHaveLength(2);
    const urdu = await t.request({
      method: 'POST',
      url: `/api/exams/${examId}/publication`,
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
    });
    expect(urdu.json().detail).toContain('نتیجہ جاری نہیں ہو سکتا');
    expect((await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json().is_published).toBe(false);
    // Only the head fills gaps; a teacher may look at them.
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/gaps`, {
        section_id: c5b,
        subject_id: maths,
        status: 'absent',
      }),
      403,
    );
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/exams/${examId}/completeness`), 200);
    const one = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/gaps`, {
      section_id: c5b,
      subject_id: maths,
      status: 'absent',
    });
    expectStatus(one, 200);
    expect(one.json().gaps).toHaveLength(1);
    const done = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/gaps`, {
      section_id: c5b,
      subject_id: english,
      status: 'exempt',
    });
    expect(done.json()).toMatchObject({ complete: true, missing_total: 0, gaps: [] });
    // Nothing left: a second fill is a 422 with its sentence, not a silent success.
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/gaps`, {
        section_id: c5b,
        subject_id: english,
        status: 'exempt',
      }),
      422,
      'This paper has no missing marks in this section.',
    );
    // An exempt paper is left out of the total: absent in maths (0 of 50), English not counted.
    const results = (
      await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/sections/${c5b}/results`)
    ).json();
    expect(results.rows[0]).toMatchObject({ total: 0, max_total: 50, outcome: 'fail' });
    expect(await auditActions(t, IQBAL)).toContain('exam.gaps_filled');
  });

  it('goes to the head for approval: submitted by staff, never approved by who submitted it, sent back with a reason', async () => {
    const notices = () =>
      t.query((tx) =>
        tx
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.tenant_id, IQBAL),
              like(notifications.idempotency_key, `results:${examId}:%`),
            ),
          ),
      );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`),
      409,
      'These results have not been submitted for approval yet; they are published once the head approves them.',
    );
    const submitted = await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/approval-request`);
    expectStatus(submitted, 200);
    expect(submitted.json().approval).toMatchObject({
      state: 'submitted',
      returned_reason: null,
      can_approve: false,
    });
    expect(submitted.json().approval.submitted_by_name).toBeTruthy();
    // The head sees it is theirs to approve; marks are locked while it waits.
    const seen = (await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json();
    expect(seen.approval).toMatchObject({ state: 'submitted', can_approve: true });
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
        entries: [entry(roster[0]!.student_id, 1)],
      }),
      409,
      "The results of this exam are awaiting the head's approval; ask the head to send them back to change marks.",
    );
    // Only the head sends back, and only with a reason.
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/return`, { reason: 'No.' }),
      403,
      'Only the head of the school can approve or send back results.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/return`, { reason: '   ' }),
      422,
      'Please write why the results are sent back.',
    );
    const returned = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/return`, {
      reason: 'Recheck  the maths of Class 5 B.',
    });
    expectStatus(returned, 200);
    expect(returned.json().approval).toMatchObject({
      state: 'returned',
      returned_reason: 'Recheck the maths of Class 5 B.',
      submitted_at: null,
    });
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/return`, { reason: 'Again' }),
      409,
      'These results are not awaiting approval.',
    );
    // The head who submits results cannot approve them too.
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/approval-request`), 200);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`),
      403,
      'You submitted these results, so someone else must approve them: the head approves what others submit.',
    );
    expect((await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json().approval.can_approve).toBe(
      false,
    );
    await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/return`, {
      reason: 'Mine; a teacher sends it.',
    });
    expectStatus(await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/approval-request`), 200);
    // Nobody has been told anything yet: notices go out only on publishing.
    expect(await notices()).toHaveLength(0);
    const actions = await auditActions(t, IQBAL);
    expect(actions).toContain('exam.submitted_for_approval');
    expect(actions).toContain('exam.returned');
  });

  it('publishes once: families see the result and are notified once; marks lock', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/publication`), 403);
    const published = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`);
    expectStatus(published, 200);
    expect(published.json().is_published).toBe(true);
    const resultNotes = () =>
      t.query((tx) =>
        tx
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.tenant_id, IQBAL),
              like(notifications.idempotency_key, `results:${examId}:%`),
            ),
          ),
      );
    const notes = await resultNotes();
    expect(
      notes.filter((n) => n.idempotency_key === `results:${examId}:${child}`).length,
    ).toBeGreaterThanOrEqual(1);
    // Publishing again notifies no one twice; withdrawing takes the notices out of the inboxes,
    // and publishing once more sends them once more (one per student and recipient, not two).
    await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`);
    expect((await resultNotes()).length).toBe(notes.length);
    expect(JSON.stringify((await call(PARENT, 'GET', '/notifications/')).json())).toContain(
      'Unit Test',
    );
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/exams/${examId}/publication`), 200);
    expect(await resultNotes()).toHaveLength(0);
    const inbox = (await call(PARENT, 'GET', '/notifications/')).json();
    expect(JSON.stringify(inbox)).not.toContain('Unit Test');
    // Withdrawn results are a draft again: submitted and approved before they go out again.
    expect((await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`)).json().approval.state).toBe(
      'draft',
    );
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`), 409);
    await call(IQBAL_TEACHER, 'POST', `/exams/${examId}/approval-request`);
    await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/publication`);
    expect((await resultNotes()).length).toBe(notes.length);
    const result = await call(PARENT, 'GET', `/exams/${examId}/students/${child}/result`);
    expectStatus(result, 200);
    expect(result.json()).toMatchObject({
      total: 20,
      position: 6,
      outcome: 'fail',
      section_size: 7,
    });
    const mine = (await call(PARENT, 'GET', '/results/me')).json().items;
    expect(
      mine.some(
        (r: { exam_id: number; student_id: number }) =>
          r.exam_id === examId && r.student_id === child,
      ),
    ).toBe(true);
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', sheet(maths), {
        entries: [entry(roster[0]!.student_id, 1)],
      }),
      409,
      'The results of this exam are published; withdraw them to change marks.',
    );
    // Another family's child is not this parent's.
    expectStatus(
      await call(PARENT, 'GET', `/exams/${examId}/students/${roster[0]!.student_id}/result`),
      404,
    );
  });

  it('renders report cards: a student PDF in Urdu, a section file, a whole class in the queue', async () => {
    const remarks = await call(IQBAL_TEACHER, 'PUT', `/exams/${examId}/students/${child}/remarks`, {
      remarks: 'Must revise English daily.',
    });
    expectStatus(remarks, 200);
    const pdf = await call(PARENT, 'GET', `/exams/${examId}/students/${child}/report-card?lang=ur`);
    expectStatus(pdf, 200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The English card prints what the result says: name, marks of each paper, total, grade,
    // position and the teacher's remarks.
    const result = (await call(PARENT, 'GET', `/exams/${examId}/students/${child}/result`)).json();
    const english = await call(
      PARENT,
      'GET',
      `/exams/${examId}/students/${child}/report-card?lang=en`,
    );
    expectStatus(english, 200);
    const dir = mkdtempSync(join(tmpdir(), 'report-card-'));
    let text: string;
    try {
      writeFileSync(join(dir, 'f.pdf'), english.rawPayload);
      text = execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const me = roster.find((r) => r.student_id === child)!;
    expect(text).toContain(`${me.first_name} ${me.last_name}`);
    expect(text).toContain('Must revise English daily.');
    expect(text).toContain(String(result.total));
    expect(text).toContain(String(result.max_total));
    expect(text).toMatch(new RegExp(`\\b${result.grade.replace('+', '\\+')}(\\s|$)`));
    // The summary row prints under its headings (Grade, Position): the grade, then the position
    // the server computed out of the section's size ("F 6 of 7"), so a report card can never
    // show a different rank than the result screen.
    expect(text).toContain('Grade Position Result');
    expect(text).toContain(`${result.grade} ${result.position} of ${result.section_size}`);
    for (const subject of result.subjects as { subject_name: string }[])
      expect(text).toContain(subject.subject_name);
    const section = await call(
      IQBAL_TEACHER,
      'GET',
      `/exams/${examId}/sections/${c5a}/report-cards`,
    );
    expectStatus(section, 200);
    expect((section.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(7);
    const run = await call(IQBAL_ADMIN, 'POST', `/exams/${examId}/report-card-runs`, {
      class_id: class5.id,
      language: 'en',
    });
    expectStatus(run, 202);
    let state = run.json();
    for (let i = 0; i < 200 && state.status !== 'done' && state.status !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await call(IQBAL_ADMIN, 'GET', `/report-card-runs/${state.id}`)).json();
    }
    expect(state.status).toBe('done');
    expect(state.files.map((f: { section_name: string }) => f.section_name)).toEqual(['A', 'B']);
    expect(state.done).toBe(state.total);
    const file = await call(IQBAL_ADMIN, 'GET', `/report-card-runs/${state.id}/sections/${c5a}`);
    expectStatus(file, 200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('grading scale', () => {
  it('starts with the default and refuses gaps and overlaps with a detail', async () => {
    const scale = (await call(IQBAL_ADMIN, 'GET', '/gradebook/grading-scale')).json();
    expect(scale.is_default).toBe(true);
    expect(scale.bands.map((b: { grade: string }) => b.grade)).toEqual([
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    const gap = scale.bands.map((b: { grade: string; min_percent: number }) =>
      b.grade === 'B' ? { ...b, min_percent: 62 } : b,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands: gap }),
      422,
      'No grade covers 60% to 61%.',
    );
    const overlap = scale.bands.map((b: { grade: string; max_percent: number }) =>
      b.grade === 'C' ? { ...b, max_percent: 61 } : b,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands: overlap }),
      422,
      'Grades C and B overlap.',
    );
    const pf = [
      { grade: 'P', min_percent: 40, max_percent: 100 },
      { grade: 'F', min_percent: 0, max_percent: 39 },
    ];
    expectStatus(await call(IQBAL_TEACHER, 'PUT', '/gradebook/grading-scale', { bands: pf }), 403);
    expectStatus(await call(IQBAL_ADMIN, 'PUT', '/gradebook/grading-scale', { bands: pf }), 200);
    const rows = (await call(IQBAL_ADMIN, 'GET', `/exams/${examId}/sections/${c5a}/results`)).json()
      .rows;
    expect(rows.map((r: { grade: string }) => r.grade)).toEqual([
      'P',
      'P',
      'P',
      'P',
      'P',
      'F',
      'F',
    ]);
  });
});

describe('gradebook', () => {
  it('shows students × papers with quiz averages of linked courses, and exports CSV', async () => {
    const book = await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}`);
    expectStatus(book, 200);
    const body = book.json();
    expect(body.columns.some((c: { exam_id: number }) => c.exam_id === examId)).toBe(true);
    expect(body.courses.length).toBe(1);
    expect(body.rows).toHaveLength(7);
    const csv = await call(IQBAL_TEACHER, 'GET', `/gradebook/sections/${c5a}/csv`);
    expectStatus(csv, 200);
    expect(csv.body.startsWith('\uFEFFRoll no.,Student,')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(8);
  });
});

describe('gating', () => {
  it('answers 403 with the module sentence while gradebook is off, and keeps the data', async () => {
    const id = await moduleId(t, 'gradebook');
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/disable/${id}`), 200);
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`),
      403,
      'The Gradebook module is not enabled for your organisation.',
    );
    expectStatus(await call(PARENT, 'GET', '/results/me'), 403);
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${id}`), 200);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/exams/${examId}`), 200);
  });
});
