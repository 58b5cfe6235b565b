import type { CourseRoster, RosterEntry, RosterSort, SortOrder } from '@watni/api-client';
import {
  Button,
  EmptyState,
  Icon,
  localeInfo,
  Pagination,
  SearchInput,
  Select,
  Table,
  useI18n,
} from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPakistanDate, formatPakistanDateTime } from '../../format/pakistanTime';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { fullName } from '../_shared/format';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './CourseRoster.css';

const rosterSorts = ['name', 'progress', 'last_activity', 'enrolled_at'] as const;

export interface CourseRosterViewProps {
  /** Undefined while the first page loads. */
  roster: CourseRoster | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  sort: RosterSort;
  order: SortOrder;
  search: string;
  onSortChange: (sort: RosterSort) => void;
  onOrderChange: (order: SortOrder) => void;
  onSearchChange: (search: string) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onExport: () => void;
  exporting?: boolean;
  /** Where "Back to courses" goes. */
  backHref: string;
}

/** A date and time in Pakistan time, in the reader's language: '23 Nov 2026, 2:30 pm'. */
export function pakistanDateTime(iso: string, intl: string, withTime = true): string {
  const locale = intl.startsWith('ur') ? 'ur' : 'en';
  return withTime ? formatPakistanDateTime(iso, locale) : formatPakistanDate(iso, locale);
}

/** `/dashboard/courses/{courseId}/roster`: the students of a course with their figures. */
export function CourseRosterView(props: CourseRosterViewProps) {
  const r = useTeachingMessages().roster;
  const { format, locale } = useI18n();
  const { roster, error = null, loading = false } = props;
  const title = roster ? format(r.titleFor, { course: roster.course.title }) : r.title;
  const filtering = props.search.trim() !== '';

  let content: React.ReactNode;
  if (error) content = <StaffError message={error} onRetry={props.onRetry} />;
  else if (!roster) content = <StaffLoading />;
  else if (roster.items.length === 0)
    content = (
      <EmptyState
        headingLevel={2}
        title={filtering ? r.noMatch : r.empty}
        description={filtering ? undefined : r.emptyHint}
      />
    );
  else
    content = (
      <>
        <RosterTable roster={roster} intl={localeInfo[locale].intl} />
        {props.pageCount > 1 ? (
          <Pagination
            page={props.page}
            pageCount={props.pageCount}
            onPageChange={props.onPageChange}
          />
        ) : null}
      </>
    );

  return (
    <StaffPage
      title={title}
      description={r.description}
      actions={
        <Button
          variant="secondary"
          onClick={props.onExport}
          loading={props.exporting}
          loadingLabel={r.exporting}
          disabled={!roster || roster.total === 0}
          startIcon={<Icon name="file" size={18} />}
        >
          {r.export}
        </Button>
      }
    >
      <div className={styles.body} aria-busy={loading || undefined}>
        <Link to={props.backHref} className={styles.back}>
          <Icon name="chevronLeft" size={16} /> {r.back}
        </Link>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <SearchInput
              label={r.search}
              showLabel
              placeholder={r.searchHint}
              value={props.search}
              onValueChange={props.onSearchChange}
              maxLength={100}
            />
          </div>
          <div className={styles.select}>
            <Select
              label={r.sortBy}
              value={props.sort}
              onValueChange={(v) => props.onSortChange(v as RosterSort)}
              options={rosterSorts.map((s) => ({ value: s, label: r.sorts[s] }))}
            />
          </div>
          <div className={styles.select}>
            <Select
              label={r.order}
              value={props.order}
              onValueChange={(v) => props.onOrderChange(v as SortOrder)}
              options={(['asc', 'desc'] as const).map((o) => ({ value: o, label: r.orders[o] }))}
            />
          </div>
        </div>
        {roster ? (
          <p className={styles.summary} role="status">
            {format(r.students, { count: roster.total })} ·{' '}
            {format(r.lessonsTotal, { count: roster.lessons_total })}
          </p>
        ) : null}
        {content}
      </div>
    </StaffPage>
  );
}

function QuizCell({ score }: { score: RosterEntry['quiz_scores'][number] | undefined }) {
  const r = useTeachingMessages().roster;
  const { format } = useI18n();
  if (!score || score.attempts === 0) return <span className={styles.muted}>{r.quizNotTaken}</span>;
  const round = (n: number) => Math.round(n);
  return (
    <span className={styles.scores}>
      {score.best_percentage !== null ? (
        <span>{format(r.quizBest, { best: round(score.best_percentage) })}</span>
      ) : null}
      {score.pending ? (
        <span className={styles.muted}>{r.quizPending}</span>
      ) : score.last_percentage !== null ? (
        <span className={styles.muted}>
          {format(r.quizLast, { last: round(score.last_percentage) })}
        </span>
      ) : null}
      <span className={styles.muted}>{format(r.quizAttempts, { count: score.attempts })}</span>
    </span>
  );
}

function RosterTable({ roster, intl }: { roster: CourseRoster; intl: string }) {
  const r = useTeachingMessages().roster;
  const { format } = useI18n();
  const c = r.columns;
  const total = roster.lessons_total;
  return (
    <Table.Root caption={format(r.caption, { course: roster.course.title })}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{c.student}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.progress}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.lastActivity}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.enrolled}</Table.ColumnHeader>
          {roster.quizzes.map((quiz) => (
            <Table.ColumnHeader key={quiz.id}>{quiz.title}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {roster.items.map((entry) => {
          const done = entry.lessons_completed;
          const share = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
          return (
            <Table.Row key={entry.enrollment_id}>
              <Table.Cell label={c.student}>
                <span className={styles.who}>
                  <span>{fullName(entry.user)}</span>
                  <span className={styles.muted} dir="ltr">
                    {entry.user.email}
                  </span>
                </span>
              </Table.Cell>
              <Table.Cell label={c.progress}>
                <span className={styles.progress}>
                  <span>{format(r.progressValue, { done, total })}</span>
                  <span
                    className={styles.bar}
                    role="img"
                    aria-label={format(r.progressLabel, { done, total })}
                  >
                    <span className={styles.barFill} style={{ inlineSize: `${share}%` }} />
                  </span>
                </span>
              </Table.Cell>
              <Table.Cell label={c.lastActivity}>
                {entry.last_activity_at ? (
                  pakistanDateTime(entry.last_activity_at, intl)
                ) : (
                  <span className={styles.muted}>{r.noActivity}</span>
                )}
              </Table.Cell>
              <Table.Cell label={c.enrolled}>
                {pakistanDateTime(entry.enrolled_at, intl, false)}
              </Table.Cell>
              {roster.quizzes.map((quiz, index) => (
                <Table.Cell key={quiz.id} label={quiz.title}>
                  <QuizCell score={entry.quiz_scores[index]} />
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
