import {
  errorMessage,
  type TimetableTodayGroup,
  usePermissions,
  useSectionTimetable,
  useTimetableToday,
} from '@watni/api-client';
import { Navigate } from 'react-router-dom';
import { MyWeekView, type WeekOf } from './MyWeek';

/** One section's week, read when the section is known (a child not placed reads nothing). */
function useWeekOf(group: TimetableTodayGroup): WeekOf {
  const week = useSectionTimetable(group.section_id);
  return {
    name: group.title,
    studentId: group.student_id,
    week: week.data ?? null,
    notPlaced: group.section_id === null,
    loading: group.section_id !== null && week.isPending,
    error: week.isError ? errorMessage(week.error, '') || null : null,
    onRetry: () => void week.refetch(),
  };
}

function Weeks({ groups, parent }: { groups: readonly TimetableTodayGroup[]; parent: boolean }) {
  const [first, ...rest] = groups;
  if (!first) return <MyWeekView parent={parent} weeks={[]} />;
  return <WeeksFrom group={first} rest={rest} parent={parent} done={[]} />;
}

/** Hooks cannot run in a loop: each group's week is read by its own component, in turn. */
function WeeksFrom({
  group,
  rest,
  parent,
  done,
}: {
  group: TimetableTodayGroup;
  rest: readonly TimetableTodayGroup[];
  parent: boolean;
  done: readonly WeekOf[];
}) {
  const week = useWeekOf(group);
  const [next, ...later] = rest;
  if (next) return <WeeksFrom group={next} rest={later} parent={parent} done={[...done, week]} />;
  return <MyWeekView parent={parent} weeks={[...done, week]} />;
}

/**
 * /school/week: a student's own section week, a parent's each child's. The sections come from
 * today's timetable (the same answer the dashboard's Today card reads); staff have their own week.
 */
export function MyWeekContainer() {
  const permissions = usePermissions();
  const today = useTimetableToday();
  if (permissions.can('timetable.view'))
    return <Navigate to="/school/timetable/teachers/me" replace />;
  const parent = permissions.can('children.view');
  if (today.isPending) return <MyWeekView parent={parent} weeks={[]} loading />;
  if (today.isError)
    return (
      <MyWeekView
        parent={parent}
        weeks={[]}
        error={errorMessage(today.error, '') || null}
        onRetry={() => void today.refetch()}
      />
    );
  const groups = today.data.groups.filter((group) => group.kind === 'section');
  return <Weeks groups={groups} parent={parent} />;
}
