import { useTimetableToday } from '@watni/api-client';
import { TimetableTodayCard } from './TimetableTodayCard';

/**
 * Today's timetable on a dashboard: the student's section, a parent's child (`studentId`), or the
 * teacher's own lessons. Nothing while the module is off or the day cannot be read.
 */
export function TimetableTodayCardContainer({
  studentId,
  title,
  headingLevel,
  weekHref,
}: {
  weekHref?: string;
  studentId?: number;
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const today = useTimetableToday();
  if (today.isError) return null;
  const groups = today.data?.groups ?? [];
  const group =
    studentId === undefined
      ? (groups[0] ?? null)
      : (groups.find((g) => g.student_id === studentId) ?? null);
  if (today.data && !group) return null;
  return (
    <TimetableTodayCard
      group={group}
      title={title}
      headingLevel={headingLevel}
      loading={today.isPending}
      weekHref={weekHref}
    />
  );
}
