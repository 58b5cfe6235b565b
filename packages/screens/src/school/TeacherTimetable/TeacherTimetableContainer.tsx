import { errorMessage, useSession, useTeacherTimetable } from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { TeacherTimetableView } from './TeacherTimetable';

/** /school/timetable/teachers/:teacherId (`me` for the signed-in teacher). */
export function TeacherTimetableContainer() {
  const { teacherId } = useParams();
  const session = useSession();
  const me = session.user?.id ?? null;
  const id = teacherId === 'me' ? me : Number(teacherId) || null;
  const week = useTeacherTimetable(id);
  return (
    <TeacherTimetableView
      week={week.data ?? null}
      own={id !== null && id === me}
      loading={week.isPending}
      error={week.isError ? errorMessage(week.error, '') || null : null}
      onRetry={() => void week.refetch()}
    />
  );
}
