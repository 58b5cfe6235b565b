// No N+1 in report cards: a section's cards cost the same statements for 3 students as for 30
// (each student's term attendance used to be its own read), and the attendance each card prints
// is still that student's own share of marked days. Counted by the Database's statement listener,
// never timed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope, withScope } from '../../src/db/scope.js';
import { sectionCards } from '../../src/domains/exams/reports.js';
import * as repo from '../../src/domains/exams/repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const TENANT = 2; // Iqbal Public School: the seed has an exam with papers
let t: TestApp;
let examId: number;
const sections: { small: number; large: number } = { small: 0, large: 0 };

async function raw<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return t.query(
    async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
    tenantScope(TENANT),
  );
}

async function cardsOf(sectionId: number) {
  let statements = 0;
  const stop = t.database.observe(() => {
    statements += 1;
  });
  try {
    const cards = await withScope(t.db, tenantScope(TENANT), async (tx) => {
      const exam = (await repo.findExam(tx, TENANT, examId))!;
      const section = (await repo.findSection(tx, TENANT, sectionId))!;
      return sectionCards(tx, TENANT, exam, section);
    });
    return { cards, statements };
  } finally {
    stop();
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  const [found] = await raw<{ exam_id: number; class_id: number; year_id: number; starts: string }>(
    sql`select p.exam_id, p.class_id, tm.academic_year_id as year_id,
               to_char(tm.starts_on, 'YYYY-MM-DD') as starts
        from exam_subjects p join exams e on e.tenant_id = p.tenant_id and e.id = p.exam_id
        join terms tm on tm.tenant_id = e.tenant_id and tm.id = e.term_id
        where p.tenant_id = ${TENANT} order by p.exam_id limit 1`,
  );
  examId = Number(found!.exam_id);
  const made = await raw<{ id: number }>(
    sql`insert into sections (tenant_id, class_id, name)
        values (${TENANT}, ${found!.class_id}, 'Counted S'), (${TENANT}, ${found!.class_id}, 'Counted L')
        returning id`,
  );
  sections.small = Number(made[0]!.id);
  sections.large = Number(made[1]!.id);
  // Pupils 1-3 in the small section, 4-33 in the large one.
  await raw(sql`
    insert into students (tenant_id, admission_no, first_name, last_name, gender, admission_date, status)
    select ${TENANT}, 'CARDS-' || g, 'Pupil' || g, 'Counted', 'male', date '2026-04-01', 'active'
    from generate_series(1, 33) g`);
  await raw(sql`
    insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
    select ${TENANT}, s.id, ${found!.year_id},
           case when substr(s.admission_no, 7)::int <= 3 then ${sections.small}::int
                else ${sections.large}::int end,
           substr(s.admission_no, 7)::int
    from students s where s.tenant_id = ${TENANT} and s.admission_no like 'CARDS-%'`);
  // Four marked days at the term's start. Pupil 1: all present; pupil 2: present, late, absent,
  // leave (2 of 4 attended); pupil 3: never marked. The large section: all present.
  await raw(sql`
    insert into attendance_registers (tenant_id, section_id, day, academic_year_id)
    select ${TENANT}, sec, ${found!.starts}::date + d, ${found!.year_id}
    from unnest(array[${sections.small}::int, ${sections.large}::int]) sec, generate_series(1, 4) d`);
  await raw(sql`
    insert into attendance_entries (tenant_id, section_id, day, student_id, status)
    select ${TENANT}, e.section_id, ${found!.starts}::date + d, s.id,
           case when s.admission_no = 'CARDS-2'
                then (array['present', 'late', 'absent', 'leave'])[d] else 'present' end
    from students s
    join student_enrolments e on e.tenant_id = s.tenant_id and e.student_id = s.id
    cross join generate_series(1, 4) d
    where s.tenant_id = ${TENANT} and s.admission_no like 'CARDS-%' and s.admission_no <> 'CARDS-3'`);
});
afterAll(() => t?.close());

describe("a section's report cards", () => {
  it('send the same statements for 3 students as for 30', async () => {
    const small = await cardsOf(sections.small);
    const large = await cardsOf(sections.large);
    expect(small.cards).toHaveLength(3);
    expect(large.cards).toHaveLength(30);
    expect(large.statements).toBe(small.statements);
  });

  it("print each student's own share of the term's marked days", async () => {
    const { cards } = await cardsOf(sections.small);
    const byNo = new Map(cards.map((card) => [card.admission_no, card.attendance_percentage]));
    expect(byNo.get('CARDS-1')).toBe(100);
    expect(byNo.get('CARDS-2')).toBe(50);
    expect(byNo.get('CARDS-3')).toBeNull();
  });
});
