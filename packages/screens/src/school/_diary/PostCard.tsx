import type { DiaryPost } from '@watni/api-client';
import { Badge, Button, Icon, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import { isolated } from '../_shared/isolate';
import * as styles from './diary.css';
import { kib, shortDay } from './format';

/** One diary entry: the subject, the text, the due date, who set it and its file. */
export function PostCard({
  post,
  onOpenAttachment,
  opening = false,
  actions,
  footer,
  headingLevel = 3,
}: {
  post: DiaryPost;
  /** The subject's heading: one level below the page's section heading. */
  headingLevel?: 2 | 3;
  onOpenAttachment?: (post: DiaryPost) => void;
  opening?: boolean;
  actions?: ReactNode;
  /** Below the actions: who has read it, on the teacher's screen. */
  footer?: ReactNode;
}) {
  const m = useDiaryMessages().common;
  const { format, locale, dir } = useI18n();
  // Names and file names keep their own direction inside an Urdu sentence.
  const iso = (text: string) => (dir === 'rtl' ? isolated(text) : text);
  const file = post.attachment;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.post} data-testid="diary-post">
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <Heading className={styles.subject}>
          <bdi>{post.subject_name}</bdi>
        </Heading>
        {post.due_date ? (
          <Badge tone="warning">{format(m.due, { date: shortDay(post.due_date, locale) })}</Badge>
        ) : null}
      </div>
      <p className={styles.body} dir="auto">
        {post.body}
      </p>
      <p className={styles.muted}>{format(m.postedBy, { name: iso(post.author_name) })}</p>
      {file ? (
        <div className={styles.row}>
          <Icon name="file" />
          <span className={styles.muted}>
            {format(m.attachment, {
              name: iso(file.file_name),
              size: format(m.kib, { size: kib(file.byte_size) }),
            })}
          </span>
          {onOpenAttachment ? (
            <Button
              variant="outline"
              size="sm"
              loading={opening}
              onClick={() => onOpenAttachment(post)}
            >
              {format(m.open, { name: iso(file.file_name) })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {actions ? <div className={styles.row}>{actions}</div> : null}
      {footer}
    </li>
  );
}
