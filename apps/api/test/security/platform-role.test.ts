// The platform scope is a role, not a setting. SQL running as the request
// role (watni_app) used to widen itself with `set_config('app.platform', 'on', true)`, which
// showed every tenant and the JWT signing secret.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.js';
import { PLATFORM, tenantScope, withScope } from '../../src/db/scope.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
const A = 2;

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE a statement fails with, run in a savepoint of tx. */
async function failure(tx: Tx, query: SQL): Promise<string | undefined> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(query);
    });
    return undefined;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the request role cannot widen itself to the platform scope', () => {
  it('ignores app.platform = on set from a tenant scope', async () => {
    const seen = await withScope(t.db, tenantScope(A), async (tx) => {
      await tx.execute(sql`select set_config('app.platform', 'on', true)`);
      return rows<{ tenants: number; foreign_users: number; resets: number }>(
        tx,
        sql`select (select count(*)::int from tenants) as tenants,
                   (select count(*)::int from users where tenant_id is distinct from ${A}) as foreign_users,
                   (select count(*)::int from password_reset_tokens) as resets`,
      );
    });
    expect(seen).toEqual([{ tenants: 1, foreign_users: 0, resets: 0 }]);
  });

  it('cannot read or write the JWT signing secret, whatever it sets', async () => {
    const codes = await withScope(t.db, tenantScope(A), async (tx) => {
      await tx.execute(sql`select set_config('app.platform', 'on', true)`);
      return [
        await failure(tx, sql`select value from app_secrets`),
        await failure(tx, sql`insert into app_secrets (name, value) values ('jwt_secret2', 'x')`),
        await failure(tx, sql`update app_secrets set value = 'known'`),
      ];
    });
    expect(codes).toEqual(['42501', '42501', '42501']);
  });

  it('is no member of the platform role, which a request-only login cannot become', async () => {
    const [membership] = await t.query((tx) =>
      rows<{ member: boolean }>(
        tx,
        sql`select pg_has_role('watni_app', 'watni_platform', 'MEMBER') as member`,
      ),
    );
    expect(membership!.member).toBe(false);
    // A login holding only the request role (how a deployment connects requests): SET ROLE is
    // decided by the login, so it cannot become watni_platform. On a database of its own:
    // PGlite keeps the session authorization after the transaction.
    const own = await createTestApp();
    const refusal = await own.database.rawTransaction(async (tx) => {
      await tx.exec(`DO $$ BEGIN
          CREATE ROLE watni_request_login_test NOSUPERUSER NOBYPASSRLS;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
      await tx.exec('GRANT watni_app TO watni_request_login_test');
      await tx.exec('SET LOCAL SESSION AUTHORIZATION watni_request_login_test');
      await tx.exec('SET LOCAL ROLE watni_app');
      await tx.exec('SAVEPOINT attempt');
      let outcome: string | undefined = 'became watni_platform';
      try {
        await tx.exec('SET LOCAL ROLE watni_platform');
      } catch (error) {
        outcome = (error as { code?: string }).code;
      }
      await tx.exec('ROLLBACK TO SAVEPOINT attempt');
      await tx.exec('RESET ROLE');
      await tx.exec('RESET SESSION AUTHORIZATION');
      return outcome;
    });
    await own.close();
    expect(refusal).toBe('42501');
  });

  it('opens no row-level security policy to a setting', async () => {
    const open = await t.query((tx) =>
      rows<{ tablename: string; policyname: string }>(
        tx,
        sql`select tablename, policyname from pg_policies
            where schemaname = 'public'
              and (qual like '%app.platform%' or coalesce(with_check, '') like '%app.platform%')`,
      ),
    );
    expect(open).toEqual([]);
  });

  it('runs platform work as watni_platform: no superuser, no BYPASSRLS, every tenant', async () => {
    const [role] = await withScope(t.db, PLATFORM, (tx) =>
      rows<{ who: string; rolsuper: boolean; rolbypassrls: boolean; tenants: number }>(
        tx,
        sql`select current_user as who, r.rolsuper, r.rolbypassrls,
                   (select count(*)::int from tenants) as tenants
            from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(role).toMatchObject({ who: 'watni_platform', rolsuper: false, rolbypassrls: false });
    expect(role!.tenants).toBeGreaterThanOrEqual(3);
  });
});

describe('item 7: the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE to the request and platform roles', async () => {
    for (const scope of [tenantScope(A), PLATFORM]) {
      const codes = await withScope(t.db, scope, async (tx) => [
        await failure(tx, sql`update audit_log set action = 'forged'`),
        await failure(tx, sql`delete from audit_log`),
        await failure(tx, sql`truncate audit_log`),
      ]);
      expect(codes).toEqual(['42501', '42501', '42501']);
    }
  });

  it('refuses UPDATE and DELETE even to the owner (a trigger)', async () => {
    await withScope(t.db, PLATFORM, (tx) =>
      tx.execute(sql`insert into audit_log (action, entity_type) values ('test.kept', 'test')`),
    );
    const update = await t.database
      .rawTransaction((tx) => tx.exec(`UPDATE audit_log SET action = 'forged'`))
      .then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(update).toBe('42501');
    const code = await t.database
      .rawTransaction((tx) => tx.exec('DELETE FROM audit_log'))
      .then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(code).toBe('42501');
    const [{ n }] = (await t.database.rawTransaction((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from audit_log'),
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('still lets every scope append', async () => {
    await withScope(t.db, tenantScope(A), (tx) =>
      tx.execute(
        sql`insert into audit_log (tenant_id, action, entity_type) values (${A}, 'test.append', 'test')`,
      ),
    );
  });
});
