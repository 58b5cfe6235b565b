// A section's month register as a file: getSectionMonth's register (its permission), a row per
// student with a column per day (P, A, L, Lv) and the month's totals.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type ExportFormat, exportFile, fileNamePart, nowOf } from '../../http/export.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import type { Query } from '../../http/types.js';
import { getSectionMonth } from './months.js';

const LETTER = { present: 'P', absent: 'A', late: 'L', leave: 'Lv' } as const;

export async function exportSectionMonth(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  month: string,
  query: Query<'exportSectionMonth'>,
  locale: ApiLocale = 'en',
) {
  const register = await getSectionMonth(deps, auth, sectionId, month);
  const section = fileNamePart(`${register.class_name}-${register.section_name}`);
  return exportFile(
    {
      name: `attendance-${section || sectionId}-${month}`,
      header: [
        'Roll No',
        'First Name',
        'Last Name',
        ...register.days.map((d) => d.day.slice(8, 10)),
        'Present',
        'Absent',
        'Late',
        'Leave',
        'Days',
        'Percentage',
      ],
      rows: register.rows.map((r) => [
        r.roll_no,
        r.first_name,
        r.last_name,
        ...r.marks.map((m) => (m ? LETTER[m] : null)),
        r.totals.present,
        r.totals.absent,
        r.totals.late,
        r.totals.leave,
        r.totals.days,
        r.totals.percentage,
      ]),
    },
    query.format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
