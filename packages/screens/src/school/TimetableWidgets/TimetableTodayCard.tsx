import type { TimetableTodayGroup } from '@watni/api-client';
import { Badge, Card, Spinner, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import * as styles from '../_timetable/timetable.css';

export interface TimetableTodayCardProps {
  /** One group: a student's (or a child's) section day, or a teacher's own lessons. */
  group: TimetableTodayGroup | null;
  /** Shown in the title when the page holds several children. */
  title?: string;
  headingLevel?: 2 | 3;
  loading?: boolean;
  error?: string | null;
  /** Where the whole week opens (a student's and a parent's dashboard). */
  weekHref?: string;
}

/** Today's periods (Pakistan time) with the current and the next one marked: the phone view. */
export function TimetableTodayCard({
  group,
  title,
  headingLevel = 2,
  loading = false,
  error = null,
  weekHref,
}: TimetableTodayCardProps) {
  const t = useTimetableMessages();
  const { format } = useI18n();
  const m = t.today;
  const teacher = group?.kind === 'teacher';
  const heading = title
    ? format(m.childTitle, { name: title })
    : teacher
      ? m.teacherTitle
      : m.title;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title level={headingLevel}>{heading}</Card.Title>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Spinner label={t.common.loading} />
        ) : error || !group ? (
          <p className={styles.muted}>{error ?? t.common.loadFailed}</p>
        ) : group.section_id === null && !teacher ? (
          <p className={styles.muted}>{m.notPlaced}</p>
        ) : group.periods.length === 0 ? (
          <p className={styles.muted}>{teacher ? m.noLessons : m.noSchool}</p>
        ) : (
          <ol className={styles.plainList} aria-label={heading}>
            {group.periods.map((p) => {
              const entry = p.entry;
              const badge = p.state === 'current' ? m.now : p.state === 'next' ? m.next : null;
              return (
                <li
                  key={p.number}
                  className={`${styles.todayItem} ${styles.todayTone[p.state]}`}
                  aria-current={p.state === 'current' ? 'time' : undefined}
                >
                  <span className={styles.todayTime}>
                    {format(t.common.time, { start: p.starts_at, end: p.ends_at })}
                  </span>
                  <span className={styles.tight}>
                    <span className={styles.row} style={{ alignItems: 'center' }}>
                      <span className={styles.subject}>
                        {p.is_break
                          ? (p.label ?? t.common.break)
                          : entry
                            ? entry.subject_name
                            : m.free}
                      </span>
                      {badge ? (
                        <Badge tone={p.state === 'current' ? 'primary' : 'neutral'}>{badge}</Badge>
                      ) : null}
                    </span>
                    {entry ? (
                      <span className={styles.small}>
                        {[
                          teacher
                            ? format(t.common.section, {
                                className: entry.class_name,
                                section: entry.section_name,
                              })
                            : format(m.with, { teacher: entry.teacher_name }),
                          entry.room ? format(t.common.room, { room: entry.room }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {weekHref && group && !teacher ? (
          <Link
            to={weekHref}
            className={styles.small}
            aria-label={title ? format(t.week.openWeekNamed, { name: title }) : undefined}
            data-testid="open-week"
          >
            {t.week.openWeek}
          </Link>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
