// The role's part of the dashboard, under the spec's greeting, Admin
// Controls and three cards: a student's courses, quizzes and results; a teacher's courses, To
// grade and pending enrolments; a tenant admin's figures; a superuser's organisations. Each in
// four states: loading (skeletons), error (a sentence and Try again), empty, filled.
import type {
  Dashboard,
  PlatformDashboard,
  SchoolOfficeDay,
  StudentDashboard,
  TeacherDay,
  TeachingDashboard,
  TenantAdminDashboard,
} from '@watni/api-client';
import { Alert, Badge, Button, EmptyState, Icon, Skeleton, StatTile, useI18n } from '@watni/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useDashboardsMessages } from '../../messages/DashboardsMessages';
import { attemptResultPath } from '../_shared/attemptPath';
import * as styles from './RoleSections.css';

export type DashboardKind = Dashboard['kind'];

/** Where the To-grade queue lives (the console's Learning group). */
export const GRADING_QUEUE_PATH = '/dashboard/grading';

export { attemptResultPath } from '../_shared/attemptPath';

function Panel({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function ProgressBar({
  value,
  label,
  tone,
}: {
  value: number;
  label: string;
  tone?: 'warning' | 'danger';
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
    >
      <div
        className={`${styles.barFill} ${tone === 'warning' ? styles.barFillWarning : tone === 'danger' ? styles.barFillDanger : ''}`}
        style={{ inlineSize: `${clamped}%` }}
      />
    </div>
  );
}

function LoadingPanels({ count }: { count: number }) {
  return (
    <div className={styles.columns} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.panel}>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="100%" height="3rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------- student

function StudentSection({ data }: { data: StudentDashboard }) {
  const m = useDashboardsMessages().student;
  const { format, locale } = useI18n();
  return (
    <div className={styles.columns}>
      <Panel id="my-courses" title={m.myCourses}>
        {data.courses.length === 0 ? (
          <EmptyState
            title={m.myCoursesEmpty}
            variant="plain"
            action={
              <Link to="/courses" className={styles.action}>
                {m.browse}
              </Link>
            }
          />
        ) : (
          <ul className={styles.list}>
            {data.courses.map((course) => {
              const started = course.completed_lessons > 0;
              const href = course.next_lesson_id
                ? `/courses/${course.course_id}/lessons/${course.next_lesson_id}`
                : `/courses/${course.course_id}/lessons`;
              return (
                <li key={course.course_id} className={styles.item} data-testid="my-course">
                  <div className={styles.itemRow}>
                    <span className={styles.itemTitle}>{course.title}</span>
                    {course.completed ? <Badge tone="success">{m.completed}</Badge> : null}
                  </div>
                  <ProgressBar
                    value={course.progress}
                    label={format(m.progressLabel, { title: course.title })}
                  />
                  <div className={styles.itemRow}>
                    <span className={styles.meta}>
                      {course.total_lessons
                        ? format(m.lessonsDone, {
                            done: course.completed_lessons,
                            total: course.total_lessons,
                          })
                        : m.noLessons}
                    </span>
                    {course.completed ? null : (
                      <Link
                        to={href}
                        className={styles.action}
                        aria-label={format(started ? m.continueIn : m.startIn, {
                          title: course.title,
                        })}
                      >
                        {started ? m.continue : m.start}
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {data.courses_total > data.courses.length ? (
          <Link to="/courses" className={styles.link}>
            {format(m.moreCourses, { count: data.courses_total - data.courses.length })}
          </Link>
        ) : null}
      </Panel>

      <Panel id="upcoming-quizzes" title={m.upcoming}>
        {data.upcoming_quizzes.length === 0 ? (
          <p className={styles.meta}>{m.upcomingEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {data.upcoming_quizzes.map((quiz) => (
              <li key={quiz.assessment_id} className={styles.item}>
                <span className={styles.itemTitle}>{quiz.title}</span>
                <span className={styles.meta}>
                  {quiz.course_title} · {format(m.questions, { count: quiz.question_count })} ·{' '}
                  {quiz.time_limit_minutes
                    ? format(m.timeLimit, { minutes: quiz.time_limit_minutes })
                    : m.noTimeLimit}
                </span>
                <Link
                  to={`/assessments/${quiz.assessment_id}/take`}
                  className={styles.link}
                  aria-label={format(m.takeNamed, { title: quiz.title })}
                >
                  {m.take}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data.upcoming_total > data.upcoming_quizzes.length ? (
          <p className={styles.meta}>
            {format(m.moreUpcoming, { count: data.upcoming_total - data.upcoming_quizzes.length })}
          </p>
        ) : null}
      </Panel>

      <Panel id="recent-results" title={m.recent}>
        {data.recent_results.length === 0 ? (
          <p className={styles.meta}>{m.recentEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {data.recent_results.map((result) => (
              <li key={result.submission_id} className={styles.item} data-testid="recent-result">
                <div className={styles.itemRow}>
                  <span className={styles.itemTitle}>{result.title}</span>
                  {result.status === 'awaiting_grading' ? (
                    <Badge tone="warning">{m.awaiting}</Badge>
                  ) : (
                    <Badge tone={result.passed ? 'success' : 'danger'}>
                      {result.passed ? m.passed : m.notPassed}
                    </Badge>
                  )}
                </div>
                <span className={styles.meta}>
                  {result.course_title} ·{' '}
                  {format(m.submittedOn, { date: formatPakistanDate(result.submitted_at, locale) })}
                </span>
                {result.status === 'graded' ? (
                  <span className={styles.meta} dir="ltr">
                    {format(m.score, {
                      score: result.score,
                      max: result.max_score,
                      percentage: Math.round(result.percentage),
                    })}
                  </span>
                ) : null}
                {result.attempt_id ? (
                  <Link
                    to={attemptResultPath(result.assessment_id, result.attempt_id)}
                    className={styles.link}
                    aria-label={format(m.viewResultNamed, { title: result.title })}
                  >
                    {m.viewResult}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

// ---------------------------------------------------------------- teaching staff

/** Where a section's register of today opens (the attendance module's marking screen). */
export const registerPath = (sectionId: number) => `/school/attendance/${sectionId}`;

/** The teacher's school day: each period opens its section's register; then the registers kept. */
function MyDay({ day }: { day: TeacherDay }) {
  const m = useDashboardsMessages().myDay;
  const { format } = useI18n();
  const named = (row: { class_name: string; section_name: string }) => ({
    className: row.class_name,
    section: row.section_name,
  });
  const kept = new Set(day.registers.map((register) => register.section_id));
  return (
    <Panel
      id="my-day"
      title={m.title}
      aside={
        <Link to="/school/timetable/teachers/me" className={styles.link}>
          {m.viewTimetable}
        </Link>
      }
    >
      {!day.is_school_day ? (
        <p className={styles.meta}>{m.noSchool}</p>
      ) : day.periods.length === 0 ? (
        <p className={styles.meta}>{m.noPeriods}</p>
      ) : (
        <ol className={styles.list}>
          {day.periods.map((period) => (
            <li key={period.number} className={styles.item} data-testid="my-day-period">
              <div className={styles.itemRow}>
                <span className={styles.itemTitle}>
                  {format(m.period, { number: period.number })} · {period.subject_name}
                </span>
                <span className={styles.meta}>
                  {format(m.time, { start: period.starts_at, end: period.ends_at })}
                </span>
              </div>
              <span className={styles.meta}>
                {[
                  format(m.section, named(period)),
                  period.room ? format(m.room, { room: period.room }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {/* Only the class teacher (or the office) marks a section's register: a period in
                  another section shows its state, never a link that would be refused. */}
              {period.register_saved ? (
                <div>
                  <Badge tone="success">{m.registerSaved}</Badge>
                </div>
              ) : !kept.has(period.section_id) ? null : (
                <Link
                  to={registerPath(period.section_id)}
                  className={styles.action}
                  aria-label={format(m.openRegisterNamed, named(period))}
                >
                  {m.openRegister}
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
      {day.registers.length ? (
        <>
          <h3 className={styles.subTitle}>{m.registers}</h3>
          <ul className={styles.list}>
            {day.registers.map((register) => (
              <li key={register.section_id} className={styles.item} data-testid="my-register">
                <div className={styles.itemRow}>
                  <span className={styles.itemTitle}>{format(m.section, named(register))}</span>
                  <span className={styles.meta}>
                    {format(m.students, { count: register.students })}
                  </span>
                </div>
                {register.saved ? (
                  // Saved today, and still open to a correction (a late arrival, a leave note).
                  <div className={styles.itemRow}>
                    <Badge tone="success">{m.registerSaved}</Badge>
                    <Link
                      to={registerPath(register.section_id)}
                      className={styles.action}
                      aria-label={format(m.openSavedRegisterNamed, named(register))}
                    >
                      {m.openSavedRegister}
                    </Link>
                  </div>
                ) : day.is_school_day ? (
                  <Link
                    to={registerPath(register.section_id)}
                    className={styles.action}
                    aria-label={format(m.openRegisterNamed, named(register))}
                  >
                    {m.openRegister}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}

function TeachingSection({ data }: { data: TeachingDashboard }) {
  const m = useDashboardsMessages().teaching;
  const { format } = useI18n();
  return (
    <div className={styles.columns}>
      {data.my_day ? <MyDay day={data.my_day} /> : null}
      <Panel id="to-grade" title={format(m.toGrade, { count: data.to_grade })}>
        <p className={styles.meta}>{m.toGradeText}</p>
        <Link to={GRADING_QUEUE_PATH} className={styles.action} data-testid="to-grade-link">
          {format(m.toGrade, { count: data.to_grade })}
        </Link>
        {data.pending_enrollments !== null ? (
          <>
            <p className={styles.meta}>{m.pendingEnrollmentsText}</p>
            <Link to="/admin/enrollments" className={styles.link}>
              {format(m.pendingEnrollments, { count: data.pending_enrollments })}
            </Link>
          </>
        ) : null}
      </Panel>
      <Panel id="taught-courses" title={m.yourCourses}>
        {data.courses.length === 0 ? (
          <EmptyState
            title={m.coursesEmpty}
            variant="plain"
            action={
              <Link to="/dashboard/courses" className={styles.action}>
                {m.createCourse}
              </Link>
            }
          />
        ) : (
          <ul className={styles.list}>
            {data.courses.map((course) => (
              <li key={course.id} className={styles.item} data-testid="taught-course">
                <div className={styles.itemRow}>
                  <span className={styles.itemTitle}>{course.title}</span>
                  <Badge tone={course.is_published ? 'success' : 'neutral'}>
                    {course.is_published ? m.published : m.draft}
                  </Badge>
                </div>
                <span className={styles.meta}>
                  {format(m.enrolled, { count: course.enrolled })}
                  {course.pending ? ` · ${format(m.pending, { count: course.pending })}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data.courses_total > data.courses.length ? (
          <Link to="/dashboard/courses" className={styles.link}>
            {format(m.moreCourses, { count: data.courses_total - data.courses.length })}
          </Link>
        ) : null}
      </Panel>
    </div>
  );
}

// ---------------------------------------------------------------- tenant admin

function usageTone(used: number, limit: number | null): 'warning' | 'danger' | undefined {
  if (limit === null || limit === 0) return undefined;
  if (used > limit) return 'danger';
  if (used >= limit * 0.9) return 'warning';
  return undefined;
}

/** The school office's day: fees collected today, defaulters, today's attendance. */
function OfficeDay({ day }: { day: SchoolOfficeDay }) {
  const m = useDashboardsMessages().office;
  const { format } = useI18n();
  const fees = day.fees;
  const attendance = day.attendance;
  return (
    <section aria-labelledby="office-day" className={styles.panel}>
      <h2 id="office-day" className={styles.panelTitle}>
        {m.title}
      </h2>
      <div className={styles.statGrid}>
        {fees ? (
          <>
            <Link
              to="/school/fees?tab=vouchers"
              className={styles.tileLink}
              data-testid="office-collected"
            >
              <StatTile
                label={m.collected}
                value={<bdi dir="ltr">{formatPrice(fees.collected_today, 'PKR')}</bdi>}
                hint={format(m.collectedHint, { count: fees.payments_today })}
                icon={<Icon name="creditCard" size={22} />}
                tone="accent"
              />
            </Link>
            <Link
              to="/school/fees?tab=defaulters"
              className={styles.tileLink}
              data-testid="office-defaulters"
            >
              <StatTile
                label={m.defaulters}
                value={fees.defaulters}
                hint={format(m.defaultersHint, {
                  amount: formatPrice(fees.overdue_total, 'PKR'),
                })}
                icon={<Icon name="alertCircle" size={22} />}
              />
            </Link>
          </>
        ) : null}
        {attendance ? (
          <Link to="/school/attendance" className={styles.tileLink} data-testid="office-attendance">
            <StatTile
              label={m.attendance}
              value={
                attendance.is_school_day ? (
                  <bdi dir="ltr">
                    {attendance.present}/{attendance.students}
                  </bdi>
                ) : (
                  m.closed
                )
              }
              hint={
                attendance.is_school_day
                  ? `${format(m.attendanceHint, {
                      marked: attendance.marked,
                      sections: attendance.sections,
                    })} · ${format(m.attendanceFigures, {
                      present: attendance.present,
                      absent: attendance.absent,
                      late: attendance.late,
                      leave: attendance.leave,
                    })}`
                  : undefined
              }
              icon={<Icon name="checkCircle" size={22} />}
            />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function TenantAdminSection({ data }: { data: TenantAdminDashboard }) {
  const all = useDashboardsMessages();
  const m = all.admin;
  const { format } = useI18n();
  const usage = (what: string, used: number, limit: number | null) => {
    const tone = usageTone(used, limit);
    return (
      <li className={styles.item}>
        <div className={styles.itemRow}>
          <span className={styles.itemTitle}>{what}</span>
          <span className={styles.meta}>
            {limit === null ? format(m.usageUnlimited, { used }) : format(m.usage, { used, limit })}
          </span>
        </div>
        {limit !== null && limit > 0 ? (
          <ProgressBar
            value={(used / limit) * 100}
            label={format(m.usageLabel, { what, used, limit })}
            tone={tone}
          />
        ) : null}
        {tone ? (
          <span className={styles.meta}>{tone === 'danger' ? m.overLimit : m.nearLimit}</span>
        ) : null}
      </li>
    );
  };
  const roles = Object.keys(m.roles) as (keyof typeof m.roles)[];
  return (
    <>
      {data.school_office ? <OfficeDay day={data.school_office} /> : null}
      <section aria-labelledby="org-figures" className={styles.panel}>
        <h2 id="org-figures" className={styles.panelTitle}>
          {m.figures}
        </h2>
        <div className={styles.statGrid}>
          <Link to="/admin/enrollments" className={styles.tileLink} data-testid="admin-pending">
            <StatTile
              label={m.pendingEnrollments}
              value={data.pending_enrollments}
              hint={m.pendingEnrollmentsHint}
              icon={<Icon name="graduationCap" size={22} />}
            />
          </Link>
          <Link to={GRADING_QUEUE_PATH} className={styles.tileLink} data-testid="admin-to-grade">
            <StatTile
              label={m.toGrade}
              value={data.to_grade}
              hint={m.toGradeHint}
              icon={<Icon name="edit" size={22} />}
              tone="accent"
            />
          </Link>
        </div>
      </section>
      <div className={styles.columns}>
        <Panel id="users-by-role" title={m.users}>
          <dl className={styles.figures}>
            {roles.map((role) => (
              <div key={role} className={styles.figure}>
                <dt className={styles.figureLabel}>{m.roles[role]}</dt>
                <dd className={styles.figureValue} data-testid={`users-${role}`}>
                  {data.users[role]}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel id="plan-usage" title={m.plan}>
          <div className={styles.itemRow}>
            <span className={styles.itemTitle}>{data.plan.name ?? m.noPlan}</span>
            <Badge
              tone={
                data.plan.status === 'none'
                  ? 'danger'
                  : data.plan.status === 'trial'
                    ? 'info'
                    : 'success'
              }
            >
              {m.planStatus[data.plan.status]}
            </Badge>
          </div>
          <ul className={styles.list}>
            {usage(m.students, data.plan.students, data.plan.max_students)}
            {usage(m.teachers, data.plan.teachers, data.plan.max_teachers)}
          </ul>
          <Link to="/admin/subscriptions" className={styles.link}>
            {m.viewPlans}
          </Link>
        </Panel>
        <Panel
          id="enabled-modules"
          title={m.modules}
          aside={
            <span className={styles.meta}>
              {format(m.modulesCount, { enabled: data.modules.enabled, total: data.modules.total })}
            </span>
          }
        >
          <ul className={styles.chips}>
            {data.modules.names.map((name) => (
              <li key={name}>
                <Badge tone="neutral">{name}</Badge>
              </li>
            ))}
          </ul>
          <Link to="/admin/modules" className={styles.link}>
            {m.manageModules}
          </Link>
        </Panel>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- superuser

function PlatformSection({ data }: { data: PlatformDashboard }) {
  const m = useDashboardsMessages().platform;
  const { format } = useI18n();
  const statuses = ['trial', 'active', 'none'] as const;
  return (
    <div className={styles.columns}>
      <Panel id="organisations" title={m.organisations}>
        <p className={styles.figureValue} data-testid="organisations-count">
          {data.organisations}
        </p>
        <p className={styles.meta}>
          {format(m.organisationsHint, { active: data.active, inactive: data.inactive })}
        </p>
        <h3 className={styles.meta}>{m.byStatus}</h3>
        <dl className={styles.figures}>
          {statuses.map((status) => (
            <div key={status} className={styles.figure}>
              <dt className={styles.figureLabel}>{m.status[status]}</dt>
              <dd className={styles.figureValue}>{data.by_status[status]}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel id="pending-requests" title={m.pending}>
        <p className={styles.figureValue} data-testid="pending-requests-count">
          {data.pending_requests}
        </p>
        <p className={styles.meta}>{m.pendingHint}</p>
        <Link to="/admin/pending-users" className={styles.action}>
          {format(m.review, { count: data.pending_requests })}
        </Link>
      </Panel>
    </div>
  );
}

// ---------------------------------------------------------------- the role's part

export interface RoleSectionsProps {
  /** What the caller's role expects (from permissions), shown as skeletons while loading. */
  kind: DashboardKind;
  dashboard: Dashboard | undefined;
  error?: string | null;
  onRetry?: () => void;
}

export function RoleSections({ kind, dashboard, error, onRetry }: RoleSectionsProps) {
  const m = useDashboardsMessages().common;
  if (kind === 'parent') return null;
  if (error) {
    return (
      <Alert
        tone="error"
        data-testid="dashboard-error"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {m.retry}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  }
  if (!dashboard) return <LoadingPanels count={kind === 'student' ? 3 : 2} />;
  if (dashboard.student) return <StudentSection data={dashboard.student} />;
  if (dashboard.teaching) return <TeachingSection data={dashboard.teaching} />;
  if (dashboard.tenant_admin) return <TenantAdminSection data={dashboard.tenant_admin} />;
  if (dashboard.platform) return <PlatformSection data={dashboard.platform} />;
  return null;
}
