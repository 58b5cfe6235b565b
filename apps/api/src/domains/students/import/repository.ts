// SQL of the import's remembered column mappings (one row per school and header key).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { rows } from '../../../db/rows.js';
import { importColumnMappings, studentEnrolments } from '../../../db/schema/school.js';
import { inCallersTenant } from '../../../db/scope.js';
import { type ImportField, isImportField } from './mapping.js';

/** The school's remembered mappings of the given header keys (null: an ignored column). */
export async function rememberedMappings(
  tx: Tx,
  keys: string[],
): Promise<Map<string, ImportField | null>> {
  const wanted = [...new Set(keys.filter(Boolean))];
  const remembered = new Map<string, ImportField | null>();
  if (!wanted.length) return remembered;
  const rows = await tx
    .select({ key: importColumnMappings.header_key, field: importColumnMappings.field })
    .from(importColumnMappings)
    .where(
      and(
        inCallersTenant(tx, importColumnMappings.tenant_id),
        inArray(importColumnMappings.header_key, wanted),
      ),
    );
  for (const row of rows) {
    // A field a later version no longer has is forgotten rather than trusted.
    if (row.field === null || isImportField(row.field)) remembered.set(row.key, row.field);
  }
  return remembered;
}

/** Remembers each header key's field (insert or update), as one statement. */
export async function rememberMappings(
  tx: Tx,
  tenantId: number,
  userId: number | null,
  entries: { key: string; field: ImportField | null }[],
): Promise<void> {
  if (!entries.length) return;
  await tx
    .insert(importColumnMappings)
    .values(
      entries.map((entry) => ({
        tenant_id: tenantId,
        header_key: entry.key,
        field: entry.field,
        updated_by: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [importColumnMappings.tenant_id, importColumnMappings.header_key],
      set: {
        field: sql`excluded.field`,
        updated_by: sql`excluded.updated_by`,
        updated_at: sql`now()`,
      },
    });
}

// ------------------------------------------------------------------ the import's writes

/** `n` ids taken from a sequence first, so rows and guardians match without RETURNING order. */
export async function nextIds(tx: Tx, sequence: string, n: number): Promise<number[]> {
  if (!n) return [];
  const found = await rows<{ id: number }>(
    tx,
    sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${n}::int)`,
  );
  return found.map((row) => Number(row.id));
}

/** The highest roll number of each of these sections in the year (sections with none left out). */
export async function topRollNumbers(
  tx: Tx,
  yearId: number,
  sectionIds: number[],
): Promise<{ section_id: number; top: number }[]> {
  return tx
    .select({
      section_id: studentEnrolments.section_id,
      top: sql<number>`max(${studentEnrolments.roll_no})`,
    })
    .from(studentEnrolments)
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        eq(studentEnrolments.academic_year_id, yearId),
        inArray(studentEnrolments.section_id, sectionIds),
      ),
    )
    .groupBy(studentEnrolments.section_id);
}
