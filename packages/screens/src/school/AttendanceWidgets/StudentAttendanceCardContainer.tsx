import { errorMessage, useStudentMonth } from '@watni/api-client';
import { useState } from 'react';
import { pakistanToday } from '../../format/pakistanTime';
import { StudentAttendanceCard } from './StudentAttendanceCard';

/**
 * A student's month calendar and percentage, for the student profile (`studentId`), the parent's
 * home (each child) and the student's own dashboard (`'me'`).
 */
export function StudentAttendanceCardContainer({
  studentId,
  title,
  headingLevel,
  hideOnError = false,
}: {
  studentId: number | 'me';
  title?: string;
  headingLevel?: 2 | 3;
  /** Show nothing when the month cannot be read (no linked record, module off). */
  hideOnError?: boolean;
}) {
  const [month, setMonth] = useState(() => pakistanToday().slice(0, 7));
  const query = useStudentMonth(studentId, month);
  if (hideOnError && query.isError) return null;
  return (
    <StudentAttendanceCard
      month={month}
      data={query.data ?? null}
      title={title}
      headingLevel={headingLevel}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, '') || null : null}
      onMonthChange={setMonth}
    />
  );
}
