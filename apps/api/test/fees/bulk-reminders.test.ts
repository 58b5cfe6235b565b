// "Remind every defaulter" over HTTP: the preview counts the overdue vouchers, their guardians
// and the messages, shows the first defaulter's reminder in English and Urdu and writes nothing;
// the run goes through the job queue with progress, reminds each overdue voucher's guardians
// once, and a second run (or the single "Remind" button) the same day reminds nobody again.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const day = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const overdueNotices = async () =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from notifications
            where tenant_id = ${IQBAL} and event = 'fee_overdue'`,
      )
    )[0]!.n,
  );

/** Waits for the job queue to finish a run (polls its progress; no time is asserted). */
async function runToEnd(runId: number) {
  for (let i = 0; i < 600; i++) {
    const run = (await call(IQBAL_ADMIN, 'GET', `/fees/reminders/${runId}`)).json();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

let overdueIds: number[];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'],
      queue: { pollingIntervalSeconds: 0.5 },
    },
  );
  call = caller(t);
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  // Three open vouchers with guardians made overdue: two by 20 days, one by 3 (the rest of the
  // school's open vouchers due in the future, so the counts below are these).
  await rows(
    sql`update vouchers set due_date = greatest(due_date, ${day(5)}::date)
        where tenant_id = ${IQBAL} and status in ('unpaid', 'partially_paid')`,
  );
  const picked = await rows<{ id: number }>(
    sql`select v.id from vouchers v
        where v.tenant_id = ${IQBAL} and v.status = 'unpaid' and v.carried_to is null
          and v.total > 0
          and exists (select 1 from student_guardians g
                      where g.tenant_id = v.tenant_id and g.student_id = v.student_id)
        order by v.id limit 3`,
  );
  overdueIds = picked.map((p) => Number(p.id));
  expect(overdueIds).toHaveLength(3);
  for (const [i, id] of overdueIds.entries())
    await rows(
      sql`update vouchers set issue_date = least(issue_date, ${day(-30)}::date),
                 due_date = ${i < 2 ? day(-20) : day(-3)}::date
          where tenant_id = ${IQBAL} and id = ${id}`,
    );
});

afterAll(async () => {
  await t?.close();
});

describe('remind every defaulter', () => {
  it('previews who gets what in both languages, writing nothing; bad filters answer 422', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'POST', '/fees/reminders/preview', {}), 403);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/fees/reminders/preview', { min_days_overdue: 0 }),
      422,
    );
    const before = await overdueNotices();
    const all = await call(IQBAL_ADMIN, 'POST', '/fees/reminders/preview', {});
    expectStatus(all, 200);
    const preview = all.json();
    expect(preview.vouchers).toBe(3);
    expect(preview.guardians).toBeGreaterThanOrEqual(1);
    expect(preview.messages).toBeGreaterThanOrEqual(3);
    // No phone channel is on in this school: every message goes to the inbox (and e-mail) only.
    expect(preview.audience.unreachable + preview.audience.by_sms).toBe(preview.messages);
    expect(preview.samples.map((s: { language: string }) => s.language)).toEqual(['en', 'ur']);
    expect(preview.samples[0].title).toMatch(/^Fee overdue for /);
    expect(preview.samples[1].sms.encoding).toBe('ucs2');
    const week = (
      await call(IQBAL_ADMIN, 'POST', '/fees/reminders/preview', { min_days_overdue: 7 })
    ).json();
    expect(week.vouchers).toBe(2);
    expect(await overdueNotices()).toBe(before);
  });

  it('runs as one queued job with progress, once a day per voucher', async () => {
    const before = await overdueNotices();
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/reminders', { min_days_overdue: 7 });
    expectStatus(started, 202);
    expect(started.json()).toMatchObject({ status: 'queued', min_days_overdue: 7 });
    const run = await runToEnd(started.json().id);
    expect(run).toMatchObject({ status: 'done', vouchers: 2, processed: 2 });
    expect(run.notified).toBeGreaterThanOrEqual(2);
    expect(await overdueNotices()).toBe(before + run.notified);
    // The same day again: the third voucher alone is new.
    const again = await runToEnd(
      (await call(IQBAL_ADMIN, 'POST', '/fees/reminders', {})).json().id,
    );
    expect(again).toMatchObject({ status: 'done', vouchers: 3, processed: 3 });
    const single = await call(IQBAL_ADMIN, 'POST', `/fees/defaulters/${overdueIds[0]}/remind`);
    expectStatus(single, 200);
    expect(single.json().notified).toBe(0);
    const [audited] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${IQBAL}
          and action = 'fees.reminders_started'`,
    );
    expect(Number(audited!.n)).toBe(2);
    expectStatus(await call(QUAID_ADMIN, 'GET', `/fees/reminders/${run.id}`), 404);
  });
});
