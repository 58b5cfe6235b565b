// The students list paged by key: walking every page gives every student once, in the list's
// order (ties of class order and section name broken by section id, unplaced students last by
// name), with every filter; a cursor of another school, edited or of other filters is 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.js';
import {
  academicYears,
  classes,
  sections,
  studentEnrolments,
  students,
} from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER, QUAID_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let tieSections: number[];
let tieClass: number;

interface Page {
  items: { id: number; placement: { section_id: number; roll_no: number } | null }[];
  total: number | null;
  next_cursor: string | null;
}

/** Every page of the list with these filters, `limit` at a time, and the first page's total. */
async function walk(email: string, filters: string, limit: number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let total: number | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const url = `/students/?limit=${limit}${filters}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call(email, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    if (pages === 0) total = page.total;
    else expect(page.total).toBeNull();
    ids.push(...page.items.map((s) => s.id));
    cursor = page.next_cursor;
    if (!cursor) return { ids, total };
    expect(page.items).toHaveLength(limit);
  }
  throw new Error('The list did not end.');
}

/** The school's whole list in its order, sorted at once by PostgreSQL (the oracle). */
async function expectedOrder(): Promise<number[]> {
  const result = await t.query((tx) =>
    tx.execute(sql`
      select st.id from students st
      left join student_enrolments e on e.tenant_id = st.tenant_id and e.student_id = st.id
        and e.academic_year_id = (select id from academic_years
                                  where tenant_id = ${IQBAL} and is_current)
      left join sections s on s.tenant_id = st.tenant_id and s.id = e.section_id
      left join classes c on c.tenant_id = st.tenant_id and c.id = s.class_id
      where st.tenant_id = ${IQBAL}
      order by (e.student_id is null), c.order_index, s.name, s.id, e.roll_no,
        st.last_name, st.first_name, st.id`),
  );
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  // Ties: two new classes with the same order, each with a section "T" (the later class's made
  // first, so only the section id puts it first), and unplaced students with the same names.
  await t.query(async (tx) => {
    const [year] = await tx
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(sql`${academicYears.tenant_id} = ${IQBAL} and ${academicYears.is_current}`);
    const made = await tx
      .insert(classes)
      .values([
        { tenant_id: IQBAL, name: 'Tie One', order_index: 3 },
        { tenant_id: IQBAL, name: 'Tie Two', order_index: 3 },
      ])
      .returning({ id: classes.id });
    tieClass = made[0]!.id;
    const secs = await tx
      .insert(sections)
      .values([
        { tenant_id: IQBAL, class_id: made[1]!.id, name: 'T' },
        { tenant_id: IQBAL, class_id: made[0]!.id, name: 'T' },
        { tenant_id: IQBAL, class_id: made[0]!.id, name: 'U' },
      ])
      .returning({ id: sections.id });
    tieSections = secs.map((s) => s.id);
    const people = await tx
      .insert(students)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          tenant_id: IQBAL,
          admission_no: `TIE-${i}`,
          first_name: i % 2 ? 'Sana' : 'Ahmed',
          last_name: 'Tie',
          gender: i % 2 ? ('female' as const) : ('male' as const),
          admission_date: '2026-04-01',
          status: i === 3 ? ('left' as const) : ('active' as const),
        })),
      )
      .returning({ id: students.id });
    // Nine placed, three to a section, rolls out of insertion order; three left unplaced.
    await tx.insert(studentEnrolments).values(
      people.slice(0, 9).map((p, i) => ({
        tenant_id: IQBAL,
        student_id: p.id,
        academic_year_id: year!.id,
        section_id: tieSections[i % 3]!,
        roll_no: 10 - i,
      })),
    );
  });
});
afterAll(() => t.close());

describe('the students list by key', () => {
  it('gives every student of the school once, in order, ties and unplaced students included', async () => {
    const expected = await expectedOrder();
    expect(new Set(expected).size).toBe(expected.length);
    for (const limit of [1, 7, 500]) {
      const { ids, total } = await walk(IQBAL_ADMIN, '', limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    // The tie sections in section id order, after their classes' equal order.
    const all = (await call(IQBAL_ADMIN, 'GET', '/students/?limit=500')).json() as Page;
    const seen = all.items
      .filter((s) => s.placement && tieSections.includes(s.placement.section_id))
      .map((s) => s.placement!.section_id);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(all.items.at(-1)!.placement).toBeNull();
  });

  it('walks the same students as one page with each filter, a section alone included', async () => {
    const filters = [
      `&section_id=${tieSections[1]}`,
      `&class_id=${tieClass}`,
      '&status=active',
      '&search=tie',
      '&search=tie&status=active',
      `&status=active&section_id=${tieSections[2]}`,
    ];
    for (const filter of filters) {
      const whole = (await call(IQBAL_ADMIN, 'GET', `/students/?limit=500${filter}`)).json();
      expect(whole.items.length, filter).toBeGreaterThan(0);
      const { ids, total } = await walk(IQBAL_ADMIN, filter, 2);
      expect(ids, filter).toEqual(whole.items.map((s: { id: number }) => s.id));
      expect(total, filter).toBe(whole.total);
    }
    const teacherWhole = (await call(IQBAL_TEACHER, 'GET', '/students/?limit=500')).json();
    const { ids } = await walk(IQBAL_TEACHER, '', 4);
    expect(ids).toEqual(teacherWhole.items.map((s: { id: number }) => s.id));
    expect(ids.length).toBe(25);
  });

  it("refuses an edited cursor, another school's, and one of other filters, with a sentence", async () => {
    const first = (await call(IQBAL_ADMIN, 'GET', '/students/?limit=3&status=active')).json();
    const cursor: string = first.next_cursor;
    const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
    const edited = Buffer.from(
      decoded.replace(/,(\d+),/, (_m, n) => `,${Number(n) + 1},`),
    ).toString('base64url');
    expect(edited).not.toBe(cursor);
    const cases: [string, string, string][] = [
      [IQBAL_ADMIN, `status=active&cursor=${edited}`, 'not valid'],
      [IQBAL_ADMIN, 'status=active&cursor=bm90LWEtY3Vyc29y', 'not valid'],
      [IQBAL_ADMIN, `status=active&cursor=${cursor.slice(0, -4)}`, 'not valid'],
      [QUAID_ADMIN, `status=active&cursor=${cursor}`, 'another school'],
      [IQBAL_ADMIN, `cursor=${cursor}`, 'other filters'],
      [IQBAL_ADMIN, `status=left&cursor=${cursor}`, 'other filters'],
    ];
    for (const [email, query, sentence] of cases) {
      const response = await call(email, 'GET', `/students/?limit=3&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toContain(sentence);
    }
    const urdu = await t.request({
      method: 'GET',
      url: `/api/students/?limit=3&cursor=${cursor}`,
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
    });
    expect(urdu.statusCode).toBe(400);
    expect(urdu.json().detail).toContain('فلٹرز');
    const again = await call(
      IQBAL_ADMIN,
      'GET',
      `/students/?limit=3&status=active&cursor=${cursor}`,
    );
    expect(again.statusCode).toBe(200);
  });
});
