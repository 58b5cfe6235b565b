import type { ImportColumnMapping } from '@watni/api-client';
import { describe, expect, it } from 'vitest';
import { withField } from './mapping';

const column = (header: string, field: ImportColumnMapping['field']): ImportColumnMapping => ({
  header,
  field,
  source: 'suggested',
  sample: null,
});

describe('choosing a column’s field', () => {
  it('sets the column and frees a column that held the same field', () => {
    const columns = [column('Name', 'student_name'), column('Mobile', 'guardian_mobile')];
    const next = withField(columns, 1, 'student_name');
    expect(next.map((c) => c.field)).toEqual([null, 'student_name']);
    expect(next[1]!.source).toBe('chosen');
  });

  it('frees the first and last name when the whole name is chosen, and the reverse', () => {
    const columns = [column('First', 'first_name'), column('Last', 'last_name'), column('X', null)];
    expect(withField(columns, 2, 'student_name').map((c) => c.field)).toEqual([
      null,
      null,
      'student_name',
    ]);
    expect(withField(columns, 2, null).map((c) => c.field)).toEqual([
      'first_name',
      'last_name',
      null,
    ]);
  });
});
