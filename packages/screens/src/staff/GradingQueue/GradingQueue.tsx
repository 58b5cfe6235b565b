// The To-grade queue (issues 13 and 17): submissions awaiting grading across the teacher's own
// courses (admins: the tenant's), oldest first, paged on the server; each opens the existing
// grading screen of its quiz with that submission selected.
import type { GradingQueueItem } from '@watni/api-client';
import { EmptyState, Pagination, Table, useI18n } from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useDashboardsMessages } from '../../messages/DashboardsMessages';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './GradingQueue.css';

/** The grading screen of one submission (packages/screens/src/staff/QuizSubmissions). */
export const gradingPath = (
  item: Pick<GradingQueueItem, 'course_id' | 'assessment_id' | 'submission_id'>,
) =>
  `/dashboard/courses/${item.course_id}/assessments/${item.assessment_id}/submissions?tab=pending&submission=${item.submission_id}`;

export interface GradingQueueViewProps {
  items: readonly GradingQueueItem[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Admins see the whole organisation's queue (the intro says so). */
  wholeTenant?: boolean;
}

export function GradingQueueView(props: GradingQueueViewProps) {
  const { items, total, page, pageSize, loading = false, error = null } = props;
  const m = useDashboardsMessages().queue;
  const { format, locale } = useI18n();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <StaffPage
      title={m.title}
      description={props.wholeTenant ? m.introAdmin : m.intro}
      actions={
        loading || error ? undefined : (
          <span className={styles.count} data-testid="queue-count">
            {format(m.count, { count: total })}
          </span>
        )
      }
    >
      {loading ? (
        <StaffLoading label={m.loading} />
      ) : error ? (
        <StaffError message={error} onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          <Table.Root caption={m.title}>
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>{m.student}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.course}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.quiz}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.submitted}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <span className={styles.hidden}>{m.grade}</span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {items.map((item) => {
                const student = `${item.student.first_name} ${item.student.last_name}`.trim();
                return (
                  <Table.Row key={item.submission_id} data-testid="queue-row">
                    <Table.Cell label={m.student}>{student}</Table.Cell>
                    <Table.Cell label={m.course}>{item.course_title}</Table.Cell>
                    <Table.Cell label={m.quiz}>{item.assessment_title}</Table.Cell>
                    <Table.Cell label={m.submitted}>
                      {formatPakistanDateTime(item.submitted_at, locale)}
                    </Table.Cell>
                    <Table.Cell label={m.grade}>
                      <Link
                        to={gradingPath(item)}
                        className={styles.action}
                        aria-label={format(m.gradeNamed, { student, quiz: item.assessment_title })}
                      >
                        {m.grade}
                      </Link>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          {pageCount > 1 ? (
            <Pagination page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
          ) : null}
        </>
      )}
    </StaffPage>
  );
}
