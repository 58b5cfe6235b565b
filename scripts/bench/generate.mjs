// Bench data generator: `node --import tsx scripts/bench/generate.mjs [--dataset small|large|both] [--force]`
//
// Builds PostgreSQL databases for the benchmarks and the exam rush:
//   small  watni_bench_small: the demo seed + the Exam Rush School (5,000 users);
//   large  watni_bench_large: the demo seed + the Exam Rush School + 999 more tenants, in all
//          ~1,000 tenants, ~100,000 users, ~20,000 courses, ~200,000 lessons, 1,000,000
//          lesson-progress rows, enrollments and quizzes.
// The schema comes from the service's own migrations (migrate) and the demo data from its seed;
// the bulk rows are set-based SQL (generate_series, INSERT … SELECT) run as the connecting
// superuser, which row-level security does not restrict. Every generated user shares ONE argon2
// hash of BENCH_PASSWORD, so they can all sign in. An existing dataset is kept unless --force.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { seed } from '../../apps/api/src/db/seed/index.ts';
import { hashPassword } from '../../apps/api/src/domains/auth/passwords.ts';
import {
  adminUrl,
  BENCH_PASSWORD,
  DATASETS,
  databaseExists,
  databaseName,
  datasetUrl,
  parseArgs,
  RUSH_DOMAIN,
  RUSH_SLUG,
  readMeta,
} from './lib.mjs';

const RUSH_TEACHERS = 20;
/** 5,000 students (the exam rush at the scale sold), 20 teachers and the admin. */
const RUSH_USERS = 5000 + RUSH_TEACHERS + 1;
const RUSH_COURSES = 20;
const LESSONS_PER_COURSE = 10;
const QUESTIONS_PER_QUIZ = 10;
/** Quizzes the submit benchmark consumes (one open attempt per student in each). */
const BENCH_QUIZZES = 4;

const LARGE = {
  tenants: 999, // + the rush school = 1,000 generated tenants
  users: 95_000, // + 5,000 in the rush school = 100,000
  coursesPerTenant: 19, // 18,981 + 20 (rush) + 999 (platform catalogue) ≈ 20,000
  platformCourses: 999,
  progressRows: 1_000_000,
  quizEvery: 5, // every 5th course has a published quiz with 5 questions
};

const LESSON_BODY = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12)}</p>`;

async function timed(label, client, sql, params) {
  const started = performance.now();
  const result = await client.query(sql, params);
  const ms = performance.now() - started;
  const rows = result.rowCount ?? 0;
  console.log(
    `  ${label.padEnd(44)} ${String(rows).padStart(9)} rows ${(ms / 1000).toFixed(1).padStart(7)} s`,
  );
  return result;
}

async function recreateDatabase(url) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    const name = databaseName(url);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Questions of one quiz: multiple choice, true/false and short answer in turn. */
function questionsSql(assessmentFilter, perQuiz) {
  return `
    INSERT INTO questions (tenant_id, assessment_id, question_text, question_type, options,
                           correct_answer, accepted_answers, points, order_index)
    SELECT a.tenant_id, a.id,
           'Question ' || q || ' of ' || a.title,
           (ARRAY['multiple_choice', 'true_false', 'short_answer'])[1 + (q - 1) % 3],
           CASE WHEN (q - 1) % 3 = 0 THEN '{"A": "One", "B": "Two", "C": "Three", "D": "Four"}'::jsonb
                ELSE '{}'::jsonb END,
           CASE (q - 1) % 3 WHEN 0 THEN 'B' WHEN 1 THEN 'true' ELSE NULL END,
           CASE WHEN (q - 1) % 3 = 2 THEN '["42", "forty-two"]'::jsonb ELSE '[]'::jsonb END,
           1 + q % 2, q - 1
    FROM assessments a CROSS JOIN generate_series(1, ${perQuiz}) AS q
    WHERE ${assessmentFilter}`;
}

/** The Exam Rush School: 1 admin, 20 teachers, 5,000 students, 20 courses, quizzes. */
async function generateRushSchool(client, hash) {
  console.log('Exam Rush School (5,000 users):');
  const {
    rows: [{ id: tenantId }],
  } = await timed(
    'tenant',
    client,
    `INSERT INTO tenants (name, slug, tenant_type, city, subscription_plan, subscription_status,
                          current_period_end)
     VALUES ('Exam Rush School', $1, 'school', 'Lahore', 'professional', 'active',
             now() + interval '365 days')
     RETURNING id`,
    [RUSH_SLUG],
  );
  await timed(
    'users',
    client,
    `INSERT INTO users (tenant_id, email, username, password_hash, first_name, last_name,
                        user_role, is_tenant_admin)
     SELECT $1,
            CASE WHEN g = 0 THEN 'admin@${RUSH_DOMAIN}'
                 WHEN g <= ${RUSH_TEACHERS} THEN 'teacher' || g || '@${RUSH_DOMAIN}'
                 ELSE 'student' || (g - ${RUSH_TEACHERS}) || '@${RUSH_DOMAIN}' END,
            CASE WHEN g = 0 THEN 'rush_admin'
                 WHEN g <= ${RUSH_TEACHERS} THEN 'rush_teacher' || g
                 ELSE 'rush_student' || (g - ${RUSH_TEACHERS}) END,
            $2,
            (ARRAY['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Maryam', 'Ali'])[1 + g % 8],
            (ARRAY['Khan', 'Ahmed', 'Malik', 'Qureshi', 'Sheikh', 'Raza', 'Butt'])[1 + g % 7],
            CASE WHEN g = 0 THEN 'admin' WHEN g <= ${RUSH_TEACHERS} THEN 'teacher' ELSE 'student' END,
            g = 0
     FROM generate_series(0, ${RUSH_USERS - 1}) AS g`,
    [tenantId, hash],
  );
  const {
    rows: [{ id: teacherId }],
  } = await client.query(`SELECT id FROM users WHERE email = 'teacher1@${RUSH_DOMAIN}'`);
  await timed(
    'courses',
    client,
    `INSERT INTO courses (tenant_id, title, description, price, level, duration_hours, category,
                          tags, is_published, created_by)
     SELECT $1, CASE WHEN g = 1 THEN 'Final Examination Course' ELSE 'Rush course ' || g END,
            'A course of the Exam Rush School.', 0, 'beginner', 10, 'Exams', '["exam"]', true, $2
     FROM generate_series(1, ${RUSH_COURSES}) AS g`,
    [tenantId, teacherId],
  );
  const {
    rows: [{ id: courseId }],
  } = await client.query(
    `SELECT id FROM courses WHERE tenant_id = $1 AND title = 'Final Examination Course'`,
    [tenantId],
  );
  await timed(
    'lessons',
    client,
    `INSERT INTO lessons (tenant_id, course_id, title, content_type, content_body, order_index,
                          duration_minutes, is_published)
     SELECT c.tenant_id, c.id, 'Lesson ' || g, 'text', $2, g - 1, 15, true
     FROM courses c CROSS JOIN generate_series(1, ${LESSONS_PER_COURSE}) AS g
     WHERE c.tenant_id = $1`,
    [tenantId, LESSON_BODY],
  );
  await timed(
    'enrollments (every student, approved)',
    client,
    `INSERT INTO enrollments (tenant_id, course_id, user_id, payment_status, admin_approved,
                              decided_at)
     SELECT $1, $2, u.id, 'paid', true, now()
     FROM users u WHERE u.tenant_id = $1 AND u.user_role = 'student'`,
    [tenantId, courseId],
  );
  await timed(
    'lesson progress',
    client,
    `INSERT INTO lesson_progress (tenant_id, lesson_id, user_id, completed, time_spent_seconds,
                                  progress_percentage, completed_at)
     SELECT e.tenant_id, l.id, e.user_id, (l.order_index + e.user_id) % 3 = 0,
            60 * l.order_index, CASE WHEN (l.order_index + e.user_id) % 3 = 0 THEN 100 ELSE 40 END,
            CASE WHEN (l.order_index + e.user_id) % 3 = 0 THEN now() END
     FROM enrollments e
     JOIN lessons l ON l.tenant_id = e.tenant_id AND l.course_id = e.course_id
     WHERE e.tenant_id = $1`,
    [tenantId],
  );
  await timed(
    'quizzes (exam rush + bench)',
    client,
    `INSERT INTO assessments (tenant_id, course_id, title, description, assessment_type,
                              passing_score, time_limit_minutes, is_published, created_by)
     SELECT $1, $2, t, 'Generated for load runs.', 'quiz', 50, 60, true, $3
     FROM unnest($4::text[]) AS t`,
    [
      tenantId,
      courseId,
      teacherId,
      ['Exam rush quiz', ...Array.from({ length: BENCH_QUIZZES }, (_, i) => `Bench quiz ${i + 1}`)],
    ],
  );
  await timed(
    'questions',
    client,
    questionsSql(`a.tenant_id = ${Number(tenantId)}`, QUESTIONS_PER_QUIZ),
  );
  const { rows: quizzes } = await client.query(
    'SELECT id, title FROM assessments WHERE tenant_id = $1 ORDER BY id',
    [tenantId],
  );
  return {
    tenantId,
    courseId,
    adminEmail: `admin@${RUSH_DOMAIN}`,
    studentEmail: (n) => `student${n}@${RUSH_DOMAIN}`,
    students: RUSH_USERS - 1 - RUSH_TEACHERS,
    rushQuizId: quizzes.find((q) => q.title === 'Exam rush quiz').id,
    benchQuizIds: quizzes.filter((q) => q.title.startsWith('Bench quiz')).map((q) => q.id),
  };
}

/** 999 more tenants with ~95 users, 19 courses of 10 lessons, enrollments, progress, quizzes. */
const SCHOOL_STUDENTS = 5000;
const PER_SECTION = 40;

/**
 * The demo school grown to a 5,000-student school for the school half's reads (the students
 * list pages over it): sections of 40 spread over its classes, placed in the current year. The
 * demo's own students, guardians, vouchers, attendance and results stay as the seed made them.
 */
async function generateSchoolStudents(client) {
  const {
    rows: [school],
  } = await client.query(`SELECT id FROM tenants WHERE slug = 'iqbal-public-school'`);
  const tenant = school.id;
  const sections = Math.ceil(SCHOOL_STUDENTS / PER_SECTION);
  await timed(
    `${sections} sections`,
    client,
    `INSERT INTO sections (tenant_id, class_id, name)
     SELECT $1, c.id, 'Bench ' || g
     FROM generate_series(1, ${sections}) g
     JOIN LATERAL (SELECT id FROM classes WHERE tenant_id = $1 ORDER BY order_index, id
                   OFFSET (g % (SELECT count(*) FROM classes WHERE tenant_id = $1)) LIMIT 1) c ON true`,
    [tenant],
  );
  await timed(
    `${SCHOOL_STUDENTS} school students`,
    client,
    `INSERT INTO students (tenant_id, admission_no, first_name, last_name, gender, admission_date)
     SELECT $1, 'BENCH-' || g, 'Pupil' || g, 'Bench', CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END,
            date '2026-04-01'
     FROM generate_series(1, ${SCHOOL_STUDENTS}) g`,
    [tenant],
  );
  await timed(
    'their placements',
    client,
    `INSERT INTO student_enrolments (tenant_id, student_id, academic_year_id, section_id, roll_no)
     SELECT $1, s.id, y.id, sec.id, ((n - 1) % ${PER_SECTION}) + 1
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM students
           WHERE tenant_id = $1 AND admission_no LIKE 'BENCH-%') s
     JOIN academic_years y ON y.tenant_id = $1 AND y.is_current
     JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM sections
           WHERE tenant_id = $1 AND name LIKE 'Bench %') sec
       ON sec.k = ((s.n - 1) / ${PER_SECTION}) + 1`,
    [tenant],
  );
  return { tenantId: tenant, students: SCHOOL_STUDENTS };
}

async function generateLargeTenants(client, hash) {
  const L = LARGE;
  console.log(`Large: ${L.tenants} tenants, ${L.users} users, courses, lessons, progress:`);
  await timed(
    'tenants',
    client,
    `INSERT INTO tenants (name, slug, tenant_type, city, subscription_plan, subscription_status,
                          current_period_end)
     SELECT 'Bench School ' || g, 'bench-t' || g,
            (ARRAY['school', 'academy', 'training_center'])[1 + g % 3],
            (ARRAY['Lahore', 'Karachi', 'Islamabad', 'Peshawar', 'Quetta'])[1 + g % 5],
            'professional', 'active', now() + interval '365 days'
     FROM generate_series(0, ${L.tenants - 1}) AS g`,
  );
  await client.query(`CREATE TEMP TABLE bt AS
    SELECT id, (substr(slug, 8))::int AS idx FROM tenants WHERE slug LIKE 'bench-t%'`);
  // User g (0-based) belongs to tenant g % N; its rank in the tenant is g / N:
  // rank 0 is the tenant admin, ranks 1-4 teachers, the rest students.
  await timed(
    'users',
    client,
    `INSERT INTO users (tenant_id, email, username, password_hash, first_name, last_name,
                        user_role, is_tenant_admin, last_login_at)
     SELECT bt.id, 'u' || g || '@t' || bt.idx || '.bench.watni.test', 'bench_u' || g, $1,
            (ARRAY['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Maryam', 'Ali'])[1 + g % 8],
            (ARRAY['Khan', 'Ahmed', 'Malik', 'Qureshi', 'Sheikh', 'Raza', 'Butt'])[1 + g % 7],
            CASE WHEN g / ${L.tenants} = 0 THEN 'admin'
                 WHEN g / ${L.tenants} <= 4 THEN 'teacher' ELSE 'student' END,
            g / ${L.tenants} = 0,
            CASE WHEN g % 4 = 0 THEN now() - (g % 90) * interval '1 day' END
     FROM generate_series(0, ${L.users - 1}) AS g
     JOIN bt ON bt.idx = g % ${L.tenants}`,
    [hash],
  );
  await client.query(`CREATE TEMP TABLE bteacher AS
    SELECT tenant_id, min(id) AS id FROM users
    WHERE tenant_id IN (SELECT id FROM bt) AND user_role = 'teacher' GROUP BY tenant_id`);
  await timed(
    'courses',
    client,
    `INSERT INTO courses (tenant_id, title, description, price, level, duration_hours, category,
                          tags, is_published, created_by, created_at)
     SELECT t.tenant_id, 'Course ' || g || ' of school ' || t.tenant_id,
            'A generated course for the benchmarks.', (g % 4) * 500,
            (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3], 5 + g,
            (ARRAY['Science', 'Mathematics', 'Languages', 'Computing'])[1 + g % 4], '[]',
            g % 10 <> 0, t.id, now() - g * interval '1 day'
     FROM bteacher t CROSS JOIN generate_series(1, ${L.coursesPerTenant}) AS g`,
  );
  const {
    rows: [{ id: superuserId }],
  } = await client.query('SELECT id FROM users WHERE is_superuser ORDER BY id LIMIT 1');
  await timed(
    'platform catalogue courses (tenant 1)',
    client,
    `INSERT INTO courses (tenant_id, title, description, price, level, duration_hours, category,
                          tags, is_published, created_by, created_at)
     SELECT 1, 'Platform course ' || g, 'A generated course of the public catalogue.',
            (g % 5) * 1000, (ARRAY['beginner', 'intermediate', 'advanced'])[1 + g % 3], 4 + g % 30,
            (ARRAY['Science', 'Mathematics', 'Languages', 'Computing'])[1 + g % 4], '["generated"]',
            g % 10 <> 0, $1, now() - g * interval '1 hour'
     FROM generate_series(1, ${L.platformCourses}) AS g`,
    [superuserId],
  );
  await timed(
    'lessons',
    client,
    `INSERT INTO lessons (tenant_id, course_id, title, content_type, content_body, order_index,
                          duration_minutes, is_published)
     SELECT c.tenant_id, c.id, 'Lesson ' || g, 'text', $1, g - 1, 10 + g, g < ${LESSONS_PER_COURSE}
     FROM courses c CROSS JOIN generate_series(1, ${LESSONS_PER_COURSE}) AS g
     WHERE c.tenant_id IN (SELECT id FROM bt) OR (c.tenant_id = 1 AND c.title LIKE 'Platform course %')`,
    [LESSON_BODY],
  );
  // Each student is enrolled in two courses of their school (ranked by id within the tenant).
  await client.query(`CREATE TEMP TABLE bcourse AS
    SELECT tenant_id, id, (row_number() OVER (PARTITION BY tenant_id ORDER BY id) - 1)::int AS idx
    FROM courses WHERE tenant_id IN (SELECT id FROM bt)`);
  await client.query('CREATE INDEX ON bcourse (tenant_id, idx)');
  await timed(
    'enrollments (2 per student)',
    client,
    `INSERT INTO enrollments (tenant_id, course_id, user_id, payment_status, admin_approved,
                              decided_at)
     SELECT u.tenant_id, c.id, u.id,
            CASE WHEN (u.id + k) % 20 = 0 THEN 'pending' ELSE 'paid' END,
            (u.id + k) % 20 <> 0, CASE WHEN (u.id + k) % 20 <> 0 THEN now() END
     FROM users u CROSS JOIN generate_series(0, 1) AS k
     JOIN bcourse c ON c.tenant_id = u.tenant_id AND c.idx = (u.id + k * 7) % ${L.coursesPerTenant}
     WHERE u.tenant_id IN (SELECT id FROM bt) AND u.user_role = 'student'`,
  );
  await timed(
    'lesson progress',
    client,
    `INSERT INTO lesson_progress (tenant_id, lesson_id, user_id, completed, time_spent_seconds,
                                  progress_percentage, completed_at)
     SELECT e.tenant_id, l.id, e.user_id, (l.order_index + e.user_id) % 3 = 0,
            30 * l.order_index, CASE WHEN (l.order_index + e.user_id) % 3 = 0 THEN 100 ELSE 25 END,
            CASE WHEN (l.order_index + e.user_id) % 3 = 0 THEN now() END
     FROM enrollments e
     JOIN lessons l ON l.tenant_id = e.tenant_id AND l.course_id = e.course_id
     WHERE e.tenant_id IN (SELECT id FROM bt)
     LIMIT ${L.progressRows}`,
  );
  await timed(
    `quizzes (every ${L.quizEvery}th course)`,
    client,
    `INSERT INTO assessments (tenant_id, course_id, title, description, passing_score,
                              time_limit_minutes, is_published, created_by)
     SELECT c.tenant_id, c.id, 'Quiz of course ' || c.id, 'Generated.', 60, 30, true, t.id
     FROM bcourse c JOIN bteacher t ON t.tenant_id = c.tenant_id
     WHERE c.idx % ${L.quizEvery} = 0`,
  );
  await timed(
    'questions (5 per quiz)',
    client,
    questionsSql(`a.tenant_id IN (SELECT id FROM bt)`, 5),
  );
}

/** Builds dataset `name` ('small' | 'large') at url (default datasetUrl(name)); returns its meta. */
export async function generate(name, { force = false, url = datasetUrl(name) } = {}) {
  if (!force && (await databaseExists(url))) {
    const meta = await readMeta(url);
    if (meta) {
      console.log(
        `${name}: ${databaseName(url)} exists (generated ${meta.generatedAt}); --force rebuilds it.`,
      );
      return meta;
    }
  }
  const started = performance.now();
  console.log(`\n== ${name}: ${databaseName(url)} ==`);
  await recreateDatabase(url);

  // Schema and demo data through the service's own code.
  const database = openPostgres(url, 2);
  try {
    let t = performance.now();
    await migrate(database);
    console.log(`  migrations ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await seed(database, loadConfig({}));
    console.log(`  demo seed ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }

  let t = performance.now();
  const hash = await hashPassword(BENCH_PASSWORD);
  console.log(
    `  one argon2 hash for every generated user ${(performance.now() - t).toFixed(0)} ms`,
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET synchronous_commit = off; SET work_mem = '64MB'");
    await client.query('BEGIN');
    const rush = await generateRushSchool(client, hash);
    const school = await generateSchoolStudents(client);
    if (name === 'large') await generateLargeTenants(client, hash);
    // Serial sequences stay in step (the rows were inserted with their defaults, so they are).
    await client.query('COMMIT');
    t = performance.now();
    await client.query('VACUUM ANALYZE');
    console.log(`  vacuum analyze ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const counts = {};
    for (const table of [
      'tenants',
      'users',
      'courses',
      'lessons',
      'enrollments',
      'lesson_progress',
      'assessments',
      'questions',
      'submissions',
      'students',
    ]) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0].n;
    }
    const meta = {
      dataset: name,
      generatedAt: new Date().toISOString(),
      seconds: Math.round((performance.now() - started) / 100) / 10,
      password: BENCH_PASSWORD,
      rush: {
        tenantId: rush.tenantId,
        courseId: rush.courseId,
        adminEmail: rush.adminEmail,
        students: rush.students,
        studentEmailPattern: `student{n}@${RUSH_DOMAIN}`,
        rushQuizId: rush.rushQuizId,
        benchQuizIds: rush.benchQuizIds,
      },
      school,
      counts,
    };
    await client.query(
      `CREATE TABLE IF NOT EXISTS bench_meta (name text PRIMARY KEY, value jsonb NOT NULL);
       REVOKE ALL ON bench_meta FROM PUBLIC`,
    );
    await client.query(
      `INSERT INTO bench_meta (name, value) VALUES ('dataset', $1)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [meta],
    );
    console.log(
      `  rows: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`  ${name} done in ${meta.seconds} s`);
    return meta;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = parseArgs(process.argv.slice(2), ['force']);
  const which = args.dataset ?? 'small';
  const names = which === 'both' ? DATASETS : [which];
  if (!names.every((n) => DATASETS.includes(n))) {
    console.error('--dataset must be small, large or both');
    process.exit(2);
  }
  for (const name of names) await generate(name, { force: Boolean(args.force) });
}
