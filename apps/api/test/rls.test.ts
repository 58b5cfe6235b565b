import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.js';
import { PLATFORM, tenantScope, withScope } from '../src/db/scope.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from './helpers/app.js';

// Database-level isolation: with the scope set to tenant A, statements WITHOUT any tenant filter
// read, update and delete none of tenant B's rows, in every table (found from the catalogue, so
// tables added by later migrations are covered too).
let t: TestApp;
const A = 2; // Iqbal Public School
const B = 3; // Quaid Academy

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

interface TableInfo {
  name: string;
  hasTenantId: boolean;
  hasUserId: boolean;
  /** A shared catalogue (modules, plans): readable by every scope, written by platform only. */
  catalogue: boolean;
  /** A column an UPDATE can assign to itself. */
  assignable: string;
  /** What the request role may do at all (app_secrets: nothing; audit_log: no UPDATE/DELETE). */
  may: { select: boolean; update: boolean; delete: boolean };
}

/** Identity tables always hold rows of both tenants after beforeAll, so emptiness is a failure. */
const POPULATED = ['tenants', 'users', 'audit_log', 'refresh_tokens'];

let tables: TableInfo[] = [];
let usersOfA: Set<number>;

class Rollback extends Error {}

beforeAll(async () => {
  t = await createTestApp();
  // Rows in every table for both tenants: sessions, audit entries, reset tokens, emails.
  for (const email of [
    'admin@iqbal.edu.pk',
    'student@iqbal.edu.pk',
    'admin@quaid.edu.pk',
    'student@quaid.edu.pk',
  ]) {
    await t.login(email);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  }
  for (const [admin, suffix] of [
    ['admin@iqbal.edu.pk', 'a'],
    ['admin@quaid.edu.pk', 'b'],
  ] as const) {
    const response = await t.request({
      method: 'POST',
      url: '/api/users/',
      token: await t.tokenFor(admin),
      payload: {
        email: `rls-${suffix}@example.pk`,
        username: `rls_${suffix}`,
        password: 'Secret#123',
        first_name: 'R',
        last_name: 'S',
      },
    });
    expect(response.statusCode).toBe(201);
  }
  await t.tokenFor(SUPERUSER_EMAIL);
  await t.mailer.waitFor('student@quaid.edu.pk');

  await t.query(async (tx) => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and table_name <> 'schema_migrations'
          order by table_name, ordinal_position`,
    );
    const readable = await rows<{ tablename: string }>(
      tx,
      sql`select tablename from pg_policies
          where schemaname = 'public' and cmd in ('SELECT', 'ALL') and permissive = 'PERMISSIVE'
            and qual = 'true'`,
    );
    const privileges = await rows<{ name: string; s: boolean; u: boolean; d: boolean }>(
      tx,
      sql`select c.relname as name,
                 has_table_privilege('watni_app', c.oid, 'SELECT') as s,
                 has_table_privilege('watni_app', c.oid, 'UPDATE') as u,
                 has_table_privilege('watni_app', c.oid, 'DELETE') as d
          from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
    );
    const names = [...new Set(columns.map((column) => column.table_name))].sort();
    tables = names.map((name) => {
      const privilege = privileges.find((row) => row.name === name)!;
      const hasTenantId = columns.some(
        (c) => c.table_name === name && c.column_name === 'tenant_id',
      );
      const hasUserId = columns.some((c) => c.table_name === name && c.column_name === 'user_id');
      return {
        name,
        hasTenantId,
        hasUserId,
        catalogue: !hasTenantId && !hasUserId && readable.some((row) => row.tablename === name),
        assignable: hasTenantId
          ? 'tenant_id'
          : hasUserId
            ? 'user_id'
            : columns.find((c) => c.table_name === name)!.column_name,
        may: { select: privilege.s, update: privilege.u, delete: privilege.d },
      };
    });
    const ids = await rows<{ id: number }>(tx, sql`select id from users where tenant_id = ${A}`);
    usersOfA = new Set(ids.map((row) => row.id));
  });
});
afterAll(() => t.close());

/** The tenant a visible row belongs to, or a marker for rows that must never be visible. */
function ownerExpression(table: TableInfo): SQL {
  if (table.name === 'tenants') return sql`id`;
  if (table.hasTenantId) return sql`tenant_id`;
  if (table.hasUserId) return sql`user_id`;
  return sql`-1`;
}

function expectOnlyA(table: TableInfo, owners: (number | null)[], what: string) {
  if (table.name === 'tenants' || table.hasTenantId) {
    expect(
      owners.every((owner) => owner === A),
      `${what} ${table.name}: ${owners}`,
    ).toBe(true);
  } else if (table.hasUserId) {
    expect(
      owners.every((owner) => usersOfA.has(owner!)),
      `${what} ${table.name}`,
    ).toBe(true);
  } else if (!(table.catalogue && what === 'select')) {
    expect(owners, `${what} ${table.name} (platform-only or catalogue)`).toEqual([]);
  }
}

async function countsOfB() {
  return t.query(async (tx) => {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const filter =
        table.name === 'tenants'
          ? sql`id = ${B}`
          : table.hasTenantId
            ? sql`tenant_id = ${B}`
            : table.hasUserId
              ? sql`user_id in (select id from users where tenant_id = ${B})`
              : sql`true`;
      const [row] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${sql.identifier(table.name)} where ${filter}`,
      );
      result[table.name] = row!.n;
    }
    return result;
  });
}

describe('row-level security', () => {
  it('is enabled and forced on every table', async () => {
    const flags = await t.query((tx) =>
      rows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        tx,
        sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
            where relnamespace = 'public'::regnamespace and relkind = 'r' and relname <> 'schema_migrations'`,
      ),
    );
    expect(flags.length).toBe(tables.length);
    for (const flag of flags) {
      expect(flag.relrowsecurity && flag.relforcerowsecurity, flag.relname).toBe(true);
    }
  });

  it('reads the scope once per statement in every policy, never once per row (0310)', async () => {
    const policies = await t.query((tx) =>
      rows<{ tablename: string; policyname: string; clause: string }>(
        tx,
        sql`select tablename, policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as clause
            from pg_policies where schemaname = 'public'`,
      ),
    );
    expect(policies.length).toBeGreaterThan(50);
    const scoped = policies.filter((policy) => /current_setting|CURRENT_USER/.test(policy.clause));
    expect(scoped.length).toBeGreaterThan(50);
    for (const policy of scoped) {
      // Every read of the scope sits in a scalar subquery (an InitPlan): `( SELECT …)`.
      const perRow = policy.clause
        .replaceAll(/\( SELECT \(CURRENT_USER = 'watni_platform'::name\)\)/g, '')
        .replaceAll(
          /\( SELECT \(NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\)\)::integer AS "nullif"\)/g,
          '',
        );
      expect(perRow, `${policy.tablename}.${policy.policyname}`).not.toMatch(
        /current_setting|CURRENT_USER/,
      );
    }
  });

  it('runs scoped work as a role that is neither superuser, owner nor BYPASSRLS', async () => {
    const [role] = await withScope(t.db, tenantScope(A), (tx) =>
      rows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
        tx,
        sql`select current_user, r.rolsuper, r.rolbypassrls,
                   (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owned
            from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(role).toEqual({
      current_user: 'watni_app',
      rolsuper: false,
      rolbypassrls: false,
      owned: 0,
    });
  });

  it('has rows of both tenants in every tenant table (so the checks below mean something)', async () => {
    const counts = await countsOfB();
    for (const name of POPULATED) expect(counts[name], name).toBeGreaterThan(0);
  });

  it("reads none of B's rows without a WHERE clause", async () => {
    await withScope(t.db, tenantScope(A), async (tx) => {
      for (const table of tables.filter((table) => table.may.select)) {
        const owners = await rows<{ owner: number | null }>(
          tx,
          sql`select ${ownerExpression(table)} as owner from ${sql.identifier(table.name)}`,
        );
        expectOnlyA(
          table,
          owners.map((row) => row.owner),
          'select',
        );
        if (POPULATED.includes(table.name)) expect(owners.length, table.name).toBeGreaterThan(0);
      }
    });
  });

  it("updates and deletes none of B's rows without a WHERE clause", async () => {
    const before = await countsOfB();
    await expect(
      withScope(t.db, tenantScope(A), async (tx) => {
        for (const table of tables.filter((table) => table.may.update)) {
          const column = sql.identifier(table.assignable);
          const updated = await rows<{ owner: number | null }>(
            tx,
            sql`update ${sql.identifier(table.name)} set ${column} = ${column} returning ${ownerExpression(table)} as owner`,
          );
          expectOnlyA(
            table,
            updated.map((row) => row.owner),
            'update',
          );
        }
        // Deletes: dependants first; retry a table whose rows are still referenced.
        let remaining = tables.filter((table) => table.may.delete);
        for (let pass = 0; pass < tables.length && remaining.length; pass += 1) {
          const failed: TableInfo[] = [];
          for (const table of remaining) {
            try {
              const deleted = await tx.transaction(async (savepoint) =>
                rows<{ owner: number | null }>(
                  savepoint as unknown as Tx,
                  sql`delete from ${sql.identifier(table.name)} returning ${ownerExpression(table)} as owner`,
                ),
              );
              expectOnlyA(
                table,
                deleted.map((row) => row.owner),
                'delete',
              );
            } catch (error) {
              if ((error as { cause?: { code?: string } }).cause?.code !== '23503') throw error;
              failed.push(table);
            }
          }
          remaining = failed;
        }
        // The append-only audit log keeps its rows, and with them the users and tenants it names.
        expect(
          remaining
            .map((table) => table.name)
            .filter((name) => !['users', 'tenants'].includes(name)),
        ).toEqual([]);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await countsOfB()).toEqual(before);
  });

  it("refuses to write a row into B's tenant from A's scope", async () => {
    await expect(
      withScope(t.db, tenantScope(A), (tx) =>
        tx.execute(
          sql`insert into audit_log (tenant_id, action, entity_type) values (${B}, 'x', 'y')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      withScope(t.db, tenantScope(A), (tx) =>
        tx.execute(sql`update users set tenant_id = ${B} where tenant_id = ${A}`),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it('shows nothing to the request role when no scope is set', async () => {
    const counts = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'watni_app', true)`);
      return rows<{ users: number; tenants: number }>(
        tx as unknown as Tx,
        sql`select (select count(*) from users)::int as users, (select count(*) from tenants)::int as tenants`,
      );
    });
    expect(counts).toEqual([{ users: 0, tenants: 0 }]);
  });

  it('shows everything in platform scope', async () => {
    const [row] = await withScope(t.db, PLATFORM, (tx) =>
      rows<{ n: number }>(tx, sql`select count(distinct tenant_id)::int as n from users`),
    );
    expect(row!.n).toBeGreaterThanOrEqual(3);
  });
});
