import type { MyDiaryGroup } from '@watni/api-client';
import { Card, Spinner, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import * as styles from '../_diary/diary.css';

export interface DiaryTodayCardProps {
  /** The student's (or a child's) day; null while loading. */
  group: MyDiaryGroup | null;
  /** The child's name on a parent's page (the heading names the child). */
  title?: string;
  headingLevel?: 2 | 3;
  loading?: boolean;
  href: string;
}

/** Today's diary on a dashboard: how many entries and their subjects, and a link to the day. */
export function DiaryTodayCard({
  group,
  title,
  headingLevel = 2,
  loading = false,
  href,
}: DiaryTodayCardProps) {
  const t = useDiaryMessages();
  const { format } = useI18n();
  const m = t.tile;
  return (
    <Card.Root variant="outline" data-testid="diary-today">
      <Card.Header>
        <Card.Title level={headingLevel}>
          {m.title}
          {title ? (
            <>
              {' · '}
              <bdi>{title}</bdi>
            </>
          ) : null}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {loading || !group ? (
          <Spinner label={t.common.loading} />
        ) : group.section_id === null ? (
          <p className={styles.muted}>{t.family.notPlaced}</p>
        ) : (
          <div className={styles.tight}>
            <p style={{ margin: 0 }}>
              {group.posts.length === 0
                ? t.common.noPosts
                : format(m.entries, { count: group.posts.length })}
            </p>
            {group.posts.length > 0 ? (
              <p className={styles.muted}>
                {[...new Set(group.posts.map((p) => p.subject_name))].join(' · ')}
              </p>
            ) : null}
            <Link to={href}>{m.open}</Link>
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}
