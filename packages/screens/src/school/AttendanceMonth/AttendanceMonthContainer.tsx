import { errorMessage, useSectionMonth } from '@watni/api-client';
import { useParams, useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { useExport } from '../_shared/useExport';
import { AttendanceMonthView } from './AttendanceMonth';

/** /school/attendance/:sectionId/month?month=yyyy-mm (this month by default). */
export function AttendanceMonthContainer() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const sectionId = Number(params.sectionId);
  const asked = search.get('month');
  const month =
    asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : pakistanToday().slice(0, 7);
  const query = useSectionMonth(sectionId, month);
  const exportMenu = useExport({ list: 'sectionMonth', sectionId, month });
  return (
    <AttendanceMonthView
      month={month}
      data={query.data ?? null}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, '') || null : null}
      onRetry={() => void query.refetch()}
      onMonthChange={(next) => setSearch({ month: next })}
      onPrint={() => window.print()}
      exportMenu={exportMenu}
    />
  );
}
