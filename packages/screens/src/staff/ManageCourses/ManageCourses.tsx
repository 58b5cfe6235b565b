import type { Course } from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Icon, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { useStaffMessages } from '../../messages/areas';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import { CourseFormDialog } from './CourseFormDialog';
import { type CourseFormValues, courseToForm, emptyCourseForm } from './courseForm';
import * as styles from './ManageCourses.css';

export type CourseDialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; course: Course };

export interface ManageCoursesViewProps {
  courses: readonly Course[];
  loading?: boolean;
  /** Already worded: 'Session expired. Please login again.' or 'Error: ' plus detail. */
  error?: string | null;
  /** Admins see publish/unpublish. */
  isAdmin: boolean;
  /** Whether the Create New Course button is enabled. */
  canCreate: boolean;
  /** For teachers with a limit: courses created so far and the limit. */
  quota?: { created: number; limit: number } | null;
  /** Whether the viewer may delete this course. */
  canDelete: (course: Course) => boolean;
  /** Links to the course's lessons and quizzes pages; omitted hides the links. */
  lessonsHref?: (course: Course) => string;
  quizzesHref?: (course: Course) => string;
  /** Link to the course's roster; omitted hides it. */
  rosterHref?: (course: Course) => string;
  dialog: CourseDialogState;
  saving?: boolean;
  /** Id of the course whose publish state is being changed. */
  publishingId?: number | null;
  onOpenCreate: () => void;
  onOpenEdit: (course: Course) => void;
  onCloseDialog: () => void;
  onCreate: (values: CourseFormValues) => void;
  onUpdate: (course: Course, values: CourseFormValues) => void;
  onDelete: (course: Course) => void;
  onTogglePublish: (course: Course) => void;
}

/** The course's roster. */
function RosterLink({ href, title }: { href: string; title: string }) {
  const r = useTeachingMessages().roster;
  const { format } = useI18n();
  return (
    <Button asChild size="sm" variant="secondary">
      <Link to={href} aria-label={format(r.linkLabel, { course: title })}>
        {r.link}
      </Link>
    </Button>
  );
}

export function ManageCoursesView(props: ManageCoursesViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.courses;
  const { courses, loading = false, error = null, quota = null, dialog } = props;
  const atLimit = quota !== null && quota.limit > 0 && quota.created >= quota.limit;
  return (
    <StaffPage
      title={m.title}
      description={m.description}
      actions={
        <Button onClick={props.onOpenCreate} disabled={!props.canCreate}>
          <Icon name="plus" aria-hidden />
          {m.create}
        </Button>
      }
    >
      {quota && quota.limit > 0 ? (
        <Alert tone={atLimit ? 'warning' : 'info'} role="status">
          {atLimit ? m.limitReached : m.quota(quota.created, quota.limit)}
        </Alert>
      ) : null}
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} />
      ) : courses.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <ul className={styles.grid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} {...props} />
          ))}
        </ul>
      )}
      {dialog.mode === 'create' ? (
        <CourseFormDialog
          mode="create"
          initial={emptyCourseForm}
          saving={props.saving}
          onSubmit={props.onCreate}
          onClose={props.onCloseDialog}
        />
      ) : dialog.mode === 'edit' ? (
        <CourseFormDialog
          key={dialog.course.id}
          mode="edit"
          initial={courseToForm(dialog.course)}
          saving={props.saving}
          onSubmit={(values) => props.onUpdate(dialog.course, values)}
          onClose={props.onCloseDialog}
        />
      ) : null}
    </StaffPage>
  );
}

function CourseCard({ course, ...props }: { course: Course } & ManageCoursesViewProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.courses;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.name}>{course.title}</h2>
        <div className={styles.badges}>
          <Badge tone={course.is_published ? 'success' : 'neutral'}>
            {course.is_published ? m.published : m.draft}
          </Badge>
          <Badge tone="info">{m.levels[course.level]}</Badge>
          {course.duration_hours ? (
            <Badge tone="neutral">{m.hours(course.duration_hours)}</Badge>
          ) : null}
          <Badge tone="primary">{formatPrice(course.price, course.currency)}</Badge>
          {course.category ? <Badge tone="accent">{course.category}</Badge> : null}
        </div>
        <p className={styles.description}>{course.description}</p>
      </div>
      <div className={styles.actions}>
        {props.lessonsHref ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={props.lessonsHref(course)}>{m.manageLessons}</Link>
          </Button>
        ) : null}
        {props.quizzesHref ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={props.quizzesHref(course)}>{m.manageQuizzes}</Link>
          </Button>
        ) : null}
        {props.rosterHref ? (
          <RosterLink href={props.rosterHref(course)} title={course.title} />
        ) : null}
        <Button
          size="sm"
          variant="outline"
          aria-label={m.editLabel(course.title)}
          onClick={() => props.onOpenEdit(course)}
        >
          {m.edit}
        </Button>
        {props.isAdmin ? (
          <Button
            size="sm"
            variant={course.is_published ? 'outline' : 'primary'}
            aria-label={m.publishLabel(course.title, course.is_published)}
            loading={props.publishingId === course.id}
            onClick={() => props.onTogglePublish(course)}
          >
            {course.is_published ? m.unpublish : m.publish}
          </Button>
        ) : null}
        {props.canDelete(course) ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={m.deleteLabel(course.title)}
            onClick={() => props.onDelete(course)}
          >
            {m.delete}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
