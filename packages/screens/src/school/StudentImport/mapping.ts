import type { ImportColumnMapping, ImportField } from '@watni/api-client';

const NAME_PARTS: ReadonlySet<ImportField> = new Set(['first_name', 'last_name']);

/** Whether two fields cannot both be mapped: one field twice, or a whole name and its parts. */
function clashes(a: ImportField, b: ImportField): boolean {
  if (a === b) return true;
  return (a === 'student_name' && NAME_PARTS.has(b)) || (b === 'student_name' && NAME_PARTS.has(a));
}

/**
 * The columns with one column's field changed: a column that held a field clashing with the new
 * one is set to "ignore", so the choice just made is the one kept.
 */
export function withField(
  columns: readonly ImportColumnMapping[],
  index: number,
  field: ImportField | null,
): ImportColumnMapping[] {
  return columns.map((column, i) => {
    if (i === index) return { ...column, field, source: 'chosen' };
    if (field && column.field && clashes(field, column.field))
      return { ...column, field: null, source: 'chosen' };
    return column;
  });
}
