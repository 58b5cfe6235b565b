import type { AttendanceAlert } from '@watni/api-client';
import { Alert, Card, useI18n } from '@watni/ui';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import * as styles from '../_attendance/attendance.css';
import { longDate } from '../_attendance/format';

export interface AbsenceAlertsProps {
  items: readonly AttendanceAlert[];
  today: string;
}

/** The parent's in-app absence alerts: today's stand out, the last 30 days below. */
export function AbsenceAlerts({ items, today }: AbsenceAlertsProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.alerts;
  const text = (alert: AttendanceAlert) =>
    format(m.item, {
      name: `${alert.first_name} ${alert.last_name}`,
      date: longDate(alert.day, locale),
      section: format(t.common.section, {
        className: alert.class_name,
        section: alert.section_name,
      }),
    });
  const todays = items.filter((a) => a.day === today);
  const earlier = items.filter((a) => a.day !== today);
  return (
    <section className={styles.stack} aria-label={m.title}>
      {todays.map((alert) => (
        <Alert key={`${alert.student_id}-${alert.day}`} tone="warning" title={m.title}>
          {text(alert)}
          {alert.note ? ` ${format(m.note, { note: alert.note })}` : ''}
        </Alert>
      ))}
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title level={2}>{m.title}</Card.Title>
        </Card.Header>
        <Card.Body>
          {earlier.length === 0 && todays.length === 0 ? (
            <p className={styles.muted}>{m.empty}</p>
          ) : (
            <ul className={styles.plainList}>
              {items.map((alert) => (
                <li key={`${alert.student_id}-${alert.day}`}>
                  {text(alert)}
                  {alert.note ? (
                    <span className={styles.muted}> {format(m.note, { note: alert.note })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
      </Card.Root>
    </section>
  );
}
