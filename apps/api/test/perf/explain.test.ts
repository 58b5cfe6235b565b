// Index check: every query behind the benchmarked endpoints reaches tenant-owned rows
// through an index led by tenant_id, with tenant_id in the index condition. No timings.
//
// How: the real app runs on a private PostgreSQL database (migrated and seeded); each endpoint
// is called once while every statement the pool sends is recorded together with the scope
// (role, app.tenant_id, app.platform) its transaction set; then each statement is EXPLAINed in
// the same scope with `enable_seqscan = off` (so the small seed cannot hide a missing index
// behind a cheap sequential scan), and every scan node on a table with a tenant_id column must
// be an index (or bitmap index) scan on an index whose first column is tenant_id, constrained by
// tenant_id. Identity lookups that precede knowing the tenant are the exceptions, by design:
// users by primary key (id) or by unique email/username (sign-in, /auth/me's token subject).
// Needs PostgreSQL: runs when TEST_DATABASE_URL is set (the PostgreSQL pass of `npm test`), e.g.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project api apps/api/test/perf
// and is skipped otherwise or when the server is unreachable.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { type Database, openPostgres } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { seed } from '../../src/db/seed/index.js';
import { CapturingMailer } from '../../src/mail/mailer.js';

// Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL set), not again on PGlite.
const SERVER_URL = process.env.TEST_DATABASE_URL;

/** Identity lookups by a globally unique key, made before the tenant is known (see above). */
const GLOBAL_IDENTITY_INDEXES = new Set([
  'users_pkey',
  'users_email_key',
  'users_email_idx',
  'users_username_key',
]);

const FILLER_SQL = `
  WITH t AS (
    INSERT INTO tenants (name, slug, subscription_status) VALUES ('Filler School', 'filler-school', 'active')
    RETURNING id
  ), u AS (
    INSERT INTO users (tenant_id, email, username, password_hash, first_name, last_name, user_role)
    SELECT t.id, 'filler' || g || '@filler.test', 'filler' || g, 'x', 'Filler', 'User' || g,
           CASE WHEN g <= 10 THEN 'teacher' ELSE 'student' END
    FROM t CROSS JOIN generate_series(1, 5000) AS g
    RETURNING id, tenant_id
  )
  SELECT count(*) FROM u;
  INSERT INTO courses (tenant_id, title, description, is_published, created_by)
  SELECT t.id, 'Filler course ' || g, 'Filler.', g % 2 = 0,
         (SELECT min(id) FROM users WHERE tenant_id = t.id)
  FROM tenants t CROSS JOIN generate_series(1, 200) AS g WHERE t.slug = 'filler-school';
  INSERT INTO lessons (tenant_id, course_id, title, order_index, is_published)
  SELECT c.tenant_id, c.id, 'Lesson ' || g, g, true
  FROM courses c CROSS JOIN generate_series(1, 10) AS g WHERE c.title LIKE 'Filler course %';
  INSERT INTO assessments (tenant_id, course_id, title, is_published)
  SELECT c.tenant_id, c.id, 'Filler quiz', true FROM courses c WHERE c.title LIKE 'Filler course %';
  INSERT INTO enrollments (tenant_id, course_id, user_id, payment_status, admin_approved)
  SELECT u.tenant_id, c.id, u.id, 'paid', true
  FROM users u JOIN courses c ON c.tenant_id = u.tenant_id AND c.title = 'Filler course ' || (1 + u.id % 200)
  WHERE u.email LIKE 'filler%';
  INSERT INTO assessment_attempts (tenant_id, assessment_id, user_id, status, closed_at)
  SELECT e.tenant_id, a.id, e.user_id, 'submitted', now()
  FROM enrollments e JOIN assessments a ON a.tenant_id = e.tenant_id AND a.course_id = e.course_id
  WHERE a.title = 'Filler quiz';
  INSERT INTO submissions (tenant_id, assessment_id, attempt_id, user_id)
  SELECT tenant_id, assessment_id, id, user_id FROM assessment_attempts WHERE status = 'submitted';
`;

/**
 * Known gaps: queries whose fix is a change in the service code (not an index), listed here so
 * this test guards everything else meanwhile; each found instance is printed. Remove an entry
 * once its fix lands (the test then holds the fixed queries to the rule too).
 */
const KNOWN_GAPS: { name: string; matches: (v: Violation) => boolean; fix: string }[] = [];
const knownGapsSeen: string[] = [];
const statementCounts: string[] = [];

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function reachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const available = await reachable(SERVER_URL);

interface Recorded {
  text: string;
  values: unknown[];
  scope: string[] | null;
}

interface Violation {
  statement: string;
  table: string;
  node: string;
  index?: string;
  reason: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** The [role, tenant_id, user_id, platform] a scope statement sets (db/scope.ts scopeStatement). */
function scopeOf(text: string): string[] | null {
  if (!/^(begin; )?select set_config\('role'/i.test(text)) return null;
  const value = (name: string) =>
    new RegExp(`set_config\\('${name}', '([^']*)'`).exec(text)?.[1] ?? '';
  return [value('role'), value('app\\.tenant_id'), value('app\\.user_id'), value('app\\.platform')];
}

// The delivery dispatcher's lease housekeeping runs in the background beside any request and
// spans every school by design (delivery_workers is a platform-only table; a dead worker's
// claims are found by the worker-led index): not a statement behind an endpoint.
const CROSS_TENANT_BY_DESIGN = /\bdelivery_workers\b/i;

// Record what every pooled client sends, with the scope set by withScope's first statement
// (sent with `begin`, or alone when a request's transaction changes scope).
const recorded: Recorded[] = [];
let recording = false;
const scopes = new WeakMap<object, string[] | null>();
const originalQuery = pg.Client.prototype.query;
function patchClient() {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is heavily overloaded
  (pg.Client.prototype as any).query = function (this: object, ...args: any[]) {
    const [first, second] = args;
    const text: string | undefined = typeof first === 'string' ? first : first?.text;
    const values: unknown[] = (Array.isArray(second) ? second : first?.values) ?? [];
    if (text) {
      const scope = scopeOf(text);
      if (scope) scopes.set(this, scope);
      else if (/^(commit|rollback)/i.test(text)) scopes.set(this, null);
      else if (
        recording &&
        /^\s*(select|insert|update|delete|with)\b/i.test(text) &&
        !CROSS_TENANT_BY_DESIGN.test(text)
      ) {
        recorded.push({ text, values, scope: scopes.get(this) ?? null });
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: forwarding the overloads unchanged
    return (originalQuery as any).apply(this, args);
  };
}

describe.skipIf(!available)(
  'every query behind the benchmarked endpoints uses a tenant_id-led index',
  () => {
    const name = `watni_explain_${randomBytes(4).toString('hex')}`;
    const url = SERVER_URL ? withDatabase(SERVER_URL, name) : '';
    let database: Database;
    let app: FastifyInstance;
    let explainer: pg.Client;
    const tenantColumns = new Set<string>();
    const leadingColumn = new Map<string, string>();
    let student = '';
    let admin = '';
    let courseId = 0;
    let quizId = 0;

    beforeAll(async () => {
      const admin0 = new pg.Client({ connectionString: SERVER_URL });
      await admin0.connect();
      await admin0.query(`CREATE DATABASE ${name}`);
      await admin0.end();
      patchClient();
      database = openPostgres(url, 4);
      await migrate(database);
      const config = testConfig();
      await seed(database, config);
      app = await buildApp({ db: database, config, mailer: new CapturingMailer(), logger: false });
      await app.ready();

      explainer = new pg.Client({ connectionString: url });
      await explainer.connect();
      // Enough rows for realistic statistics: a second school with 5,000 users, 200 courses,
      // 2,000 lessons, 200 quizzes, 5,000 attempts and submissions (as the owner: RLS-exempt).
      await explainer.query(FILLER_SQL);
      await explainer.query('ANALYZE');
      const { rows: tables } = await explainer.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'tenant_id'`,
      );
      for (const row of tables) tenantColumns.add(row.table_name);
      const { rows: indexes } = await explainer.query<{ index: string; first: string }>(
        `SELECT c.relname AS index, a.attname AS first
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`,
      );
      for (const row of indexes) leadingColumn.set(row.index, row.first ?? '(expression)');

      // A student with an approved enrollment in a course with a published quiz, and their admin.
      const { rows } = await explainer.query(
        `SELECT u.email, e.course_id, a.id AS quiz_id, e.tenant_id
       FROM enrollments e JOIN users u ON u.id = e.user_id
       JOIN assessments a ON a.tenant_id = e.tenant_id AND a.course_id = e.course_id AND a.is_published
       WHERE e.payment_status = 'paid' AND e.admin_approved AND e.status = 'active'
         AND u.user_role = 'student'
       ORDER BY u.id, a.id LIMIT 1`,
      );
      const pick = rows[0];
      student = pick.email;
      courseId = pick.course_id;
      quizId = pick.quiz_id;
      const { rows: admins } = await explainer.query(
        'SELECT email FROM users WHERE tenant_id = $1 AND is_tenant_admin ORDER BY id LIMIT 1',
        [pick.tenant_id],
      );
      admin = admins[0].email;
    });

    afterAll(async () => {
      console.info(`Statements per request:\n${statementCounts.join('\n')}`);
      if (knownGapsSeen.length) {
        console.info(
          `Known index gaps (see KNOWN_GAPS):\n${[...new Set(knownGapsSeen)].join('\n')}`,
        );
      }
      pg.Client.prototype.query = originalQuery;
      await app?.close();
      await database?.close();
      await explainer?.end();
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });

    const tokens = new Map<string, string>();
    async function tokenFor(email: string): Promise<string> {
      const cached = tokens.get(email);
      if (cached) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const token = (response.json() as { access_token: string }).access_token;
      tokens.set(email, token);
      return token;
    }

    /** Calls the endpoint once, recording its statements; returns them and the response body. */
    async function capture(
      method: 'GET' | 'POST',
      path: string,
      options: { token?: string; payload?: object } = {},
    ) {
      recorded.length = 0;
      recording = true;
      const response = await app.inject({
        method,
        url: path,
        payload: options.payload,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      });
      recording = false;
      statementCounts.push(`${method} ${path}: ${recorded.length} statements`);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return { statements: [...recorded], body: response.json() as Record<string, unknown> };
    }

    function walk(
      node: PlanNode,
      parent: PlanNode | null,
      visit: (n: PlanNode, p: PlanNode | null) => void,
    ) {
      visit(node, parent);
      for (const child of node.Plans ?? []) walk(child, node, visit);
    }

    async function violationsOf(statements: Recorded[]): Promise<Violation[]> {
      const violations: Violation[] = [];
      for (const statement of statements) {
        await explainer.query('BEGIN');
        try {
          if (statement.scope) {
            await explainer.query(
              `select set_config('role', $1, true), set_config('app.tenant_id', $2, true),
                    set_config('app.user_id', $3, true), set_config('app.platform', $4, true)`,
              statement.scope.slice(-4),
            );
          }
          await explainer.query('SET LOCAL enable_seqscan = off');
          const { rows } = await explainer.query(
            `EXPLAIN (FORMAT JSON) ${statement.text}`,
            statement.values,
          );
          const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
          const short = statement.text.replace(/\s+/g, ' ');
          walk(plan, null, (node, parent) => {
            const table = node['Relation Name'];
            const type = node['Node Type'];
            if (type === 'Bitmap Index Scan') {
              // Judged with its heap scan (the parent, or a BitmapAnd/Or above it).
              return;
            }
            if (!table || !tenantColumns.has(table)) return;
            if (type === 'Seq Scan') {
              violations.push({ statement: short, table, node: type, reason: 'sequential scan' });
              return;
            }
            const indexNodes: PlanNode[] = [];
            if (type === 'Bitmap Heap Scan') {
              walk(node, parent, (n) => {
                if (n['Node Type'] === 'Bitmap Index Scan') indexNodes.push(n);
              });
            } else if (node['Index Name']) indexNodes.push(node);
            for (const index of indexNodes) {
              const indexName = index['Index Name'] ?? '';
              if (GLOBAL_IDENTITY_INDEXES.has(indexName)) continue;
              const lead = leadingColumn.get(indexName);
              const cond = index['Index Cond'] ?? '';
              if (lead !== 'tenant_id') {
                violations.push({
                  statement: short,
                  table,
                  node: type,
                  index: indexName,
                  reason: `index led by ${lead}`,
                });
              } else if (!/\btenant_id\b/.test(cond)) {
                violations.push({
                  statement: short,
                  table,
                  node: type,
                  index: indexName,
                  reason: `tenant_id not in the index condition (${cond || 'none'}): a full index scan`,
                });
              }
            }
          });
        } finally {
          await explainer.query('ROLLBACK');
        }
      }
      return violations;
    }

    /** No violation other than a known gap (which is printed). */
    async function expectIndexed(statements: Recorded[]) {
      const fresh: Violation[] = [];
      for (const violation of await violationsOf(statements)) {
        const gap = KNOWN_GAPS.find((g) => g.matches(violation));
        if (gap) {
          knownGapsSeen.push(
            `- ${gap.name}: ${violation.table} via ${violation.index} (fix: ${gap.fix})`,
          );
        } else fresh.push(violation);
      }
      expect(fresh).toEqual([]);
    }

    it('public catalogue: GET /courses/public', async () => {
      const { statements } = await capture('GET', '/api/courses/public?limit=20');
      expect(statements.length).toBeGreaterThan(0);
      await expectIndexed(statements);
    });

    it('login: POST /auth/login (user by unique email, then tenant by id)', async () => {
      const { statements } = await capture('POST', '/api/auth/login', {
        payload: { email: student, password: DEMO_PASSWORD },
      });
      await expectIndexed(statements);
    });

    it('/auth/me', async () => {
      const token = await tokenFor(student);
      const { statements } = await capture('GET', '/api/auth/me', { token });
      await expectIndexed(statements);
    });

    it("a course's lesson list, as an enrolled student", async () => {
      const token = await tokenFor(student);
      const { statements } = await capture('GET', `/api/lessons/course/${courseId}`, { token });
      await expectIndexed(statements);
    });

    it('opening a quiz: GET /assessments/{id} and POST /assessments/{id}/start', async () => {
      const token = await tokenFor(student);
      const open = await capture('GET', `/api/assessments/${quizId}`, { token });
      const start = await capture('POST', `/api/assessments/${quizId}/start`, { token });
      await expectIndexed([...open.statements, ...start.statements]);
    });

    it('submitting a quiz: POST /assessments/{id}/submit (lookups and inserts)', async () => {
      const token = await tokenFor(student);
      const start = await capture('POST', `/api/assessments/${quizId}/start`, { token });
      const submit = await capture('POST', `/api/assessments/${quizId}/submit`, {
        token,
        payload: { answers: {}, attempt_id: start.body.id },
      });
      expect(submit.statements.some((s) => /^insert into "submissions"/i.test(s.text))).toBe(true);
      await expectIndexed(submit.statements);
    });

    it('the admin users list: paging and search', async () => {
      const token = await tokenFor(admin);
      const page = await capture('GET', '/api/users/?skip=0&limit=50', { token });
      const search = await capture('GET', '/api/users/?search=stud&status=active&limit=20', {
        token,
      });
      await expectIndexed([...page.statements, ...search.statements]);
    });

    // the dashboard of each role and the To-grade queue.
    it('the dashboards: GET /dashboard/ as a student, a teacher and an admin', async () => {
      const recorded: Recorded[] = [];
      for (const who of [student, 'teacher@iqbal.edu.pk', admin]) {
        const { statements } = await capture('GET', '/api/dashboard/', {
          token: await tokenFor(who),
        });
        recorded.push(...statements);
      }
      await expectIndexed(recorded);
    });

    it('the To-grade queue and its count, as a teacher and an admin', async () => {
      const recorded: Recorded[] = [];
      for (const who of ['teacher@iqbal.edu.pk', admin]) {
        const token = await tokenFor(who);
        recorded.push(
          ...(await capture('GET', '/api/grading/queue?skip=0&limit=25', { token })).statements,
        );
        recorded.push(...(await capture('GET', '/api/grading/queue/count', { token })).statements);
      }
      await expectIndexed(recorded);
    });
  },
);
