// No N+1 (issue 35): a voucher run's statements grow with its batches, not its vouchers, and so
// do an announcement's with its recipients (in 500s). Counted by the Database's statement
// listener, never timed: the run of N students and of 2N, in batches of B, differ by the
// statements of N/B batches (about twenty each), where one notify per voucher used to add
// five or more statements per voucher.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope, withScope } from '../../src/db/scope.js';
import { publishAnnouncement } from '../../src/domains/announcements/publish.js';
import { processRun } from '../../src/domains/fees/runs.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const TENANT = 2; // Iqbal Public School: its classes have the demo fee structure
const N = 240;
const BATCH = 120;
/** A batch's statements (about 40-55 measured): its reads, writes, notices and progress. */
const PER_BATCH = 60;

let t: TestApp;
const counted: string[] = [];
let months: { first: string; second: string };
let sectionIds: number[];

async function raw<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return t.query(
    async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
    tenantScope(TENANT),
  );
}

async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const stop = t.database.observe(() => {
    statements += 1;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return statements;
}

beforeAll(async () => {
  // No worker takes the jobs: the counts are the run's own, not the queue's polling meanwhile
  // (on PostgreSQL the workers' other pooled connections fall in the same window).
  t = await createTestApp({}, { queue: { work: false } });
  const [year] = await raw<{ first: string; second: string }>(
    sql`select to_char(ends_on - interval '1 month', 'YYYY-MM') as first,
               to_char(ends_on, 'YYYY-MM') as second
        from academic_years where tenant_id = ${TENANT} and is_current`,
  );
  months = year!;
  // 2N students in sections of their own (in the school's first class), each with a guardian
  // who consented to SMS; the second N gone (left) until the second run.
  sectionIds = (
    await raw<{ id: number }>(
      sql`insert into sections (tenant_id, class_id, name)
          select ${TENANT}, (select id from classes where tenant_id = ${TENANT}
                             order by order_index, id limit 1), 'Statements ' || g
          from generate_series(1, 2) g returning id`,
    )
  ).map((r) => Number(r.id));
  await raw(sql`
    insert into students (tenant_id, admission_no, first_name, last_name, gender, admission_date,
                          status)
    select ${TENANT}, 'STMT-' || g, 'Pupil' || g, 'Counted', 'female', date '2026-04-01',
           case when g <= ${N} then 'active' else 'left' end
    from generate_series(1, ${2 * N}) g`);
  await raw(sql`
    insert into student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
    select ${TENANT}, s.id, y.id,
           case when substr(s.admission_no, 6)::int <= ${N} then ${sectionIds[0]}::int
                else ${sectionIds[1]}::int end,
           substr(s.admission_no, 6)::int
    from students s join academic_years y on y.tenant_id = s.tenant_id and y.is_current
    where s.tenant_id = ${TENANT} and s.admission_no like 'STMT-%'`);
  await raw(sql`
    insert into guardians (tenant_id, name, relation, mobile, email, sms_consent)
    select ${TENANT}, 'Parent of ' || s.admission_no, 'mother',
           '+9231' || lpad(s.id::text, 8, '0'), lower(s.admission_no) || '@parents.example.pk', true
    from students s where s.tenant_id = ${TENANT} and s.admission_no like 'STMT-%'`);
  await raw(sql`
    insert into student_guardians (tenant_id, student_id, guardian_id, is_primary)
    select ${TENANT}, s.id, g.id, true
    from students s join guardians g on g.tenant_id = s.tenant_id
      and g.name = 'Parent of ' || s.admission_no
    where s.tenant_id = ${TENANT} and s.admission_no like 'STMT-%'`);
});

afterAll(async () => {
  console.log(`[run statements] ${t?.database.kind}: ${counted.join('; ')}`);
  await t?.close();
});

async function voucherRun(month: string): Promise<{ statements: number; created: number }> {
  const [{ id }] = (await raw<{ id: number }>(
    sql`insert into voucher_runs (tenant_id, month, issue_date, due_date)
        values (${TENANT}, ${month}, ${`${month}-01`}::date, ${`${month}-10`}::date) returning id`,
  )) as [{ id: number }];
  const statements = await statementsOf(() =>
    processRun(t.db, TENANT, Number(id), { batchSize: BATCH }),
  );
  const [run] = await raw<{ status: string; vouchers_created: number }>(
    sql`select status, vouchers_created from voucher_runs where tenant_id = ${TENANT} and id = ${id}`,
  );
  expect(run!.status).toBe('done');
  return { statements, created: Number(run!.vouchers_created) };
}

const noticesOf = async (month: string) =>
  (
    await raw<{ n: number }>(
      sql`select count(*)::int as n from notifications n
          join vouchers v on v.tenant_id = n.tenant_id and 'voucher_issued:' || v.id = n.idempotency_key
          where n.tenant_id = ${TENANT} and v.month = ${month}
            and v.student_id in (select id from students where admission_no like 'STMT-%')`,
    )
  )[0]!.n;

describe('statements grow with batches, not items', () => {
  it('a voucher run of 2N students sends about N/B batches more than one of N, not N notices more', async () => {
    const one = await voucherRun(months.first);
    await raw(sql`update students set status = 'active'
                  where tenant_id = ${TENANT} and admission_no like 'STMT-%'`);
    const two = await voucherRun(months.second);
    // Every voucher still told its guardian (with an SMS delivery: consent, channel on or off).
    expect(await noticesOf(months.first)).toBe(N);
    expect(await noticesOf(months.second)).toBe(2 * N);
    expect(two.created - one.created).toBe(N);
    const extraBatches = Math.ceil(two.created / BATCH) - Math.ceil(one.created / BATCH);
    counted.push(
      `voucher run ${one.created} vouchers: ${one.statements}, ${two.created}: ${two.statements} (batches of ${BATCH})`,
    );
    expect(two.statements - one.statements).toBeLessThanOrEqual(extraBatches * PER_BATCH);
    // One statement per voucher would already exceed this.
    expect(two.statements - one.statements).toBeLessThan(N);
  });

  it('an announcement to 2N guardians sends a few statements more than one to N', async () => {
    const announce = async (sections: number[]) => {
      const [{ id }] = (await raw<{ id: number }>(
        sql`insert into announcements (tenant_id, title, body, scope, section_ids, to_parents,
                                       publish_at)
            values (${TENANT}, 'Sports day', 'Sports day is on Friday.', 'sections',
                    ${`{${sections.join(',')}}`}::int[], true, now() - interval '1 minute')
            returning id`,
      )) as [{ id: number }];
      let recipients: number | null = null;
      const statements = await statementsOf(async () => {
        recipients = await withScope(t.db, tenantScope(TENANT), (tx) =>
          publishAnnouncement(tx, TENANT, Number(id)),
        );
      });
      return { statements, recipients };
    };
    const one = await announce([sectionIds[0]!]);
    const two = await announce(sectionIds);
    expect(one.recipients).toBe(N);
    expect(two.recipients).toBe(2 * N);
    counted.push(`announcement to ${N}: ${one.statements}, to ${2 * N}: ${two.statements}`);
    // Up to 500 recipients are one chunk of inserts: a few statements more (4 to 9 measured; the
    // count also takes in what the queue's own timers send meanwhile), never one per guardian:
    // N more guardians may cost a tenth of N statements at most.
    expect(two.statements - one.statements).toBeLessThan(N / 10);
  });
});
