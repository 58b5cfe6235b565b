// Voucher runs: a month's vouchers for all or some classes, generated in the job queue in
// batches of students (one transaction each), with the run's progress counted as it goes.
// Idempotent by construction: a voucher is unique per (student, month) and inserted with ON
// CONFLICT DO NOTHING, so a second run of the same month (also one running at the same time,
// or a retried job) creates nothing new. A voucher is the class's fee structure minus the
// student's concessions plus the balance of their earlier open vouchers (arrears), which are
// then marked carried to the new voucher.
import type { Db, Tx } from '../../db/client.js';
import type { VoucherLineKind } from '../../db/schema/fees.js';
import { tenantScope, withScope } from '../../db/scope.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { JobKind } from '../../queue/queue.js';
import { notifyMany } from '../notifications/notify.js';
import { feeLines as transportFeeLines } from '../transport/repository.js';
import { applyConcessions, type Concession, type LateFeeMode, lateFeeOn, netOf } from './money.js';
import type { RunRow, StructureLine, StudentRow } from './run-repository.js';
import * as repo from './run-repository.js';
import { type SiblingRule, siblingRanks, withSiblingRule } from './siblings.js';

export const VOUCHER_RUN_JOB = 'fees.voucher-run';
/** Students per transaction: small enough to keep locks short, large enough to be quick. */
const RUN_BATCH = 250;

interface RunContext {
  tenantId: number;
  run: RunRow;
  yearId: number;
  /** The academic year's first month: annual heads are charged on its voucher. */
  firstMonth: string;
  structure: Map<number, StructureLine[]>;
  rule: { late_fee_mode: LateFeeMode; late_fee_amount: number; late_fee_cap: number | null };
  /** The school's sibling concession rule (percent off the second, third and later children). */
  siblings: SiblingRule;
  monthLabel: string;
  /** Tell the guardians (off for the seed, which runs before the job queue exists). */
  notify: boolean;
  /** The school has the transport module on: a rider's stop fee is a line of its own. */
  transport: boolean;
}

/** The active students placed in a section of the year, in the run's classes, by id. */
function studentsOf(tx: Tx, ctx: Pick<RunContext, 'tenantId' | 'run' | 'yearId'>) {
  return repo.runStudents(tx, ctx.tenantId, ctx.yearId, ctx.run.class_ids);
}

async function contextOf(tx: Tx, tenantId: number, run: RunRow): Promise<RunContext | string> {
  const year = await repo.yearOfMonth(tx, tenantId, run.month);
  if (!year) return 'No academic year covers this month.';
  const structureRows = await repo.structureLines(tx, tenantId, year.id);
  const structure = new Map<number, StructureLine[]>();
  for (const line of structureRows) {
    const list = structure.get(Number(line.class_id)) ?? [];
    list.push({ ...line, class_id: Number(line.class_id), fee_head_id: Number(line.fee_head_id) });
    structure.set(Number(line.class_id), list);
  }
  const settings = await repo.runFeeSettings(tx, tenantId);
  const monthLabel = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${run.month}-01T00:00:00Z`));
  return {
    tenantId,
    run,
    yearId: year.id,
    firstMonth: year.starts_on.slice(0, 7),
    structure,
    rule: settings
      ? {
          late_fee_mode: settings.late_fee_mode,
          late_fee_amount: settings.late_fee_amount,
          late_fee_cap: settings.late_fee_cap,
        }
      : { late_fee_mode: 'none', late_fee_amount: 0, late_fee_cap: null },
    siblings: {
      second: Number(settings?.sibling_second_percent ?? 0),
      third: Number(settings?.sibling_third_percent ?? 0),
    },
    monthLabel,
    notify: true,
    transport: await tenantHasModule(tx, tenantId, 'transport'),
  };
}

/**
 * One batch: the vouchers of these students for the run's month, those that do not exist yet.
 * Returns how many it created.
 */
async function generateBatch(
  tx: Tx,
  ctx: RunContext,
  students: readonly StudentRow[],
): Promise<number> {
  const { tenantId, run } = ctx;
  const ids = students.map((s) => Number(s.id));
  if (!ids.length) return 0;
  const existing = new Set(
    (await repo.studentsWithVoucher(tx, tenantId, run.month, ids)).map((r) => Number(r.student_id)),
  );
  // A student who rides the school van is billed its fee even if their class has no structure.
  const transport = ctx.transport
    ? await transportFeeLines(
        tx,
        tenantId,
        ids.filter((id) => !existing.has(id)),
      )
    : new Map<number, { label: string; detail: string; amount: number }>();
  const todo = students.filter(
    (s) =>
      !existing.has(Number(s.id)) &&
      (ctx.structure.has(Number(s.class_id)) || transport.has(Number(s.id))),
  );
  if (!todo.length) return 0;
  const todoIds = todo.map((s) => Number(s.id));

  const oneTimeHeads = [...ctx.structure.values()]
    .flat()
    .filter((l) => l.frequency === 'one_time')
    .map((l) => l.fee_head_id);
  const billedOnce = new Set(
    oneTimeHeads.length
      ? (await repo.oneTimeHeadsBilled(tx, tenantId, todoIds, oneTimeHeads)).map(
          (r) => `${r.student_id}:${r.fee_head_id}`,
        )
      : [],
  );
  const concessions = new Map<number, Concession[]>();
  for (const c of await repo.concessionsOf(tx, tenantId, todoIds)) {
    const list = concessions.get(Number(c.student_id)) ?? [];
    list.push({
      fee_head_id: c.fee_head_id === null ? null : Number(c.fee_head_id),
      mode: c.mode,
      value: Number(c.value),
    });
    concessions.set(Number(c.student_id), list);
  }
  // Younger siblings: the family of each student is every active student with the same primary
  // guardian (in any class, billed in this run or not), eldest first.
  const ranks =
    ctx.siblings.second > 0 || ctx.siblings.third > 0
      ? siblingRanks(
          (await repo.familiesOf(tx, tenantId, todoIds)).map((m) => ({
            ...m,
            student_id: Number(m.student_id),
            guardian_id: Number(m.guardian_id),
          })),
        )
      : new Map<number, number>();
  // Earlier open vouchers, locked (a payment on one waits, then finds it carried forward).
  const open = await repo.openEarlierVouchersForUpdate(tx, tenantId, todoIds, run.month);
  const arrearsOf = new Map<number, { amount: number; ids: number[]; lates: number[] }>();
  for (const v of open) {
    const late = Math.max(v.late_fee_charged, lateFeeOn(v, v.due_date, run.issue_date));
    const owed = v.total + late - v.paid_amount;
    const entry = arrearsOf.get(Number(v.student_id)) ?? { amount: 0, ids: [], lates: [] };
    entry.amount += Math.max(0, owed);
    entry.ids.push(Number(v.id));
    entry.lates.push(late);
    arrearsOf.set(Number(v.student_id), entry);
  }

  const planned = todo.map((s) => {
    const lines = (ctx.structure.get(Number(s.class_id)) ?? [])
      .filter((l) => {
        if (l.frequency === 'monthly') return true;
        if (l.frequency === 'annual') return run.month === ctx.firstMonth;
        return !billedOnce.has(`${s.id}:${l.fee_head_id}`);
      })
      .map((l) => ({
        fee_head_id: l.fee_head_id as number | null,
        label: l.name,
        amount: l.amount,
        kind: 'fee' as VoucherLineKind,
        detail: null as string | null,
      }));
    // Its own line, outside the fee heads: the class's concessions are not a transport discount.
    const ride = transport.get(Number(s.id));
    if (ride)
      lines.push({
        fee_head_id: null,
        label: ride.label,
        amount: ride.amount,
        kind: 'transport',
        detail: ride.detail,
      });
    const arrears = arrearsOf.get(Number(s.id));
    if (arrears && arrears.amount > 0)
      lines.push({
        fee_head_id: null,
        label: 'Arrears',
        amount: arrears.amount,
        kind: 'arrears',
        detail: null,
      });
    const charged = applyConcessions(
      lines,
      withSiblingRule(concessions.get(Number(s.id)) ?? [], ctx.siblings, ranks.get(Number(s.id))),
    );
    return { student: s, lines: charged, total: netOf(charged), arrears: arrears?.amount ?? 0 };
  });

  // The voucher numbers of the batch, taken from the school's counter in one statement.
  const first = (await repo.takeVoucherNumbers(tx, tenantId, planned.length)) - planned.length + 1;
  const prefix = run.month.replace('-', '');
  const inserted = await repo.insertRunVouchers(
    tx,
    planned.map((p, i) => ({
      tenant_id: tenantId,
      voucher_no: `${prefix}-${String(first + i).padStart(6, '0')}`,
      student_id: Number(p.student.id),
      month: run.month,
      academic_year_id: ctx.yearId,
      class_id: Number(p.student.class_id),
      section_id: Number(p.student.section_id),
      run_id: run.id,
      issue_date: run.issue_date,
      due_date: run.due_date,
      total: p.total,
      arrears: p.arrears,
      late_fee_mode: ctx.rule.late_fee_mode,
      late_fee_amount: ctx.rule.late_fee_amount,
      late_fee_cap: ctx.rule.late_fee_cap,
      status: p.total === 0 ? ('paid' as const) : ('unpaid' as const),
    })),
  );
  if (!inserted.length) return 0;
  const byStudent = new Map(planned.map((p) => [Number(p.student.id), p]));
  const lineRows = inserted.flatMap((v) =>
    byStudent.get(v.student_id)!.lines.map((l, i) => ({
      tenant_id: tenantId,
      voucher_id: v.id,
      line_no: i + 1,
      fee_head_id: l.fee_head_id,
      label: l.label,
      amount: l.amount,
      concession: l.concession,
      kind: l.kind,
      detail: l.detail,
    })),
  );
  if (lineRows.length) await repo.insertRunVoucherLines(tx, lineRows);
  // The earlier vouchers now closed into the new one, with the late fee they carried.
  const carriedOld: number[] = [];
  const carriedNew: number[] = [];
  const carriedLate: number[] = [];
  for (const v of inserted) {
    const arrears = arrearsOf.get(v.student_id);
    for (const [i, old] of (arrears?.ids ?? []).entries()) {
      carriedOld.push(old);
      carriedNew.push(v.id);
      carriedLate.push(arrears!.lates[i]!);
    }
  }
  if (carriedOld.length)
    await repo.carryVouchers(tx, tenantId, carriedOld, carriedNew, carriedLate);
  if (ctx.notify) await notifyIssued(tx, ctx, inserted, byStudent);
  return inserted.length;
}

/** "Voucher issued" to each new voucher's guardians (once per voucher, whatever retries). */
async function notifyIssued(
  tx: Tx,
  ctx: RunContext,
  inserted: { id: number; student_id: number }[],
  planned: Map<number, { student: StudentRow; total: number }>,
): Promise<void> {
  const payable = inserted.filter((v) => planned.get(v.student_id)!.total > 0);
  if (!payable.length) return;
  const guardians = await repo.guardiansOfStudents(
    tx,
    ctx.tenantId,
    payable.map((v) => v.student_id),
  );
  const byStudent = new Map<number, number[]>();
  for (const g of guardians) {
    const list = byStudent.get(Number(g.student_id)) ?? [];
    list.push(Number(g.guardian_id));
    byStudent.set(Number(g.student_id), list);
  }
  const due = readableDay(ctx.run.due_date);
  // The whole batch in one notifyMany: the school's settings and the guardians are read once,
  // the inbox rows and deliveries written together (statements grow with batches, not vouchers).
  await notifyMany(
    tx,
    payable
      .filter((v) => byStudent.get(v.student_id)?.length)
      .map((v) => {
        const p = planned.get(v.student_id)!;
        return {
          event: 'voucher_issued' as const,
          recipients: { guardianIds: byStudent.get(v.student_id)! },
          data: {
            student_name: `${p.student.first_name} ${p.student.last_name}`,
            amount: p.total,
            month: ctx.monthLabel,
            due_date: due,
          },
          idempotencyKey: `voucher_issued:${v.id}`,
          link: '/fees',
        };
      }),
  );
}

export function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Runs (or resumes) a voucher run to its end: claims it, lists its students, generates their
 * vouchers batch by batch (progress after each), and marks it done; on an error marks it failed
 * and rethrows (the queue retries it, and a retry creates only what is still missing).
 */
export async function processRun(
  db: Db,
  tenantId: number,
  runId: number,
  options: { batchSize?: number; notify?: boolean } = {},
): Promise<void> {
  const scope = tenantScope(tenantId);
  const prepared = await withScope(db, scope, async (tx) => {
    if (!(await repo.claimRun(tx, tenantId, runId))) return undefined;
    const run = (await repo.findRun(tx, tenantId, runId))!;
    const ctx = await contextOf(tx, tenantId, run);
    if (typeof ctx === 'string') {
      await repo.refuseRun(tx, tenantId, runId, ctx);
      return undefined;
    }
    const students = await studentsOf(tx, ctx);
    await repo.startRunProgress(tx, tenantId, runId, students.length);
    return { ctx, students };
  });
  if (!prepared) return;
  const { students } = prepared;
  const ctx = { ...prepared.ctx, notify: options.notify ?? true };
  const size = options.batchSize ?? RUN_BATCH;
  try {
    for (let i = 0; i < students.length; i += size) {
      const batch = students.slice(i, i + size);
      await withScope(db, scope, async (tx) => {
        await generateBatch(tx, ctx, batch);
        await repo.addRunProgress(tx, tenantId, runId, batch.length);
      });
    }
    await withScope(db, scope, (tx) => repo.finishRun(tx, tenantId, runId));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await withScope(db, scope, (tx) => repo.failRun(tx, tenantId, runId, message)).catch(
      () => undefined,
    );
    throw error;
  }
}

export function voucherRunJob(db: Db): JobKind<{ tenantId: number; runId: number }> {
  return {
    name: VOUCHER_RUN_JOB,
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 1800,
    // One run at a time per school, two workers: a school's burst does not hold up another's run.
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, runId }) {
      await processRun(db, tenantId, runId);
    },
  };
}
