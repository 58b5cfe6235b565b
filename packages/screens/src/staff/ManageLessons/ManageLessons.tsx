import type { Lesson } from '@watni/api-client';
import {
  Badge,
  Button,
  Container,
  EmptyState,
  Icon,
  type IconName,
  PageHeader,
  VisuallyHidden,
} from '@watni/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStaffLessonsMessages } from '../../messages/areas';
import { StaffError, StaffLoading } from '../_shared/StaffPage';
import * as page from '../_shared/StaffPage.css';
import { LessonFormDialog } from './LessonFormDialog';
import { emptyLessonForm, type LessonFormValues, lessonToForm, nextOrderIndex } from './lessonForm';
import * as styles from './ManageLessons.css';

export type LessonDialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; lesson: Lesson };

export interface ManageLessonsViewProps {
  /** The course's quizzes (drafts too), for quiz lessons. */
  quizzes?: readonly { id: number; title: string }[];
  /** The course's title; null while it loads. */
  courseTitle: string | null;
  /** The courses list the back link goes to. */
  coursesHref: string;
  /** The course's lessons, every one (drafts too), ordered by order_index then id. */
  lessons: readonly Lesson[];
  loading?: boolean;
  /** Already worded: 'Session expired. Please login again.' or 'Error: ' plus detail. */
  error?: string | null;
  dialog: LessonDialogState;
  saving?: boolean;
  /** While a new order is saved (the list already shows it): aria-busy on the list. */
  reordering?: boolean;
  /** Polite status for screen readers, e.g. 'Soil types moved to position 2 of 4'. */
  announcement?: string;
  onOpenCreate: () => void;
  onOpenEdit: (lesson: Lesson) => void;
  onCloseDialog: () => void;
  onCreate: (values: LessonFormValues) => void;
  onUpdate: (lesson: Lesson, values: LessonFormValues) => void;
  onDelete: (lesson: Lesson) => void;
  /** Move a lesson one place up (-1) or down (+1). */
  onMove: (lesson: Lesson, step: -1 | 1) => void;
}

const typeIcons: Record<Lesson['content_type'], IconName> = {
  text: 'book',
  video: 'video',
  document: 'file',
  quiz: 'award',
};

export function ManageLessonsView(props: ManageLessonsViewProps) {
  const staffLessonsMessages = useStaffLessonsMessages();
  const m = staffLessonsMessages;
  const { lessons, loading = false, error = null, dialog, courseTitle } = props;
  const listRef = useRef<HTMLOListElement | null>(null);
  // Keeps the keyboard where it was after a move: on the same button of the moved lesson, or on
  // its other move button once it reaches the top or bottom.
  const [lastMove, setLastMove] = useState<{ id: number; step: -1 | 1 } | null>(null);
  const order = lessons.map((l) => l.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes
  useEffect(() => {
    if (!lastMove || !listRef.current) return;
    const find = (step: -1 | 1) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${lastMove.id}:${step}"]:not(:disabled)`,
      );
    const target = find(lastMove.step) ?? find(lastMove.step === -1 ? 1 : -1);
    if (target && document.activeElement !== target) target.focus();
  }, [order, lastMove]);

  return (
    <Container asChild>
      <div className={page.page}>
        <PageHeader
          eyebrow={
            <Link to={props.coursesHref} className={styles.back}>
              <Icon name="chevronLeft" size={16} aria-hidden />
              {m.back}
            </Link>
          }
          title={m.title}
          description={courseTitle === null ? m.descriptionLoading : m.description(courseTitle)}
          actions={
            <Button onClick={props.onOpenCreate} disabled={loading || Boolean(error)}>
              <Icon name="plus" aria-hidden />
              {m.add}
            </Button>
          }
          divider
        />
        <VisuallyHidden>
          <div role="status" aria-live="polite">
            {props.announcement ?? ''}
          </div>
        </VisuallyHidden>
        {loading ? (
          <StaffLoading />
        ) : error ? (
          <StaffError message={error} />
        ) : lessons.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={m.empty}
            action={
              <Button variant="outline" onClick={props.onOpenCreate}>
                <Icon name="plus" aria-hidden />
                {m.add}
              </Button>
            }
          />
        ) : (
          <ol
            ref={listRef}
            className={styles.list}
            aria-label={m.listLabel(courseTitle ?? '')}
            aria-busy={props.reordering || undefined}
          >
            {lessons.map((lesson, index) => (
              <LessonRow
                key={lesson.id}
                lesson={lesson}
                position={index + 1}
                total={lessons.length}
                onMove={(step) => {
                  setLastMove({ id: lesson.id, step });
                  props.onMove(lesson, step);
                }}
                onEdit={() => props.onOpenEdit(lesson)}
                onDelete={() => props.onDelete(lesson)}
              />
            ))}
          </ol>
        )}
        {dialog.mode === 'create' ? (
          <LessonFormDialog
            mode="create"
            initial={emptyLessonForm(nextOrderIndex(lessons))}
            saving={props.saving}
            quizzes={props.quizzes}
            onSubmit={props.onCreate}
            onClose={props.onCloseDialog}
          />
        ) : dialog.mode === 'edit' ? (
          <LessonFormDialog
            key={dialog.lesson.id}
            mode="edit"
            initial={lessonToForm(dialog.lesson)}
            saving={props.saving}
            quizzes={props.quizzes}
            onSubmit={(values) => props.onUpdate(dialog.lesson, values)}
            onClose={props.onCloseDialog}
          />
        ) : null}
      </div>
    </Container>
  );
}

interface LessonRowProps {
  lesson: Lesson;
  position: number;
  total: number;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function LessonRow({ lesson, position, total, onMove, onEdit, onDelete }: LessonRowProps) {
  const staffLessonsMessages = useStaffLessonsMessages();
  const m = staffLessonsMessages;
  const titleId = `lesson-${lesson.id}-title`;
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <span className={styles.position} aria-hidden>
        {position}
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.name}>
          <VisuallyHidden>{`${m.position(position)}: `}</VisuallyHidden>
          {lesson.title}
        </h2>
        <div className={styles.badges}>
          <Badge tone="info">
            <Icon name={typeIcons[lesson.content_type]} size={14} aria-hidden />
            {m.contentTypes[lesson.content_type]}
          </Badge>
          <Badge tone={lesson.is_published ? 'success' : 'neutral'}>
            {lesson.is_published ? m.published : m.draft}
          </Badge>
          {lesson.is_mandatory ? <Badge tone="warning">{m.required}</Badge> : null}
          <Badge tone="neutral">
            <Icon name="clock" size={14} aria-hidden />
            {lesson.duration_minutes > 0 ? m.minutes(lesson.duration_minutes) : m.selfPaced}
          </Badge>
        </div>
        {lesson.description ? <p className={styles.description}>{lesson.description}</p> : null}
        {lesson.content_url &&
        (lesson.content_type === 'video' || lesson.content_type === 'document') ? (
          <p className={styles.url}>{lesson.content_url}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          data-move={`${lesson.id}:-1`}
          aria-label={m.moveUpLabel(lesson.title)}
          title={m.moveUp}
          disabled={position === 1}
          onClick={() => onMove(-1)}
        >
          <Icon name="arrowUp" aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          data-move={`${lesson.id}:1`}
          aria-label={m.moveDownLabel(lesson.title)}
          title={m.moveDown}
          disabled={position === total}
          onClick={() => onMove(1)}
        >
          <Icon name="arrowDown" aria-hidden />
        </Button>
        <Button size="sm" variant="outline" aria-label={m.editLabel(lesson.title)} onClick={onEdit}>
          <Icon name="edit" aria-hidden />
          {m.edit}
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={m.deleteLabel(lesson.title)}
          onClick={onDelete}
        >
          <Icon name="trash" aria-hidden />
          {m.delete}
        </Button>
      </div>
    </li>
  );
}
