import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { useRegisterSync } from '../_attendance/useRegisterSync';
import { AttendanceRegisterView } from './AttendanceRegister';

/** /school/attendance/:sectionId?day=yyyy-mm-dd (today in Pakistan by default). */
export function AttendanceRegisterContainer() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sectionId = Number(params.sectionId);
  const today = pakistanToday();
  const asked = search.get('day');
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const sync = useRegisterSync(sectionId, day);
  return (
    <AttendanceRegisterView
      day={day}
      today={today}
      register={sync.register}
      draft={sync.draft}
      sync={sync.sync}
      failure={sync.failure}
      offlineCopy={sync.offlineCopy}
      loading={sync.loading}
      error={sync.error}
      onRetry={sync.refetch}
      onMark={sync.onMark}
      onSave={sync.onSave}
      conflicts={sync.conflicts}
      onDismissConflicts={sync.onDismissConflicts}
      onDayChange={(next) => navigate(`/school/attendance/${sectionId}?day=${next}`)}
    />
  );
}
