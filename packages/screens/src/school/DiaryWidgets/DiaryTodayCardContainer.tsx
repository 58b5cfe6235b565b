import { useMyDiary } from '@watni/api-client';
import { pakistanToday } from '../../format/pakistanTime';
import { DiaryTodayCard } from './DiaryTodayCard';

/**
 * Today's diary on the student's and the parent's dashboard (a parent: one card per child,
 * `studentId`). Nothing while the module is off or the day cannot be read.
 */
export function DiaryTodayCardContainer({
  studentId,
  title,
  headingLevel,
}: {
  studentId?: number;
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const diary = useMyDiary(pakistanToday());
  if (diary.isError) return null;
  const groups = diary.data?.groups ?? [];
  const group =
    studentId === undefined
      ? (groups[0] ?? null)
      : (groups.find((g) => g.student_id === studentId) ?? null);
  if (diary.data && !group) return null;
  return (
    <DiaryTodayCard
      group={group}
      title={title}
      headingLevel={headingLevel}
      loading={diary.isPending}
      href="/school/my-diary"
    />
  );
}
