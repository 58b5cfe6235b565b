// The students list as a file: the same query as listStudents (its permission, filters and
// order), every row up to the export bound instead of one page.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import {
  EXPORT_MAX_ROWS,
  type ExportFormat,
  exportFile,
  nowOf,
  requireWithinBound,
} from '../../http/export.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import type { Query } from '../../http/types.js';
import { listStudents } from './list.js';

export async function exportStudents(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'exportStudents'>,
  locale: ApiLocale = 'en',
) {
  const { format, ...filter } = query;
  const list = await listStudents(deps, auth, { ...filter, limit: EXPORT_MAX_ROWS + 1 });
  // The first page (no cursor) always has its total.
  requireWithinBound(list.total ?? list.items.length);
  return exportFile(
    {
      name: 'students',
      header: [
        'Admission No',
        'First Name',
        'Last Name',
        'Gender',
        'Status',
        'Class',
        'Section',
        'Roll No',
        'Guardian',
        'Guardian Mobile',
      ],
      rows: list.items.map((s) => [
        s.admission_no,
        s.first_name,
        s.last_name,
        s.gender,
        s.status,
        s.placement?.class_name ?? null,
        s.placement?.section_name ?? null,
        s.placement?.roll_no ?? null,
        s.primary_guardian?.name ?? null,
        s.primary_guardian?.mobile ?? null,
      ]),
    },
    format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
