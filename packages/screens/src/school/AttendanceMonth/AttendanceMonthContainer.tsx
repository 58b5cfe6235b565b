import { errorMessage, useSectionMonth } from '@watni/api-client';
import { useParams, useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../_attendance/format';
import { AttendanceMonthView } from './AttendanceMonth';
import { csvFileName, monthCsv } from './monthCsv';

/** /school/attendance/:sectionId/month?month=yyyy-mm (this month by default). */
export function AttendanceMonthContainer() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const sectionId = Number(params.sectionId);
  const asked = search.get('month');
  const month =
    asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : pakistanToday().slice(0, 7);
  const query = useSectionMonth(sectionId, month);
  return (
    <AttendanceMonthView
      month={month}
      data={query.data ?? null}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, '') || null : null}
      onRetry={() => void query.refetch()}
      onMonthChange={(next) => setSearch({ month: next })}
      onPrint={() => window.print()}
      onExport={() => {
        if (!query.data) return;
        const url = URL.createObjectURL(
          new Blob([monthCsv(query.data)], { type: 'text/csv;charset=utf-8' }),
        );
        const link = document.createElement('a');
        link.href = url;
        link.download = csvFileName(query.data);
        link.click();
        URL.revokeObjectURL(url);
      }}
    />
  );
}
