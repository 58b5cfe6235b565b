import { useMyChildren } from '@watni/api-client';
import { useSchoolMessages } from '../../messages/areas';
import { AbsenceAlertsContainer } from '../AttendanceWidgets/AbsenceAlertsContainer';
import { StudentAttendanceCardContainer } from '../AttendanceWidgets/StudentAttendanceCardContainer';
import { DiaryTodayCardContainer } from '../DiaryWidgets/DiaryTodayCardContainer';
import { TimetableTodayCardContainer } from '../TimetableWidgets/TimetableTodayCardContainer';
import { ParentHomeView } from './ParentHome';

/** The parent's dashboard (/dashboard for a parent account). */
export function ParentHomeContainer() {
  const schoolMessages = useSchoolMessages();
  const children = useMyChildren();
  return (
    <ParentHomeView
      items={children.data?.items ?? []}
      loading={children.isPending}
      error={children.isError ? schoolMessages.parent.loadFailed : null}
      onRetry={() => void children.refetch()}
      top={<AbsenceAlertsContainer />}
      childExtra={(child) => (
        <>
          <StudentAttendanceCardContainer
            studentId={child.id}
            title={`${child.first_name} ${child.last_name}`}
            headingLevel={3}
            hideOnError
          />
          {/* The child's periods today */}
          <TimetableTodayCardContainer
            studentId={child.id}
            title={`${child.first_name} ${child.last_name}`}
            headingLevel={3}
            weekHref="/school/week"
          />
          {/* the child's homework and notes today */}
          <DiaryTodayCardContainer
            studentId={child.id}
            title={`${child.first_name} ${child.last_name}`}
            headingLevel={3}
          />
        </>
      )}
    />
  );
}
