import type { DiaryPost, MyDiary } from '@watni/api-client';
import { Alert, useI18n } from '@watni/ui';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import { DayNav } from '../_diary/DayNav';
import * as styles from '../_diary/diary.css';
import { PostCard } from '../_diary/PostCard';
import { TimetableError, TimetableLoading, TimetablePage } from '../_timetable/TimetablePage';

export interface MyDiaryViewProps {
  /** A parent sees each child; a student their own section. */
  parent: boolean;
  day: string;
  today: string;
  diary: MyDiary | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onDayChange: (day: string) => void;
  onOpenAttachment?: (post: DiaryPost) => void;
  openingId?: number | null;
  openError?: string | null;
}

/** /school/my-diary: the day's homework and notes, for a student or for each of a parent's children. */
export function MyDiaryView({
  parent,
  day,
  today,
  diary,
  loading = false,
  error = null,
  onRetry,
  onDayChange,
  onOpenAttachment,
  openingId = null,
  openError = null,
}: MyDiaryViewProps) {
  const t = useDiaryMessages();
  const { format } = useI18n();
  const m = t.family;
  return (
    <TimetablePage title={parent ? m.parentTitle : m.title} description={m.description}>
      <DayNav day={day} today={today} onDayChange={onDayChange} />
      {openError ? <Alert tone="error">{openError}</Alert> : null}
      {loading ? (
        <TimetableLoading />
      ) : error || !diary ? (
        <TimetableError message={error ?? t.common.loadFailed} onRetry={onRetry} />
      ) : diary.groups.length === 0 ? (
        <p className={styles.muted}>{m.none}</p>
      ) : (
        diary.groups.map((child) => (
          <section
            key={child.student_id}
            className={styles.stack}
            aria-label={child.name}
            data-testid="diary-of"
          >
            {parent ? (
              <h2 className={styles.heading}>
                <bdi>{child.name}</bdi>
              </h2>
            ) : null}
            {child.section_id === null ? (
              <p className={styles.muted}>{m.notPlaced}</p>
            ) : (
              <>
                <p className={styles.muted}>
                  <bdi>
                    {format(t.common.section, {
                      className: child.class_name ?? '',
                      section: child.section_name ?? '',
                    })}
                  </bdi>
                </p>
                {child.posts.length === 0 ? (
                  <p className={styles.muted}>{t.common.noPosts}</p>
                ) : (
                  <ul className={styles.list}>
                    {child.posts.map((post) => (
                      <PostCard
                        key={post.id}
                        post={post}
                        onOpenAttachment={onOpenAttachment}
                        opening={openingId === post.id}
                        headingLevel={parent ? 3 : 2}
                      />
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>
        ))
      )}
    </TimetablePage>
  );
}
