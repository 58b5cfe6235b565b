// Sibling concessions by rule: the arithmetic alone (property tests), then a voucher run with the
// rule on: a family's younger children get the percent off every fee line, the eldest none, and a
// child with an all-heads concession of their own keeps it instead.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConcessions } from '../../src/domains/fees/money.js';
import { siblingPercent, siblingRanks, withSiblingRule } from '../../src/domains/fees/siblings.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';

describe('the rule alone', () => {
  const member = fc.record({
    student_id: fc.integer({ min: 1, max: 10_000 }),
    guardian_id: fc.integer({ min: 1, max: 20 }),
    date_of_birth: fc.option(
      fc
        .date({ min: new Date('2005-01-01'), max: new Date('2022-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
  });
  const members = fc.uniqueArray(member, { selector: (m) => m.student_id, maxLength: 60 });

  it('ranks each family 1..n, eldest first, every student once', () => {
    fc.assert(
      fc.property(members, (list) => {
        const ranks = siblingRanks(list);
        expect(ranks.size).toBe(list.length);
        const byFamily = new Map<number, typeof list>();
        for (const m of list)
          byFamily.set(m.guardian_id, [...(byFamily.get(m.guardian_id) ?? []), m]);
        for (const family of byFamily.values()) {
          const sorted = family.map((m) => ranks.get(m.student_id)!).sort((a, b) => a - b);
          expect(sorted).toEqual(family.map((_, i) => i + 1));
          const first = family.find((m) => ranks.get(m.student_id) === 1)!;
          for (const m of family)
            if (first.date_of_birth && m.date_of_birth)
              expect(first.date_of_birth <= m.date_of_birth).toBe(true);
        }
      }),
    );
  });

  it('never takes off more than a line, and exactly the percent on a child without concessions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        (second, third, rank, amounts) => {
          const rule = { second, third };
          const lines = amounts.map((amount, i) => ({
            fee_head_id: i + 1,
            label: `H${i}`,
            amount,
          }));
          const charged = applyConcessions(lines, withSiblingRule([], rule, rank));
          const percent = siblingPercent(rule, rank);
          expect(percent).toBe(rank === 1 ? 0 : rank === 2 ? second : third);
          for (const [i, line] of charged.entries()) {
            expect(line.concession).toBeGreaterThanOrEqual(0);
            expect(line.concession).toBeLessThanOrEqual(line.amount);
            expect(line.concession).toBe(Math.floor((amounts[i]! * percent) / 100));
          }
        },
      ),
    );
  });

  it("a child's own all-heads concession wins over the rule", () => {
    const own = [{ fee_head_id: null, mode: 'percent' as const, value: 10 }];
    expect(withSiblingRule(own, { second: 25, third: 40 }, 2)).toEqual(own);
    expect(withSiblingRule([], { second: 25, third: 40 }, 3)).toEqual([
      { fee_head_id: null, mode: 'percent', value: 40 },
    ]);
    expect(withSiblingRule([], { second: 25, third: 40 }, 1)).toEqual([]);
  });
});

describe('a voucher run with the rule on', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'],
        queue: { pollingIntervalSeconds: 0.5 },
      },
    );
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('younger siblings get the percent off every fee line, the eldest none', async () => {
    const current = (await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json();
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
        ...current,
        sibling_second_percent: 10,
        sibling_third_percent: 20,
      }),
      200,
    );
    // Saving without the rule (an older client) keeps it.
    const { sibling_second_percent: _a, sibling_third_percent: _b, ...older } = current;
    expectStatus(await call(IQBAL_ADMIN, 'PUT', '/fees/settings', older), 200);
    expect((await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json()).toMatchObject({
      sibling_second_percent: 10,
      sibling_third_percent: 20,
    });

    const [year] = await rows<{ ends_on: string }>(
      sql`select ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
    );
    const month = year!.ends_on.slice(0, 7);
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month });
    expectStatus(started, 202);
    let status = '';
    for (let i = 0; i < 300 && status !== 'done' && status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${started.json().id}`)).json().status;
    }
    expect(status).toBe('done');

    const family = await rows<{
      student_id: number;
      guardian_id: number;
      date_of_birth: string | null;
    }>(
      sql`select s.id as student_id, g.guardian_id, s.date_of_birth::text as date_of_birth
          from student_guardians g join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
          where g.tenant_id = ${IQBAL} and g.is_primary and s.status = 'active'`,
    );
    const ranks = siblingRanks(
      family.map((m) => ({
        ...m,
        student_id: Number(m.student_id),
        guardian_id: Number(m.guardian_id),
      })),
    );
    const lines = await rows<{
      student_id: number;
      fee_head_id: number | null;
      amount: number;
      concession: number;
      own: number;
    }>(
      sql`select v.student_id, l.fee_head_id, l.amount, l.concession,
                 (select count(*)::int from fee_concessions c
                  where c.tenant_id = v.tenant_id and c.student_id = v.student_id) as own
          from voucher_lines l join vouchers v on v.tenant_id = l.tenant_id and v.id = l.voucher_id
          where v.tenant_id = ${IQBAL} and v.month = ${month}`,
    );
    let younger = 0;
    let eldest = 0;
    for (const l of lines) {
      if (l.fee_head_id === null || Number(l.own) > 0) continue; // arrears; the office's own
      const rank = ranks.get(Number(l.student_id)) ?? 1;
      const percent = rank === 1 ? 0 : rank === 2 ? 10 : 20;
      expect(Number(l.concession)).toBe(Math.floor((Number(l.amount) * percent) / 100));
      if (rank > 1) younger++;
      else eldest++;
    }
    expect(younger, 'the demo school has families with more than one child').toBeGreaterThan(0);
    expect(eldest).toBeGreaterThan(0);
  });
});
