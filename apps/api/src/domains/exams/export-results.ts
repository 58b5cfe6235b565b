// A section's results of an exam as a file: getSectionResults' rows (its permission and order),
// a column per subject, then total, percentage, grade, position, result and remarks.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type ExportFormat, exportFile, fileNamePart, nowOf } from '../../http/export.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import type { Query } from '../../http/types.js';
import { getSectionResults } from './section-results.js';

const OUTCOME = { pass: 'Pass', fail: 'Fail', incomplete: 'Incomplete' } as const;

export async function exportSectionResults(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  sectionId: number,
  query: Query<'exportSectionResults'>,
  locale: ApiLocale = 'en',
) {
  const results = await getSectionResults(deps, auth, examId, sectionId);
  const name = fileNamePart(`${results.exam_name}-${results.class_name}-${results.section_name}`);
  return exportFile(
    {
      name: `results-${name || `${examId}-${sectionId}`}`,
      header: [
        'Position',
        'Roll No',
        'Admission No',
        'First Name',
        'Last Name',
        ...results.subjects.map((s) => `${s.subject_name} (${s.max_marks})`),
        'Total',
        'Out Of',
        'Percentage',
        'Grade',
        'Result',
        'Remarks',
      ],
      rows: results.rows.map((r) => [
        r.position,
        r.roll_no,
        r.admission_no,
        r.first_name,
        r.last_name,
        ...results.subjects.map((s) => {
          const mark = r.subjects.find((m) => m.subject_id === s.subject_id);
          if (!mark) return null;
          return mark.absent ? 'Absent' : mark.marks;
        }),
        r.total,
        r.max_total,
        r.percentage,
        r.grade,
        OUTCOME[r.outcome],
        r.remarks,
      ]),
    },
    query.format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
