import type { SectionMonth } from '@watni/api-client';
import { Button, EmptyState, LinkButton, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { AttendanceError, AttendanceLoading, AttendancePage } from '../_attendance/AttendancePage';
import * as styles from '../_attendance/attendance.css';
import { monthName } from '../_attendance/format';
import { MonthNav } from '../_attendance/MonthNav';
import { ExportMenu, type ExportMenuProps } from '../_shared/ExportMenu';

export interface AttendanceMonthViewProps {
  month: string;
  data: SectionMonth | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onMonthChange: (month: string) => void;
  /** The Export menu (CSV / Excel), the server's file of this register. */
  exportMenu: ExportMenuProps;
  onPrint: () => void;
}

/** A section's month register: students × days (P / A / L / Lv), totals and percentage. */
export function AttendanceMonthView({
  month,
  data,
  loading = false,
  error = null,
  onRetry,
  onMonthChange,
  exportMenu,
  onPrint,
}: AttendanceMonthViewProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.month;
  const code = {
    present: t.common.presentShort,
    absent: t.common.absentShort,
    late: t.common.lateShort,
    leave: t.common.leaveShort,
  };
  const section = data
    ? format(t.common.section, { className: data.class_name, section: data.section_name })
    : '';
  const percent = (value: number | null) =>
    value === null ? t.common.noPercent : format(t.common.percent, { value });
  return (
    <AttendancePage
      title={data ? format(m.title, { section }) : t.register.month}
      description={m.description}
      actions={
        data ? (
          <div className={`${styles.row} ${styles.noPrint}`}>
            <ExportMenu listName={section} {...exportMenu} />
            <Button variant="outline" size="sm" onClick={onPrint}>
              {m.print}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className={`${styles.spread} ${styles.noPrint}`}>
        <MonthNav
          month={month}
          previousLabel={m.previous}
          nextLabel={m.next}
          onMonthChange={onMonthChange}
        />
        <LinkButton asChild>
          <Link to="/school/attendance">{t.register.back}</Link>
        </LinkButton>
      </div>
      {loading ? (
        <AttendanceLoading />
      ) : error || !data ? (
        <AttendanceError message={error} onRetry={onRetry} />
      ) : data.rows.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          {/* A scroll region the keyboard reaches (and a screen reader names) on a phone. */}
          <section
            className={styles.gridWrap}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label={format(m.caption, { section, month: monthName(month, locale) })}
          >
            <table className={styles.grid}>
              <caption>{format(m.caption, { section, month: monthName(month, locale) })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.stickyName}>
                    {m.student}
                  </th>
                  {data.days.map((day) => (
                    <th
                      key={day.day}
                      scope="col"
                      className={day.kind === 'school' ? undefined : styles.closedDay}
                      title={day.label ?? undefined}
                    >
                      {Number(day.day.slice(8))}
                    </th>
                  ))}
                  <th scope="col">{code.present}</th>
                  <th scope="col">{code.absent}</th>
                  <th scope="col">{code.late}</th>
                  <th scope="col">{code.leave}</th>
                  <th scope="col">%</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.student_id}>
                    <th scope="row" className={styles.stickyName}>
                      {row.roll_no}. {row.first_name} {row.last_name}
                    </th>
                    {row.marks.map((mark, i) => {
                      const day = data.days[i]!;
                      return (
                        <td
                          key={day.day}
                          className={
                            mark
                              ? styles.markTone[mark]
                              : day.kind === 'school'
                                ? undefined
                                : styles.closedDay
                          }
                        >
                          {mark ? code[mark] : ''}
                        </td>
                      );
                    })}
                    <td>{row.totals.present}</td>
                    <td>{row.totals.absent}</td>
                    <td>{row.totals.late}</td>
                    <td>{row.totals.leave}</td>
                    <td>{percent(row.totals.percentage)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className={styles.muted}>
            {format(m.classTotals, {
              present: data.totals.present,
              absent: data.totals.absent,
              late: data.totals.late,
              leave: data.totals.leave,
              days: data.totals.days,
              value: data.totals.percentage ?? 0,
            })}
          </p>
        </>
      )}
    </AttendancePage>
  );
}
