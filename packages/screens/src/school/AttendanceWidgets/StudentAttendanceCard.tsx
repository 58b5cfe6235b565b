import type { StudentMonth } from '@watni/api-client';
import { Card, Spinner, useI18n } from '@watni/ui';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import * as styles from '../_attendance/attendance.css';
import { longDate, monthName } from '../_attendance/format';
import { MonthNav } from '../_attendance/MonthNav';

export interface StudentAttendanceCardProps {
  month: string;
  data: StudentMonth | null;
  /** The card's heading level in its page. */
  headingLevel?: 2 | 3;
  /** Shown in the title when the page holds several children. */
  title?: string;
  loading?: boolean;
  error?: string | null;
  onMonthChange: (month: string) => void;
}

/** A student's month: the percentage, the totals and a calendar of marks. */
export function StudentAttendanceCard({
  month,
  data,
  headingLevel = 2,
  title,
  loading = false,
  error = null,
  onMonthChange,
}: StudentAttendanceCardProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.student;
  const weekdays = m.weekdays.split(',');
  const label = {
    present: t.common.present,
    absent: t.common.absent,
    late: t.common.late,
    leave: t.common.leave,
  };
  const code = {
    present: t.common.presentShort,
    absent: t.common.absentShort,
    late: t.common.lateShort,
    leave: t.common.leaveShort,
  };
  const lead = data?.days[0] ? new Date(`${data.days[0].day}T00:00:00Z`).getUTCDay() : 0;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title level={headingLevel}>{title ?? m.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={styles.stack}>
          <MonthNav
            month={month}
            previousLabel={m.previous}
            nextLabel={m.next}
            onMonthChange={onMonthChange}
          />
          {loading ? (
            <Spinner label={t.common.loading} />
          ) : error || !data ? (
            <p className={styles.muted}>{error ?? t.common.loadFailed}</p>
          ) : (
            <>
              {data.totals.percentage === null ? (
                <p className={styles.muted}>{m.noDays}</p>
              ) : (
                <div>
                  <p className={styles.bigFigure}>
                    {format(m.percentage, { value: data.totals.percentage })}
                  </p>
                  <p className={styles.muted}>
                    {format(m.totals, {
                      present: data.totals.present,
                      absent: data.totals.absent,
                      late: data.totals.late,
                      leave: data.totals.leave,
                    })}
                  </p>
                </div>
              )}
              <ol
                className={styles.calendar}
                aria-label={format(m.calendarCaption, { month: monthName(month, locale) })}
              >
                {weekdays.map((day) => (
                  <li key={day} className={styles.weekday} aria-hidden>
                    {day.slice(0, 3)}
                  </li>
                ))}
                {Array.from({ length: lead }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st
                  <li key={`blank${i}`} aria-hidden />
                ))}
                {data.days.map((day) => {
                  const tone = day.status
                    ? day.status
                    : day.kind === 'holiday' || day.kind === 'off'
                      ? 'closed'
                      : 'none';
                  const status = day.status
                    ? label[day.status]
                    : day.kind === 'holiday'
                      ? (day.label ?? t.common.holiday)
                      : day.kind === 'off'
                        ? t.common.offDay
                        : day.kind === 'school'
                          ? t.common.notMarked
                          : '';
                  const text = format(m.dayStatus, { date: longDate(day.day, locale), status });
                  return (
                    <li
                      key={day.day}
                      className={`${styles.dayCell} ${styles.dayTone[tone]}`}
                      title={day.note ? `${text} — ${day.note}` : text}
                    >
                      <span className={styles.dayNumber} aria-hidden>
                        {Number(day.day.slice(8))}
                      </span>
                      <span aria-hidden>{day.status ? code[day.status] : ''}</span>
                      <span className={styles.pickerLegend}>{text}</span>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
