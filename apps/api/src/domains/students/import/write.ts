// The writes of a student import, in bulk: a few statements per thousand rows.
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
} from '../../../db/schema/school.js';
import { inCallersTenant } from '../../../db/scope.js';
import { todayInPakistan } from '../../school/transaction.js';
import { CHUNK } from './check.js';
import * as repo from './repository.js';
import type { ValidRow } from './validate.js';

async function chunked<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** Writes the valid rows; returns how many students and guardians were created. */
export async function writeRows(
  tx: Tx,
  tenantId: number,
  yearId: number | null,
  valid: ValidRow[],
): Promise<{ created: number; guardiansCreated: number }> {
  // Placements decide roll numbers section by section: lock those sections first.
  const sectionIds = [
    ...new Set(valid.flatMap((row) => (row.section_id === null ? [] : [row.section_id]))),
  ];
  if (sectionIds.length) {
    await tx
      .select({ id: sections.id })
      .from(sections)
      .where(and(inCallersTenant(tx, sections.tenant_id), inArray(sections.id, sectionIds)))
      .for('update');
  }
  const today = todayInPakistan();
  const ids = await repo.nextIds(tx, 'students_id_seq', valid.length);
  const inserted = new Set<number>();
  await chunked(
    valid.map((row, i) => ({ row, id: ids[i]! })),
    async (chunk) => {
      const rows = await tx
        .insert(students)
        .values(
          chunk.map(({ row, id }) => ({
            id,
            tenant_id: tenantId,
            admission_no: row.admission_no,
            first_name: row.first_name,
            last_name: row.last_name,
            gender: row.gender,
            date_of_birth: row.date_of_birth,
            b_form: row.b_form,
            address: row.address,
            admission_date: row.admission_date ?? today,
          })),
        )
        // Another import of the same file at the same moment: its rows win, these are skipped.
        .onConflictDoNothing()
        .returning({ id: students.id });
      for (const row of rows) inserted.add(row.id);
    },
  );
  const created = valid
    .map((row, i) => ({ row, id: ids[i]! }))
    .filter(({ id }) => inserted.has(id));

  // Guardians: one per CNIC (siblings share theirs, and one on file is reused), else one per row.
  const cnics = [
    ...new Set(created.flatMap(({ row }) => (row.guardian.cnic ? [row.guardian.cnic] : []))),
  ];
  const byCnic = new Map<string, number>();
  const findByCnic = async (list: string[]) =>
    chunked(list, async (chunk) => {
      const found = await tx
        .select({ id: guardians.id, cnic: guardians.cnic })
        .from(guardians)
        .where(
          and(
            inCallersTenant(tx, guardians.tenant_id),
            isNotNull(guardians.cnic),
            inArray(guardians.cnic, chunk),
          ),
        );
      for (const row of found) byCnic.set(row.cnic!, row.id);
    });
  await findByCnic(cnics);
  const newCnicRows = new Map<string, ValidRow['guardian']>();
  for (const { row } of created) {
    if (
      row.guardian.cnic &&
      !byCnic.has(row.guardian.cnic) &&
      !newCnicRows.has(row.guardian.cnic)
    ) {
      newCnicRows.set(row.guardian.cnic, row.guardian);
    }
  }
  const withoutCnic = created.filter(({ row }) => !row.guardian.cnic);
  const guardianIds = await repo.nextIds(
    tx,
    'guardians_id_seq',
    newCnicRows.size + withoutCnic.length,
  );
  const newGuardians = [
    ...[...newCnicRows.values()].map((guardian, i) => ({ ...guardian, id: guardianIds[i]! })),
    ...withoutCnic.map(({ row }, i) => ({
      ...row.guardian,
      id: guardianIds[newCnicRows.size + i]!,
    })),
  ];
  let guardiansCreated = 0;
  await chunked(newGuardians, async (chunk) => {
    const rows = await tx
      .insert(guardians)
      .values(chunk.map((guardian) => ({ ...guardian, tenant_id: tenantId })))
      .onConflictDoNothing()
      .returning({ id: guardians.id });
    guardiansCreated += rows.length;
  });
  await findByCnic([...newCnicRows.keys()]);
  const guardianOfStudent = new Map<number, number>();
  for (const [i, { id }] of withoutCnic.entries()) {
    guardianOfStudent.set(id, guardianIds[newCnicRows.size + i]!);
  }
  for (const { row, id } of created) {
    if (row.guardian.cnic) guardianOfStudent.set(id, byCnic.get(row.guardian.cnic)!);
  }
  await chunked(created, (chunk) =>
    tx.insert(studentGuardians).values(
      chunk.map(({ id }) => ({
        tenant_id: tenantId,
        student_id: id,
        guardian_id: guardianOfStudent.get(id)!,
        is_primary: true,
      })),
    ),
  );

  // Placements in the current year: the roll number given, else the next free one.
  if (yearId !== null) {
    const placed = created.filter(({ row }) => row.section_id !== null);
    const top = new Map<number, number>();
    if (sectionIds.length) {
      const maxRows = await repo.topRollNumbers(tx, yearId, sectionIds);
      for (const row of maxRows) top.set(row.section_id, Number(row.top));
    }
    for (const { row } of placed) {
      if (row.roll_no !== null)
        top.set(row.section_id!, Math.max(top.get(row.section_id!) ?? 0, row.roll_no));
    }
    await chunked(placed, (chunk) =>
      tx.insert(studentEnrolments).values(
        chunk.map(({ row, id }) => {
          let roll = row.roll_no;
          if (roll === null) {
            roll = (top.get(row.section_id!) ?? 0) + 1;
            top.set(row.section_id!, roll);
          }
          return {
            tenant_id: tenantId,
            student_id: id,
            academic_year_id: yearId,
            section_id: row.section_id!,
            roll_no: roll,
          };
        }),
      ),
    );
  }
  return { created: created.length, guardiansCreated };
}
