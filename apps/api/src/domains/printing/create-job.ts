// The office asks for an exam's report cards or a month's vouchers of a section, a class or the
// whole school (or a payroll month's payslips, the whole school), in English or Urdu: checked, counted (pages to print), stored as one print job
// and sent to the queue in the same transaction. The same request while an identical one is
// still queued or running answers that job (the partial unique index decides, so two clicks at
// once make one job).
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { requireModule } from '../../http/module-gate.js';
import type { Body, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { examFor } from '../exams/office.js';
import * as examsRepo from '../exams/repository.js';
import * as payrollRepo from '../payroll/repository.js';
import { isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { PRINT_MESSAGES } from './messages.js';
import { PRINT_JOB } from './render-job.js';
import * as repo from './repository.js';
import { printJobOut } from './view.js';

/** The module a kind of document belongs to: its print job is refused while the module is off. */
const MODULE_OF = {
  report_cards: 'gradebook',
  vouchers: 'fee-management',
  payslips: 'payroll',
} as const;

/** More pages than this is refused (a school of 5,000 is 5,000 pages). */
const MAX_PAGES = 20_000;

interface Target {
  class_id: number | null;
  section_id: number | null;
}

/** The scope's class and section, checked to exist and to agree. */
async function targetOf(
  tx: Parameters<typeof repo.sectionsIn>[0],
  tenantId: number,
  body: Body<'createPrintJob'>,
): Promise<Target> {
  const classId = body.class_id ?? null;
  const sectionId = body.section_id ?? null;
  if (body.scope === 'school') {
    if (classId !== null || sectionId !== null)
      throw invalidField('scope', PRINT_MESSAGES.noClassForSchool);
    return { class_id: null, section_id: null };
  }
  if (body.scope === 'class') {
    if (classId === null) throw invalidField('class_id', PRINT_MESSAGES.classNeeded);
    if (sectionId !== null) throw invalidField('section_id', PRINT_MESSAGES.noSectionForClass);
    const sections = await repo.sectionsIn(tx, tenantId, { class_id: classId, section_id: null });
    if (!sections.length && !(await repo.classExists(tx, tenantId, classId)))
      throw notFound(PRINT_MESSAGES.classNotFound);
    return { class_id: classId, section_id: null };
  }
  if (sectionId === null) throw invalidField('section_id', PRINT_MESSAGES.sectionNeeded);
  const [section] = await repo.sectionsIn(tx, tenantId, { class_id: null, section_id: sectionId });
  if (!section) throw notFound(PRINT_MESSAGES.sectionNotFound);
  if (classId !== null && Number(section.class_id) !== classId)
    throw invalidField('section_id', PRINT_MESSAGES.sectionNotInClass);
  return { class_id: Number(section.class_id), section_id: sectionId };
}

/** Pages of report cards: the students placed in the scope's sections that sit the exam. */
async function reportCardPages(
  tx: Parameters<typeof repo.sectionsIn>[0],
  tenantId: number,
  examId: number,
  target: Target,
) {
  const exam = await examFor(tx, tenantId, examId);
  const sitting = new Set(
    (await examsRepo.papersOf(tx, tenantId, examId)).map((p) => Number(p.class_id)),
  );
  if (target.class_id !== null && !sitting.has(target.class_id))
    throw invalidField('class_id', PRINT_MESSAGES.classNotInExam);
  const sections = (await repo.sectionsIn(tx, tenantId, target)).filter((s) =>
    sitting.has(Number(s.class_id)),
  );
  if (!sections.length) return 0;
  return repo.countEnrolled(
    tx,
    tenantId,
    exam.academic_year_id,
    sections.map((s) => Number(s.id)),
  );
}

export async function createPrintJob(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createPrintJob'>,
): Promise<{ job: Schemas['PrintJob']; created: boolean }> {
  if (!isSchoolAdmin(auth.user)) throw forbidden(PRINT_MESSAGES.officeOnly);
  const tenantId = schoolTenantId(auth);
  const language = body.language ?? 'en';
  if (body.kind === 'report_cards') {
    if (body.exam_id === undefined) throw invalidField('exam_id', PRINT_MESSAGES.examNeeded);
    if (body.month !== undefined) throw invalidField('month', PRINT_MESSAGES.monthOnlyForVouchers);
  } else {
    if (body.kind === 'payslips' && body.scope !== 'school')
      throw invalidField('scope', PRINT_MESSAGES.payslipsWholeSchool);
    if (body.month === undefined) throw invalidField('month', PRINT_MESSAGES.monthNeeded);
    if (body.exam_id !== undefined)
      throw invalidField('exam_id', PRINT_MESSAGES.examOnlyForReportCards);
  }
  return inSchool(deps, auth, async (tx) => {
    await requireModule(tx, auth, MODULE_OF[body.kind], deps.modulesWithScreens);
    await repo.deleteExpired(tx, tenantId);
    const target = await targetOf(tx, tenantId, body);
    const total =
      body.kind === 'report_cards'
        ? await reportCardPages(tx, tenantId, body.exam_id!, target)
        : body.kind === 'payslips'
          ? await payrollRepo.countPayslipsOfMonth(tx, tenantId, body.month!)
          : await repo.countVouchers(tx, tenantId, body.month!, target);
    if (total === 0) throw invalidField('scope', PRINT_MESSAGES.nothingToPrint);
    if (total > MAX_PAGES) throw invalidField('scope', PRINT_MESSAGES.tooManyPages);
    const what = body.kind === 'report_cards' ? `exam-${body.exam_id}` : `month-${body.month}`;
    const requestKey = [
      body.kind,
      what,
      body.scope,
      target.class_id ?? '-',
      target.section_id ?? '-',
      language,
    ].join(':');
    const job: repo.NewJob = {
      kind: body.kind,
      scope: body.scope,
      exam_id: body.exam_id ?? null,
      month: body.month ?? null,
      class_id: target.class_id,
      section_id: target.section_id,
      language,
      request_key: requestKey,
      total,
      created_by: auth.user.id,
    };
    let id = await repo.insertJobOnce(tx, tenantId, job);
    if (id === null) {
      const pending = await repo.pendingJobId(tx, tenantId, requestKey);
      const row = pending === null ? undefined : await repo.findJob(tx, tenantId, pending);
      if (row) return { job: printJobOut(row), created: false };
      // The identical job finished between the two statements: this request is a new job.
      id = await repo.insertJobOnce(tx, tenantId, job);
      if (id === null) throw new Error('print job neither inserted nor pending');
    }
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'print.job_requested',
      entityType: 'print_job',
      entityId: id,
      changes: { request: requestKey, pages: total },
    });
    await queueOf(deps.database).send(
      tx,
      PRINT_JOB,
      { tenantId, jobId: id },
      { key: `print:${tenantId}:${id}` },
    );
    return { job: printJobOut((await repo.findJob(tx, tenantId, id))!), created: true };
  });
}
