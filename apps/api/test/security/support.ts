// Shared by the security suites: the contract read at test time, tenant B's fixture,
// and checksums of database rows taken through a privileged (platform) scope.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/config.js';
import { certificates } from '../../src/db/schema/certificates.js';
import {
  announcements,
  notificationDeliveries,
  notifications,
} from '../../src/db/schema/notifications.js';
import { onlinePayments } from '../../src/db/schema/online-payments.js';
import { prepared } from '../../src/db/scope.js';
import { SECURITY_EVENTS } from '../../src/domains/audit/service.js';
import { asQueueOwner } from '../../src/queue/queue.js';
import type { TestApp } from '../helpers/app.js';

export const A = 2; // Iqbal Public School
export const B = 3; // Quaid Academy

export const ROLES_OF_A = {
  admin: 'admin@iqbal.edu.pk',
  teacher: 'teacher@iqbal.edu.pk',
  student: 'student@iqbal.edu.pk',
  parent: 'parent@iqbal.edu.pk',
} as const;
export type Role = keyof typeof ROLES_OF_A | 'anonymous';
export const ROLES: Role[] = ['admin', 'teacher', 'student', 'parent', 'anonymous'];

// ---------------------------------------------------------------------------------------------
// The contract
// ---------------------------------------------------------------------------------------------

export type Schema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body?: Schema;
  bodyRequired: boolean;
  /** none: public; optional: bearer or nothing; required: bearer. */
  auth: 'none' | 'optional' | 'required';
}

interface Document {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
  security?: unknown[];
}

export const spec = parse(readFileSync(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function lookup(ref: string): unknown {
  let node: unknown = spec;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A schema with its top-level $ref (and allOf of one) resolved; siblings win. */
export function resolve(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    if (typeof current.$ref === 'string') {
      const { $ref, ...rest } = current;
      current = { ...(lookup($ref as string) as Schema), ...rest };
    } else if (Array.isArray(current.allOf) && current.allOf.length === 1) {
      const { allOf, ...rest } = current;
      current = { ...resolve(allOf[0] as Schema), ...rest };
    } else {
      return current;
    }
  }
  return current;
}

/** Every operation of openapi.yaml, with parameters and request body resolved. */
export function contractOperations(): Operation[] {
  const result: Operation[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = ((op.parameters as Schema[] | undefined) ?? []).map((p) => {
        const resolved = (typeof p.$ref === 'string' ? lookup(p.$ref) : p) as Parameter;
        return { ...resolved, schema: resolve(resolved.schema) };
      });
      const requestBody = op.requestBody as
        | { required?: boolean; content: Record<string, { schema: Schema }> }
        | undefined;
      const security = (op.security ?? spec.security ?? []) as Record<string, unknown>[];
      const auth =
        security.length === 0
          ? 'none'
          : security.some((entry) => Object.keys(entry).length === 0)
            ? 'optional'
            : 'required';
      result.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as Operation['method'],
        path: route,
        parameters,
        // The token endpoint takes only a form (RFC 6749): its schema is the form's fields.
        body: requestBody
          ? resolve(
              (requestBody.content['application/json'] ??
                requestBody.content['application/x-www-form-urlencoded'])!.schema,
            )
          : undefined,
        bodyRequired: requestBody?.required === true,
        auth,
      });
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Database checksums (platform scope: sees every row)
// ---------------------------------------------------------------------------------------------

interface TableInfo {
  name: string;
  hasTenantId: boolean;
  hasUserId: boolean;
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return t
    .query(async (tx) => (await tx.execute(query)) as unknown as { rows: T[] })
    .then((result) => result.rows);
}

const tablesCache = new WeakMap<TestApp, TableInfo[]>();

/** Every table of the schema (from the catalogue, so later migrations are covered too). */
export async function tables(t: TestApp): Promise<TableInfo[]> {
  const cached = tablesCache.get(t);
  if (cached) return cached;
  const columns = await rows<{ table_name: string; column_name: string }>(
    t,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables s on s.table_schema = c.table_schema and s.table_name = c.table_name
        where c.table_schema = 'public' and s.table_type = 'BASE TABLE'
          and c.table_name not in ('schema_migrations', 'app_secrets')`,
  );
  const names = [...new Set(columns.map((c) => c.table_name))].sort();
  const result = names.map((name) => ({
    name,
    hasTenantId: columns.some((c) => c.table_name === name && c.column_name === 'tenant_id'),
    hasUserId: columns.some((c) => c.table_name === name && c.column_name === 'user_id'),
  }));
  tablesCache.set(t, result);
  return result;
}

/**
 * Refused requests and failed sign-ins are audited (SECURITY_EVENTS): appending those entries is
 * what a refusal should do, so they are left out when checking that a refusal changed nothing.
 * Likewise a refused payment notification is counted in online_payment_refusals (the office's
 * "unmatched callbacks"; one bounded counter per payment, reason and day).
 */
function notSecurityEvent(table: string) {
  if (table === 'online_payment_refusals') return sql`false`;
  if (table !== 'audit_log') return sql`true`;
  return sql`r.action not in (${sql.join(
    SECURITY_EVENTS.map((action) => sql`${action}`),
    sql`, `,
  )})`;
}

/**
 * Per table: row count and an md5 of the rows, either of one tenant's rows (its tenants row,
 * rows carrying its tenant_id, rows of its users) or, without a tenant, of every row.
 */
export async function checksums(
  t: TestApp,
  tenantId?: number,
): Promise<Record<string, { n: number; md5: string }>> {
  const all = await tables(t);
  const parts = all
    .filter(
      (table) =>
        tenantId === undefined || table.name === 'tenants' || table.hasTenantId || table.hasUserId,
    )
    .map((table) => {
      const name = sql.identifier(table.name);
      const filter =
        tenantId === undefined
          ? sql`true`
          : table.name === 'tenants'
            ? sql`r.id = ${tenantId}`
            : table.hasTenantId
              ? sql`r.tenant_id = ${tenantId}`
              : sql`r.user_id in (select id from users where tenant_id = ${tenantId})`;
      return sql`select ${table.name}::text as name, count(*)::int as n,
                   coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as md5
                 from ${name} r where ${filter} and ${notSecurityEvent(table.name)}`;
    });
  const result = await rows<{ name: string; n: number; md5: string }>(
    t,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(result.map((row) => [row.name, { n: row.n, md5: row.md5 }]));
}

/**
 * A cheaper whole-database fingerprint for the fuzzer (no sort): per table the row count and
 * the sum of a hash of every row, so any insert, update or delete shows.
 */
export async function fingerprint(t: TestApp): Promise<Record<string, { n: number; md5: string }>> {
  const all = await tables(t);
  const parts = all.map((table) => {
    // The outbox dispatcher delivers queued mail in the background (status, attempts,
    // processed_at change on its own): only what a request writes, the message, counts there.
    // The delivery worker's heartbeat moves `seen_at` every few seconds on its own too.
    const row =
      table.name === 'email_outbox'
        ? sql`(r.id, r.recipient, r.subject, r.text_body, r.html_body)::text`
        : table.name === 'delivery_workers'
          ? sql`(r.id, r.started_at)::text`
          : sql`r::text`;
    return sql`select ${table.name}::text as name, count(*)::int as n,
                 coalesce(sum(hashtext(${row})::bigint), 0)::text as md5
          from ${sql.identifier(table.name)} r where ${notSecurityEvent(table.name)}`;
  });
  const result = await rows<{ name: string; n: number; md5: string }>(
    t,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(result.map((row) => [row.name, { n: row.n, md5: row.md5 }]));
}

/**
 * The next transaction id PostgreSQL will hand out. Every row change needs one, so when it has
 * not moved nothing was written (read-only statements, this one included, take none).
 */
export async function nextXid(t: TestApp): Promise<string> {
  // Straight on the connection (no scope): a read needs no tenant and this runs per request.
  const result = (await t.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  )) as unknown as { rows: { x: string }[] };
  return result.rows[0]!.x;
}

/** Names of the tables whose checksum differs. */
export function changedTables(
  before: Record<string, { n: number; md5: string }>,
  after: Record<string, { n: number; md5: string }>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.md5 !== after[name]?.md5).sort();
}

// ---------------------------------------------------------------------------------------------
// Tenant B's fixture: one of everything, made through the API as B's own staff and student
// ---------------------------------------------------------------------------------------------

export const B_MARKER = 'ZZB-private';

export interface FixtureB {
  course: number;
  draftCourse: number;
  lesson: number;
  draftLesson: number;
  assessment: number;
  question: number;
  submission: number;
  attempt: number;
  enrollment: number;
  user: number;
  teacher: number;
  admin: number;
  /** School records. */
  year: number;
  schoolClass: number;
  section: number;
  subject: number;
  student: number;
  guardian: number;
  admission: number;
  /** A question of B's course bank. */
  bankQuestion: number;
  /** A course certificate of B's student and its verification code. */
  certificate: number;
  certificateCode: string;
  /** Notifications: an inbox entry of B's admin, a failed delivery, an announcement. */
  notification: number;
  delivery: number;
  announcement: number;
  /** Exams: an exam of B with a paper of the fixture's subject, and a report-card run. */
  exam: number;
  reportRun: number;
  /** A finished OneRoster import run of B (its file named with B's marker). */
  importRun: number;
  /** A finished student import run of B (its file named with B's marker). */
  studentImportRun: number;
  /** A finished question bank import run of B's course. */
  bankImportRun: number;
  /** A finished bulk print job of B with its file (report cards of the exam above). */
  printJob: number;
  /** A diary post of B's section with an attachment. */
  diaryPost: number;
  /** A paper on the datesheet of B's exam, published. */
  datesheetPaper: number;
  /** A dead-lettered delivery job of B. */
  deadLetter: string;
  /** An online payment of B's enrolment: our reference. */
  onlinePaymentRef: string;
  /** A route of B with a stop, B's student assigned to it (written directly: B has no transport). */
  transportRoute: number;
  transportStop: number;
  /** HR of B's teacher: the record, an allowance, a document, and a leave type of B. */
  salaryComponent: number;
  staffDocument: number;
  leaveType: number;
  /** B's draft payroll run of 2026-10 with the B teacher's payslip (written directly). */
  payrollRun: number;
  payslip: number;
  /** B's staff member (the teacher) with a salary record, and an advance of theirs. */
  staffAdvance: number;
  /** A valid leaving certificate of B's student and its verification code. */
  schoolCertificate: number;
  schoolCertificateCode: string;
  /** A OneRoster REST client of B (its id; made by B's admin through the API). */
  onerosterClient: number;
  /** An LTI 1.3 platform registration of B (its id and the public key of its tool URLs). */
  ltiPlatform: number;
  ltiPublicId: string;
  /** Strings that only tenant B's private rows hold. */
  markers: string[];
}

export async function buildFixtureB(t: TestApp): Promise<FixtureB> {
  const admin = await t.tokenFor('admin@quaid.edu.pk');
  const student = await t.tokenFor('student@quaid.edu.pk');
  const call = async (token: string, method: string, url: string, payload?: unknown) => {
    const response = await t.request({
      method: method as 'GET',
      url: `/api${url}`,
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json() as Record<string, unknown> & { id: number };
  };
  const course = await call(admin, 'POST', '/courses/', {
    title: `${B_MARKER} course`,
    description: `${B_MARKER} course description`,
    is_published: true,
  });
  const draftCourse = await call(admin, 'POST', '/courses/', {
    title: `${B_MARKER} draft course`,
    description: `${B_MARKER} draft description`,
  });
  const lesson = await call(admin, 'POST', '/lessons/', {
    course_id: course.id,
    title: `${B_MARKER} lesson`,
    content_type: 'text',
    content_body: `<p>${B_MARKER} lesson body</p>`,
    is_published: true,
  });
  const draftLesson = await call(admin, 'POST', '/lessons/', {
    course_id: draftCourse.id,
    title: `${B_MARKER} draft lesson`,
    content_type: 'text',
    content_body: `<p>${B_MARKER} draft body</p>`,
  });
  const assessment = await call(admin, 'POST', '/assessments/', {
    course_id: course.id,
    title: `${B_MARKER} quiz`,
    is_published: true,
    questions: [
      {
        question_text: `${B_MARKER} question`,
        question_type: 'multiple_choice',
        options: { A: 'Lahore', B: 'Karachi' },
        correct_answer: 'A',
        points: 1,
      },
    ],
  });
  const bankQuestion = await call(admin, 'POST', `/courses/${course.id}/question-bank`, {
    question_text: `${B_MARKER} bank question`,
    question_type: 'essay',
    tags: ['zzb-private'],
  });
  const admin_view = await call(admin, 'GET', `/assessments/${assessment.id}/admin`);
  const question = (admin_view.questions as { id: number }[])[0]!.id;
  const enrollment = await call(student, 'POST', `/courses/${course.id}/enroll`, {});
  const attempt = await call(student, 'POST', `/assessments/${assessment.id}/start`);
  const submission = await call(student, 'POST', `/assessments/${assessment.id}/submit`, {
    answers: { [String(question)]: 'A' },
    attempt_id: attempt.id,
  });
  await call(student, 'POST', `/assessments/${assessment.id}/start`); // an open attempt too
  await call(student, 'POST', `/lessons/${lesson.id}/progress`, { time_spent_seconds: 30 });
  const me = await call(student, 'GET', '/auth/me');
  const teacher = await call(await t.tokenFor('teacher@quaid.edu.pk'), 'GET', '/auth/me');
  const adminMe = await call(admin, 'GET', '/auth/me');
  const years = (await call(admin, 'GET', '/school/years/')) as unknown as {
    items: { id: number }[];
  };
  const classList = (await call(admin, 'GET', '/school/classes/')) as unknown as {
    items: { id: number; sections: { id: number }[]; subjects: { id: number }[] }[];
  };
  const schoolClass = classList.items.find((c) => c.sections.length && c.subjects.length)!;
  const schoolStudent = await call(admin, 'POST', '/students/', {
    admission_no: 'QA-MATRIX-1',
    first_name: B_MARKER,
    last_name: `${B_MARKER} student`,
    gender: 'female',
    section_id: schoolClass.sections[0]!.id,
    guardians: [{ name: `${B_MARKER} guardian`, relation: 'mother', mobile: '03009998877' }],
  });
  const guardian = (schoolStudent.guardians as { guardian: { id: number } }[])[0]!.guardian.id;
  const admission = await call(admin, 'POST', '/admissions/', {
    class_id: schoolClass.id,
    first_name: B_MARKER,
    last_name: `${B_MARKER} applicant`,
    gender: 'male',
    guardian_name: `${B_MARKER} applicant guardian`,
    guardian_relation: 'father',
  });
  // A certificate of B's student (issued directly: the fixture course is not
  // complete), so the matrix can name it.
  const certificateCode = 'QB7M-4TXK-9RWD-2HNZ';
  const [certificate] = await t.query((tx) =>
    tx
      .insert(certificates)
      .values({
        tenant_id: B,
        course_id: course.id,
        user_id: me.id,
        number: 'CERT-2026-B-000001',
        code: certificateCode,
        recipient_name: `${B_MARKER} holder`,
        course_title: `${B_MARKER} course`,
        school_name: 'Quaid School',
      })
      .returning({ id: certificates.id }),
  );
  // B's notification rows, written directly (B has no announcements module).
  const notes = await t.query(async (tx) => {
    const [note] = await tx
      .insert(notifications)
      .values({
        tenant_id: adminMe.tenant_id as number,
        event: 'announcement',
        user_id: adminMe.id,
        language: 'en',
        title: `${B_MARKER} notice`,
        body: `${B_MARKER} notice body`,
        in_app: true,
      })
      .returning({ id: notifications.id });
    const [delivery] = await tx
      .insert(notificationDeliveries)
      .values({
        tenant_id: adminMe.tenant_id as number,
        notification_id: note!.id,
        channel: 'email',
        address: 'admin@quaid.edu.pk',
        status: 'failed',
        reason: 'matrix',
      })
      .returning({ id: notificationDeliveries.id });
    const [announcement] = await tx
      .insert(announcements)
      .values({
        tenant_id: adminMe.tenant_id as number,
        title: `${B_MARKER} announcement`,
        body: `${B_MARKER} announcement body`,
        scope: 'school',
        to_staff: true,
        publish_at: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: announcements.id });
    // A dead letter of B's delivery (the job failed every attempt).
    const [dead] = await asQueueOwner(tx, () =>
      prepared<{ id: string }>(
        tx,
        'matrix_dead_letter',
        `INSERT INTO jobs.job (name, data, output)
       VALUES ('notification.delivery.dead', $1::jsonb, $2::jsonb) RETURNING id`,
        [
          JSON.stringify({ tenantId: adminMe.tenant_id, deliveryId: delivery!.id }),
          JSON.stringify({ message: `${B_MARKER} provider down` }),
        ],
      ),
    );
    return {
      notification: note!.id,
      delivery: delivery!.id,
      announcement: announcement!.id,
      deadLetter: dead!.id,
    };
  });
  // B's exam, paper and report-card run, written directly (B has no gradebook).
  const exams = await t.query(async (tx) => {
    const tenantB = adminMe.tenant_id as number;
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const [term] = await run<{ id: number }>(
      sql`select id from terms where tenant_id = ${tenantB} order by id limit 1`,
    );
    const [exam] = await run<{ id: number }>(
      sql`insert into exams (tenant_id, term_id, name) values (${tenantB}, ${term!.id}, ${`${B_MARKER} exam`}) returning id`,
    );
    await tx.execute(sql`insert into exam_subjects (tenant_id, exam_id, class_id, subject_id, max_marks, passing_marks)
      values (${tenantB}, ${exam!.id}, ${schoolClass.id}, ${schoolClass.subjects[0]!.id}, 100, 33)`);
    const [reportRun] = await run<{ id: number }>(
      sql`insert into report_card_runs (tenant_id, exam_id, class_id, language) values (${tenantB}, ${exam!.id}, ${schoolClass.id}, 'en') returning id`,
    );
    const [importRun] = await run<{ id: number }>(
      sql`insert into oneroster_import_runs (tenant_id, file_name, content_sha256, status, finished_at)
          values (${tenantB}, ${`${B_MARKER}.zip`}, ${'0'.repeat(64)}, 'done', now()) returning id`,
    );
    const [studentImportRun] = await run<{ id: number }>(
      sql`insert into student_import_runs (tenant_id, file_name, request_sha256, mode, status, finished_at)
          values (${tenantB}, ${`${B_MARKER}.csv`}, ${'0'.repeat(64)}, 'valid_only', 'done', now()) returning id`,
    );
    const [bankImportRun] = await run<{ id: number }>(
      sql`insert into bank_import_runs (tenant_id, course_id, file_name, request_sha256, format, status, finished_at)
          values (${tenantB}, ${course.id}, 'questions.txt', ${'0'.repeat(64)}, 'gift', 'done', now()) returning id`,
    );
    const [printJob] = await run<{ id: number }>(
      sql`insert into print_jobs (tenant_id, kind, scope, exam_id, language, request_key, status,
            total, done, file, file_type, file_name, finished_at, expires_at)
          values (${tenantB}, 'report_cards', 'school', ${exam!.id}, 'en', 'matrix', 'done', 1, 1,
            ${Buffer.from(`%PDF-1.4 ${B_MARKER} print job`)}, 'pdf', ${`${B_MARKER}.pdf`}, now(),
            now() + interval '1 day')
          returning id`,
    );
    // A diary post of B's section, with an attachment (B_MARKER in its text and its file).
    const [diaryPost] = await run<{ id: number }>(
      sql`insert into diary_posts (tenant_id, section_id, subject_id, author_id, day, body,
            attachment, attachment_name, attachment_type)
          values (${tenantB}, ${schoolClass.sections[0]!.id}, ${schoolClass.subjects[0]!.id},
            ${adminMe.id as number}, current_date, ${`${B_MARKER} homework`},
            ${Buffer.from(`%PDF-1.4 ${B_MARKER} homework`)}, ${`${B_MARKER}.pdf`}, 'application/pdf')
          returning id`,
    );
    // A published datesheet of B's exam with one paper.
    const [datesheetPaper] = await run<{ id: number }>(
      sql`insert into datesheet_papers (tenant_id, exam_id, class_id, subject_id, paper_date,
            starts_at, ends_at, room)
          values (${tenantB}, ${exam!.id}, ${schoolClass.id}, ${schoolClass.subjects[0]!.id},
            current_date, '09:00', '12:00', ${`${B_MARKER} hall`})
          returning id`,
    );
    await tx.execute(
      sql`update exams set datesheet_published_at = now() where tenant_id = ${tenantB} and id = ${exam!.id}`,
    );
    return {
      exam: exam!.id,
      reportRun: reportRun!.id,
      importRun: importRun!.id,
      studentImportRun: studentImportRun!.id,
      bankImportRun: bankImportRun!.id,
      printJob: printJob!.id,
      diaryPost: diaryPost!.id,
      datesheetPaper: datesheetPaper!.id,
    };
  });
  // a pending online payment of B's enrolment.
  const onlinePaymentRef = 'WMATRIXB00000001';
  await t.query((tx) =>
    tx.insert(onlinePayments).values({
      tenant_id: adminMe.tenant_id as number,
      enrollment_id: enrollment.id,
      provider: 'sandbox',
      txn_ref: onlinePaymentRef,
      amount: 100,
      bill_reference: `ENR-${enrollment.id}`,
    }),
  );
  const transport = await t.query(async (tx) => {
    const tenantB = adminMe.tenant_id as number;
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const [route] = await run<{ id: number }>(
      sql`insert into transport_routes (tenant_id, name, vehicle_no, driver_name, driver_mobile, capacity)
          values (${tenantB}, ${`${B_MARKER} route`}, 'QB-1', ${`${B_MARKER} driver`}, '+923009990011', 10)
          returning id`,
    );
    const [stop] = await run<{ id: number }>(
      sql`insert into transport_stops (tenant_id, route_id, name, stop_order, monthly_fee)
          values (${tenantB}, ${route!.id}, ${`${B_MARKER} stop`}, 1, 2500) returning id`,
    );
    await tx.execute(sql`insert into transport_assignments (tenant_id, student_id, route_id, stop_id)
      values (${tenantB}, ${schoolStudent.id}, ${route!.id}, ${stop!.id})`);
    return { transportRoute: Number(route!.id), transportStop: Number(stop!.id) };
  });
  const hr = await t.query(async (tx) => {
    const tenantB = adminMe.tenant_id as number;
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const teacherB = { id: teacher.id as number };
    await tx.execute(sql`insert into staff_records (tenant_id, user_id, employee_number,
        designation, joining_date, cnic, basic_salary)
      values (${tenantB}, ${teacherB.id}, 'QB-1', ${`${B_MARKER} designation`}, '2020-01-01',
        '99999-9999999-9', 50000)`);
    const [component] = await run<{ id: number }>(
      sql`insert into salary_components (tenant_id, user_id, kind, name, amount)
          values (${tenantB}, ${teacherB.id}, 'allowance', ${`${B_MARKER} allowance`}, 1000)
          returning id`,
    );
    const [document] = await run<{ id: number }>(
      sql`insert into staff_documents (tenant_id, user_id, title, content_type, content, size_bytes)
          values (${tenantB}, ${teacherB.id}, ${`${B_MARKER} document`}, 'application/pdf',
            ${Buffer.from('%PDF-1.4 B')}::bytea, 10)
          returning id`,
    );
    const [leaveType] = await run<{ id: number }>(
      sql`insert into leave_types (tenant_id, name, paid, days_per_year)
          values (${tenantB}, ${`${B_MARKER} leave`}, true, 5) returning id`,
    );
    return {
      salaryComponent: Number(component!.id),
      staffDocument: Number(document!.id),
      leaveType: Number(leaveType!.id),
    };
  });
  const payroll = await t.query(async (tx) => {
    const tenantB = adminMe.tenant_id as number;
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    await tx.execute(
      sql`insert into staff_records (tenant_id, user_id, designation, joining_date, basic_salary,
            bank_account_title, bank_account_number)
          values (${tenantB}, ${teacher.id}, ${`${B_MARKER} teacher`}, '2024-01-01', 50000,
                  ${`${B_MARKER} account`}, 'PK00ZZZZ0000000000000000')
          on conflict do nothing`,
    );
    const [advance] = await run<{ id: number }>(
      sql`insert into staff_advances (tenant_id, user_id, amount, instalment, taken_on, note)
          values (${tenantB}, ${teacher.id}, 9000, 3000, '2026-10-01', ${`${B_MARKER} advance`})
          returning id`,
    );
    const [payrollRun] = await run<{ id: number }>(
      sql`insert into payroll_runs (tenant_id, month, staff_count, total_gross, total_net)
          values (${tenantB}, '2026-10', 1, 50000, 50000) returning id`,
    );
    const [payslip] = await run<{ id: number }>(
      sql`insert into payslips (tenant_id, run_id, user_id, staff_name, basic_salary, allowances,
            deductions, unpaid_days, unpaid_deduction, advance_recovery, income_tax, gross, net,
            bank_account_title)
          values (${tenantB}, ${payrollRun!.id}, ${teacher.id}, ${`${B_MARKER} staff`}, 50000, 0, 0,
                  0, 0, 0, 0, 50000, 50000, ${`${B_MARKER} account`})
          returning id`,
    );
    return {
      payrollRun: Number(payrollRun!.id),
      payslip: Number(payslip!.id),
      staffAdvance: Number(advance!.id),
    };
  });
  const schoolCertificateCode = 'QC8N-5VYM-3SXE-7JPA';
  const schoolCertificate = await t.query(async (tx) => {
    const rows = (
      (await tx.execute(
        sql`insert into school_certificates (tenant_id, student_id, kind, number, code,
              student_name, admission_no, school_name, issued_on, leaving_date, reason)
            values (${adminMe.tenant_id as number}, ${schoolStudent.id}, 'leaving', 'SLC-2026-0001',
              ${schoolCertificateCode}, 'B student', 'B-1', 'B school', '2026-01-10', '2026-01-10',
              ${`${B_MARKER} reason`})
            returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    return Number(rows[0]!.id);
  });
  const onerosterClient = await call(admin, 'POST', '/school/oneroster/clients', {
    name: `${B_MARKER} roster tool`,
  });
  const ltiPlatform = await call(admin, 'POST', '/school/lti/platforms', {
    name: `${B_MARKER} LMS`,
    issuer: 'http://127.0.0.1:9/b-lms',
    client_id: 'b-client',
    deployment_ids: ['b-deployment'],
    auth_login_url: 'http://127.0.0.1:9/auth',
    token_url: 'http://127.0.0.1:9/token',
    jwks_url: 'http://127.0.0.1:9/jwks',
  });
  return {
    ...exams,
    ...transport,
    ...hr,
    ...payroll,
    onerosterClient: (onerosterClient.client as { id: number }).id,
    ltiPlatform: ltiPlatform.id as number,
    ltiPublicId: (ltiPlatform.tool as { login_url: string }).login_url.split('/').at(-2)!,
    schoolCertificate,
    schoolCertificateCode,
    onlinePaymentRef,
    certificate: certificate!.id,
    certificateCode,
    course: course.id,
    draftCourse: draftCourse.id,
    lesson: lesson.id,
    draftLesson: draftLesson.id,
    assessment: assessment.id,
    question,
    bankQuestion: bankQuestion.id,
    submission: submission.id,
    attempt: attempt.id,
    enrollment: enrollment.id,
    user: me.id,
    teacher: teacher.id,
    admin: adminMe.id,
    year: years.items[0]!.id,
    schoolClass: schoolClass.id,
    section: schoolClass.sections[0]!.id,
    subject: schoolClass.subjects[0]!.id,
    student: schoolStudent.id,
    guardian,
    admission: admission.id,
    ...notes,
    markers: [B_MARKER.toLowerCase(), 'quaid'],
  };
}

/** Objects anywhere in a JSON value whose tenant_id is the given tenant. */
export function rowsOfTenant(value: unknown, tenantId: number): unknown[] {
  const found: unknown[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if ((node as { tenant_id?: unknown }).tenant_id === tenantId) found.push(node);
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return found;
}
