import type { AssessmentAdmin, Submission } from '@watni/api-client';
import { Alert, Button, EmptyState, Table, Tabs } from '@watni/ui';
import { useStaffAssessmentMessages } from '../../messages/areas';
import { fullName } from '../_shared/format';
import { StaffLoading } from '../_shared/StaffPage';
import { AssessmentsFrame } from '../ManageAssessments/ManageAssessments';
import type { GradeValues } from './gradeForm';
import { ResultBadge, StatusBadge, useFormatDateTime } from './parts';
import * as styles from './QuizSubmissions.css';
import { SubmissionDetail } from './SubmissionDetail';

export const submissionTabs = ['all', 'pending'] as const;
export type SubmissionTab = (typeof submissionTabs)[number];

export interface QuizSubmissionsViewProps {
  /** The assessment (staff view, with the correct answers) once loaded. */
  assessment: AssessmentAdmin | null;
  /** The course's assessments page the back link leads to. */
  backHref: string;
  tab: SubmissionTab;
  onTabChange: (tab: SubmissionTab) => void;
  /** Every submission (newest first); the view filters the tab. */
  submissions: readonly Submission[];
  loading?: boolean;
  /** Already worded failure of the list or of the assessment. */
  error?: string | null;
  onRetry?: () => void;
  /** The open submission's id, or null for the list. */
  selectedId: number | null;
  onOpen: (submission: Submission) => void;
  onCloseDetail: () => void;
  grading?: boolean;
  /** The service's detail of the last failed grading, shown in the form. */
  gradeError?: string | null;
  onGrade: (submission: Submission, values: GradeValues) => void;
}

export function QuizSubmissionsView(props: QuizSubmissionsViewProps) {
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const { assessment, submissions, loading = false, error = null, tab, selectedId } = props;
  const pending = submissions.filter((s) => s.grading_pending);
  const shown = tab === 'pending' ? pending : submissions;
  const selected =
    selectedId === null ? null : (submissions.find((s) => s.id === selectedId) ?? null);
  return (
    <AssessmentsFrame
      title={m.title}
      description={assessment ? m.description(assessment.title) : m.descriptionNoAssessment}
      backHref={props.backHref}
      backLabel={m.backToAssessments}
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
      ) : selectedId !== null ? (
        selected && assessment ? (
          <SubmissionDetail
            key={selected.id}
            submission={selected}
            assessment={assessment}
            grading={props.grading ?? false}
            gradeError={props.gradeError ?? null}
            onBack={props.onCloseDetail}
            onGrade={props.onGrade}
          />
        ) : (
          <Alert
            tone="warning"
            action={
              <Button variant="outline" size="sm" onClick={props.onCloseDetail}>
                {m.backToList}
              </Button>
            }
          >
            {m.notFound}
          </Alert>
        )
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => props.onTabChange(value as SubmissionTab)}>
          <Tabs.List aria-label={m.tabsLabel}>
            <Tabs.Trigger value="all" count={submissions.length}>
              {m.tabs.all}
            </Tabs.Trigger>
            <Tabs.Trigger value="pending" count={pending.length}>
              {m.tabs.pending}
            </Tabs.Trigger>
          </Tabs.List>
          {submissionTabs.map((t) => (
            <Tabs.Content key={t} value={t} className={styles.panel}>
              {t !== tab ? null : shown.length === 0 ? (
                <EmptyState headingLevel={2} title={t === 'pending' ? m.emptyPending : m.empty} />
              ) : (
                <SubmissionTable submissions={shown} onOpen={props.onOpen} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </AssessmentsFrame>
  );
}

function SubmissionTable({
  submissions,
  onOpen,
}: {
  submissions: readonly Submission[];
  onOpen: (submission: Submission) => void;
}) {
  const formatDateTime = useFormatDateTime();
  const staffAssessmentMessages = useStaffAssessmentMessages();
  const m = staffAssessmentMessages.submissions;
  const c = m.columns;
  return (
    <Table.Root caption={m.tableCaption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{c.student}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.submitted}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.score}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.result}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {submissions.map((s) => {
          const name = fullName(s.user) || s.user.email;
          return (
            <Table.Row key={s.id}>
              <Table.Cell label={c.student}>
                <span className={styles.who}>
                  <span>{name}</span>
                  <span className={styles.muted}>{s.user.email}</span>
                </span>
              </Table.Cell>
              <Table.Cell label={c.submitted}>{formatDateTime(s.submitted_at)}</Table.Cell>
              <Table.Cell label={c.score}>
                {m.scoreValue(s.score, s.max_score, s.percentage)}
              </Table.Cell>
              <Table.Cell label={c.result}>
                <ResultBadge submission={s} />
              </Table.Cell>
              <Table.Cell label={c.status}>
                <StatusBadge submission={s} />
              </Table.Cell>
              <Table.Cell label={c.actions}>
                <Button
                  size="sm"
                  variant={s.grading_pending ? 'primary' : 'outline'}
                  aria-label={s.grading_pending ? m.gradeLabel(name) : m.openLabel(name)}
                  onClick={() => onOpen(s)}
                >
                  {s.grading_pending ? m.grade : m.open}
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
