import type { AttendanceToday } from '@watni/api-client';
import { Button, Card, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import * as styles from '../_attendance/attendance.css';

export interface AdminAttendanceCardProps {
  data: AttendanceToday;
}

/** The admin dashboard's tile: today's sections marked / not yet marked and the rate. */
export function AdminAttendanceCard({ data }: AdminAttendanceCardProps) {
  const t = useAttendanceMessages();
  const { format } = useI18n();
  const m = t.adminCard;
  const missing = data.sections
    .filter((s) => !s.saved)
    .map((s) => format(t.common.section, { className: s.class_name, section: s.section_name }));
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title level={2}>{m.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={styles.stack}>
          {!data.is_school_day ? (
            <p className={styles.muted}>
              {format(m.closed, {
                reason:
                  data.closed_reason === 'Weekly off day'
                    ? t.common.weekly
                    : (data.closed_reason ?? ''),
              })}
            </p>
          ) : (
            <>
              <p className={styles.bigFigure}>
                {data.summary.totals.percentage === null
                  ? m.noRate
                  : format(m.rate, { value: data.summary.totals.percentage })}
              </p>
              <p>
                {format(m.summary, {
                  saved: data.summary.sections_saved,
                  total: data.summary.sections,
                })}
              </p>
              <p className={styles.muted}>
                {missing.length
                  ? format(m.notMarked, { sections: missing.join(', ') })
                  : m.allMarked}
              </p>
            </>
          )}
          <div>
            <Button asChild size="sm" variant="outline">
              <Link to="/school/attendance">{m.open}</Link>
            </Button>
          </div>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
