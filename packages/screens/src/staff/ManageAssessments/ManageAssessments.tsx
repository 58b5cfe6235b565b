import type { AssessmentSummary } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Container,
  EmptyState,
  Icon,
  LinkButton,
  PageHeader,
  Switch,
} from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import { StaffLoading } from '../_shared/StaffPage';
import * as frame from '../_shared/StaffPage.css';
import * as styles from './ManageAssessments.css';

export interface ManageAssessmentsViewProps {
  /** The course's title once loaded (the header names it). */
  courseTitle?: string | null;
  /** The courses list the back link leads to. */
  coursesHref: string;
  assessments: readonly AssessmentSummary[];
  loading?: boolean;
  /** The service's detail when the list failed to load ('Failed to load assessments' is the title). */
  error?: string | null;
  onRetry?: () => void;
  createHref: string;
  editHref: (assessment: AssessmentSummary) => string;
  submissionsHref: (assessment: AssessmentSummary) => string;
  /** Id of the assessment whose publish state is being changed (its switch is busy). */
  publishingId?: number | null;
  /** Id of the assessment being deleted. */
  deletingId?: number | null;
  onTogglePublish: (assessment: AssessmentSummary) => void;
  onDelete: (assessment: AssessmentSummary) => void;
  /** The course's Question bank page. */
  bankHref?: string;
}

/** Title block with the back link to the courses, shared by the two assessment screens. */
export function AssessmentsFrame({
  title,
  description,
  backHref,
  backLabel,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  backHref: string;
  backLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container asChild>
      <div className={frame.page}>
        <PageHeader
          eyebrow={
            <LinkButton asChild size="sm">
              <Link to={backHref} className={styles.back}>
                <Icon name="chevronLeft" size={16} aria-hidden />
                {backLabel}
              </Link>
            </LinkButton>
          }
          title={title}
          description={description}
          actions={actions}
          divider
        />
        {children}
      </div>
    </Container>
  );
}

/** /dashboard/courses/:courseId/assessments: the course's quizzes with publish, edit and delete. */
export function ManageAssessmentsView(props: ManageAssessmentsViewProps) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.list;
  const bank = useQuestionBankMessages().m;
  const { assessments, loading = false, error = null, courseTitle = null } = props;
  return (
    <AssessmentsFrame
      title={m.title}
      description={courseTitle ? m.description(courseTitle) : m.descriptionNoCourse}
      backHref={props.coursesHref}
      backLabel={staffAssessmentMessages.common.backToCourses}
      actions={
        <>
          {props.bankHref ? (
            <Button asChild variant="outline">
              <Link to={props.bankHref}>
                <Icon name="layers" aria-hidden />
                {bank.page.open}
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to={props.createHref}>
              <Icon name="plus" aria-hidden />
              {m.create}
            </Link>
          </Button>
        </>
      }
    >
      {loading ? (
        <StaffLoading label={staffAssessmentMessages.common.loading} />
      ) : error !== null ? (
        <Alert
          tone="error"
          title={m.loadFailed}
          action={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {staffAssessmentMessages.common.retry}
              </Button>
            ) : undefined
          }
        >
          {error && error !== m.loadFailed ? error : null}
        </Alert>
      ) : assessments.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={m.empty}
          action={
            <Button asChild variant="secondary">
              <Link to={props.createHref}>{m.create}</Link>
            </Button>
          }
        />
      ) : (
        <ul className={styles.list}>
          {assessments.map((assessment) => (
            <AssessmentCard key={assessment.id} assessment={assessment} {...props} />
          ))}
        </ul>
      )}
    </AssessmentsFrame>
  );
}

function AssessmentCard({
  assessment: a,
  ...props
}: { assessment: AssessmentSummary } & ManageAssessmentsViewProps) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.list;
  const busy = props.publishingId === a.id;
  return (
    <li className={styles.card} aria-labelledby={`assessment-${a.id}-title`}>
      <div className={styles.head}>
        <h2 id={`assessment-${a.id}-title`} className={styles.name}>
          {a.title}
        </h2>
        <div className={styles.badges}>
          <Badge tone="info">{m.types[a.assessment_type]}</Badge>
          <Badge tone={a.is_published ? 'success' : 'neutral'}>
            {a.is_published ? m.published : m.draft}
          </Badge>
        </div>
        {a.description ? <p className={styles.description}>{a.description}</p> : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.passingScore}</dt>
          <dd className={styles.factValue}>{m.passingScoreValue(a.passing_score)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.timeLimit}</dt>
          <dd className={styles.factValue}>{m.timeLimitValue(a.time_limit_minutes)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{m.questions}</dt>
          <dd className={styles.factValue}>{m.questionsValue(a.question_count, a.total_points)}</dd>
        </div>
      </dl>
      <div className={styles.footer}>
        <Switch
          checked={a.is_published}
          disabled={busy}
          aria-busy={busy || undefined}
          onCheckedChange={() => props.onTogglePublish(a)}
          label={m.publishedSwitch}
          aria-label={m.publishedLabel(a.title)}
        />
        <div className={styles.actions}>
          <Button asChild size="sm" variant="outline">
            <Link to={props.editHref(a)} aria-label={m.editLabel(a.title)}>
              <Icon name="edit" aria-hidden />
              {m.edit}
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={props.submissionsHref(a)} aria-label={m.submissionsLabel(a.title)}>
              <Icon name="inbox" aria-hidden />
              {m.submissions}
            </Link>
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={m.deleteLabel(a.title)}
            loading={props.deletingId === a.id}
            onClick={() => props.onDelete(a)}
          >
            <Icon name="trash" aria-hidden />
            {m.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
