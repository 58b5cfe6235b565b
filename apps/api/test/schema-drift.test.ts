import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaModules } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

// The SQL migrations are the truth; the Drizzle tables must describe them exactly.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  udt_name: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_identity: 'YES' | 'NO';
}

const drizzleTables = Object.values(schemaModules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

function dbType(column: DbColumn): string {
  const serial = column.column_default?.startsWith('nextval(');
  switch (column.data_type) {
    case 'character varying':
      return `varchar(${column.character_maximum_length})`;
    case 'character':
      return `char(${column.character_maximum_length})`;
    case 'integer':
      return serial ? 'serial' : 'integer';
    case 'bigint':
      return serial ? 'bigserial' : 'bigint';
    case 'smallint':
      return serial ? 'smallserial' : 'smallint';
    case 'numeric':
      // numeric(p, s) when declared with a precision; the column's own numeric_precision is
      // only set then (an unconstrained numeric reports null).
      return column.numeric_precision === null
        ? 'numeric'
        : `numeric(${column.numeric_precision}, ${column.numeric_scale})`;
    case 'timestamp without time zone':
      return 'timestamp';
    case 'time without time zone': // timetable_periods
      return 'time';
    case 'ARRAY':
      return `${column.udt_name
        .replace(/^_/, '')
        .replace(/^int4$/, 'integer')
        .replace(/^varchar$/, 'varchar')}[]`;
    default:
      return column.data_type;
  }
}

describe('Drizzle schema vs database', () => {
  it('has a Drizzle table for every table and the same columns, types, nullability, defaults', async () => {
    const rows = await t.query(async (tx) => {
      const result = await tx.execute(sql`
        select table_name, column_name, data_type, character_maximum_length, is_nullable,
               column_default, udt_name, numeric_precision, numeric_scale, is_identity
        from information_schema.columns
        where table_schema = 'public' and table_name <> 'schema_migrations'
        order by table_name, ordinal_position`);
      return (result as unknown as { rows: DbColumn[] }).rows;
    });
    const database = new Map<string, Map<string, DbColumn>>();
    for (const row of rows) {
      if (!database.has(row.table_name)) database.set(row.table_name, new Map());
      database.get(row.table_name)!.set(row.column_name, row);
    }
    expect([...database.keys()].sort()).toEqual(drizzleTables.map((table) => table.name).sort());

    for (const table of drizzleTables) {
      const columns = database.get(table.name)!;
      expect([...columns.keys()].sort(), `columns of ${table.name}`).toEqual(
        table.columns.map((column) => column.name).sort(),
      );
      for (const column of table.columns) {
        const actual = columns.get(column.name)!;
        const where = `${table.name}.${column.name}`;
        expect(dbType(actual), `type of ${where}`).toBe(column.getSQLType());
        expect(actual.is_nullable === 'NO', `NOT NULL of ${where}`).toBe(column.notNull);
        const hasDefault = actual.column_default !== null || actual.is_identity === 'YES';
        expect(hasDefault, `default of ${where}`).toBe(column.hasDefault);
      }
    }
  });
});
