// The due-date rule as the office sets it in the fee settings: days after issue or the month's
// day, validated (a refusal names the field), audited, and read by the next voucher run.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { addDays } from '../../src/domains/fees/money.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let month: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const result = (await t.query((tx) =>
    tx.execute(
      sql`select ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
    ),
  )) as unknown as { rows: { ends_on: string }[] };
  // The year's last month: no vouchers yet.
  month = result.rows[0]!.ends_on.slice(0, 7);
});
afterAll(() => t.close());

describe('the due-date rule in the fee settings', () => {
  it('is saved, returned and audited', async () => {
    const before = (await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json();
    expect(before).toMatchObject({ due_rule: 'day_of_month' });
    const saved = await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
      ...before,
      due_rule: 'days_after_issue',
      due_after_days: 15,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({ due_rule: 'days_after_issue', due_after_days: 15 });
    expect((await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json()).toMatchObject({
      due_rule: 'days_after_issue',
      due_after_days: 15,
    });
    const audits = await t.query((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenant_id, IQBAL), eq(auditLog.action, 'fees.settings_updated'))),
    );
    const last = audits.at(-1)!.changes as {
      from: { due_rule: string; due_after_days: number };
      to: { due_rule: string; due_after_days: number };
    };
    expect(last.from).toMatchObject({ due_rule: 'day_of_month' });
    expect(last.to).toMatchObject({ due_rule: 'days_after_issue', due_after_days: 15 });
  });

  it('refuses days outside 1-60 and an unknown rule with a sentence naming the field', async () => {
    const settings = (await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json();
    for (const bad of [{ due_after_days: 0 }, { due_after_days: 61 }, { due_rule: 'weekly' }]) {
      const response = await call(IQBAL_ADMIN, 'PUT', '/fees/settings', { ...settings, ...bad });
      expectStatus(response, 422);
      const field = Object.keys(bad)[0]!;
      expect(response.json().detail).toContain(field);
    }
    expect((await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json()).toMatchObject({
      due_rule: 'days_after_issue',
      due_after_days: 15,
    });
    expectStatus(await call(IQBAL_TEACHER, 'PUT', '/fees/settings', settings), 403);
  });

  it('is what the next voucher run falls due by', async () => {
    const issue = `${month}-03`;
    const run = await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month, issue_date: issue });
    expectStatus(run, 202);
    expect(run.json().due_date).toBe(addDays(issue, 15));
  });
});
