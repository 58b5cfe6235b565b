import type { AttendanceToday } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, StatTile, Table, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { AttendanceError, AttendanceLoading, AttendancePage } from '../_attendance/AttendancePage';
import * as styles from '../_attendance/attendance.css';
import { longDate } from '../_attendance/format';

export interface AttendanceTodayViewProps {
  data: AttendanceToday | null;
  /** Admins: the whole school, the staff register and the holiday settings. */
  isAdmin: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** "Today": the caller's sections (a teacher's own; an admin's all) and whether each is marked. */
export function AttendanceTodayView({
  data,
  isAdmin,
  loading = false,
  error = null,
  onRetry,
}: AttendanceTodayViewProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.today;
  return (
    <AttendancePage
      title={m.title}
      description={m.description}
      actions={
        isAdmin ? (
          <div className={styles.row}>
            <Button asChild variant="outline" size="sm">
              <Link to="/school/attendance/staff">{m.staff}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/school/attendance/settings">{m.settings}</Link>
            </Button>
          </div>
        ) : undefined
      }
    >
      {loading ? (
        <AttendanceLoading />
      ) : error || !data ? (
        <AttendanceError message={error} onRetry={onRetry} />
      ) : (
        <>
          <h2 className={styles.heading}>
            {format(m.dayHeading, { date: longDate(data.day, locale) })}
          </h2>
          {!data.is_school_day ? (
            <Alert tone="info">
              {format(m.closed, {
                reason:
                  data.closed_reason === 'Weekly off day'
                    ? t.common.weekly
                    : (data.closed_reason ?? ''),
              })}
            </Alert>
          ) : null}
          {isAdmin && data.sections.length ? (
            <div className={styles.row}>
              <StatTile
                label={t.adminCard.title}
                value={format(m.summary, {
                  saved: data.summary.sections_saved,
                  total: data.summary.sections,
                })}
                hint={
                  data.summary.totals.percentage === null
                    ? m.noRate
                    : format(m.rate, { value: data.summary.totals.percentage })
                }
              />
            </div>
          ) : null}
          {data.sections.length === 0 ? (
            <EmptyState headingLevel={2} title={isAdmin ? m.noSectionsAdmin : m.noSections} />
          ) : (
            <Table.Root caption={m.sectionsCaption}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.sectionColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader align="end">{m.studentsColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.statusColumn}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <span className={styles.pickerLegend}>{t.register.month}</span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {data.sections.map((section) => {
                  const name = format(t.common.section, {
                    className: section.class_name,
                    section: section.section_name,
                  });
                  return (
                    <Table.Row key={section.section_id}>
                      <Table.Cell label={m.sectionColumn}>
                        <strong>{name}</strong>
                      </Table.Cell>
                      <Table.Cell label={m.studentsColumn} align="end">
                        {section.students}
                      </Table.Cell>
                      <Table.Cell label={m.statusColumn}>
                        {section.saved ? (
                          <div className={styles.stack} style={{ gap: '0.25rem' }}>
                            <Badge tone="success">{m.saved}</Badge>
                            <span className={styles.muted}>
                              {format(m.savedSummary, {
                                absent: section.totals.absent,
                                late: section.totals.late,
                                leave: section.totals.leave,
                              })}
                            </span>
                          </div>
                        ) : (
                          <Badge tone="warning">{m.notSaved}</Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell label={t.register.month}>
                        <div className={styles.row}>
                          {data.is_school_day ? (
                            <Button
                              asChild
                              size="sm"
                              variant={section.saved ? 'outline' : 'primary'}
                            >
                              <Link to={`/school/attendance/${section.section_id}?day=${data.day}`}>
                                {format(section.saved ? m.edit : m.mark, { section: name })}
                              </Link>
                            </Button>
                          ) : null}
                          <Button asChild size="sm" variant="ghost">
                            <Link
                              to={`/school/attendance/${section.section_id}/month?month=${data.day.slice(0, 7)}`}
                            >
                              {format(m.month, { section: name })}
                            </Link>
                          </Button>
                        </div>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </>
      )}
    </AttendancePage>
  );
}
