import { errorMessage, useSaveStaffRegister, useStaffRegister } from '@watni/api-client';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pakistanToday } from '../../format/pakistanTime';
import { StaffAttendanceView, type StaffMark } from './StaffAttendance';

/** /school/attendance/staff?day=yyyy-mm-dd (admins). */
export function StaffAttendanceContainer() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = pakistanToday();
  const asked = search.get('day');
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const register = useStaffRegister(day);
  const save = useSaveStaffRegister(day);
  const [marks, setMarks] = useState<Record<number, StaffMark>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day starts from the server
  useEffect(() => {
    setMarks({});
    save.reset();
  }, [day]);
  return (
    <StaffAttendanceView
      day={day}
      today={today}
      register={register.data ?? null}
      marks={marks}
      loading={register.isPending}
      error={register.isError ? errorMessage(register.error, '') || null : null}
      onRetry={() => void register.refetch()}
      saving={save.isPending}
      saved={save.isSuccess}
      saveError={save.isError ? errorMessage(save.error, '') : null}
      onMark={(userId, mark) => {
        save.reset();
        setMarks((current) => ({ ...current, [userId]: mark }));
      }}
      onSave={() => {
        const entries = (register.data?.entries ?? []).map((entry) => {
          const mark = marks[entry.user_id] ?? {
            status: entry.status,
            note: entry.note ?? '',
            leaveTypeId: entry.leave_type_id,
          };
          return {
            user_id: entry.user_id,
            status: mark.status,
            note: mark.note.trim() || null,
            leave_type_id: mark.status === 'leave' ? mark.leaveTypeId : null,
          };
        });
        save.mutate({ entries });
      }}
      onDayChange={(next) => navigate(`/school/attendance/staff?day=${next}`)}
    />
  );
}
