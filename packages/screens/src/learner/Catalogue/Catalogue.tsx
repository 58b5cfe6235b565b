import type { Course, CourseLevel, EnrollmentState } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  SearchInput,
  Select,
  Skeleton,
  useI18n,
} from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { useLearnerMessages } from '../../messages/areas';
import { useDashboardsMessages } from '../../messages/DashboardsMessages';
import * as page from '../_shared/page.css';
import * as styles from './Catalogue.css';

export const courseLevels: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

export type CourseCard = Pick<
  Course,
  'id' | 'title' | 'description' | 'level' | 'duration_hours' | 'tags' | 'currency' | 'price'
>;

export interface CatalogueViewProps {
  /** Undefined while loading. */
  courses: readonly CourseCard[] | undefined;
  /** The detail or message of a failed load (shown as 'Error loading courses: ...'). */
  error?: string | null;
  search: string;
  /** '' for every level. */
  level: CourseLevel | '';
  onSearchChange: (value: string) => void;
  onLevelChange: (value: CourseLevel | '') => void;
  /**
   * The signed-in user's enrolment state per course (a separate small call: the catalogue
   * itself stays public and shared); such cards show the state instead of Enroll Now.
   */
  enrollmentStates?: ReadonlyMap<number, EnrollmentState>;
}

const stateTone = {
  enrolled: 'success',
  pending: 'warning',
  rejected: 'danger',
  dropped: 'neutral',
} as const;

const ALL = 'all';

/** `/courses` as a pure view: search, level filter, course cards. */
export function CatalogueView({
  courses,
  error,
  search,
  level,
  onSearchChange,
  onLevelChange,
  enrollmentStates,
}: CatalogueViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.catalogue;
  const states = useDashboardsMessages().catalogue;
  const { format } = useI18n();
  const filtering = search.trim() !== '' || level !== '';
  let content: React.ReactNode;
  if (error) {
    content = <Alert tone="error">{t.error(error)}</Alert>;
  } else if (!courses) {
    content = (
      <ul className={styles.grid} aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Card.Root className={styles.card}>
              <Card.Body className={styles.body}>
                <Skeleton height="1.5rem" width="70%" />
                <Skeleton lines={3} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </ul>
    );
  } else if (courses.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="book" size={28} />}
        title={filtering ? t.noMatch : t.empty}
        headingLevel={2}
      />
    );
  } else {
    content = (
      <>
        <p className={page.muted} aria-live="polite">
          {t.count(courses.length)}
        </p>
        <ul className={styles.grid}>
          {courses.map((course) => (
            <li key={course.id}>
              <Card.Root className={styles.card} data-testid="course-card">
                <Card.Header>
                  <Card.Title level={2}>{course.title}</Card.Title>
                </Card.Header>
                <Card.Body className={styles.body}>
                  <div className={styles.meta}>
                    <Badge tone="primary">{t.levels[course.level]}</Badge>
                    {course.duration_hours ? (
                      <Badge tone="neutral">
                        <Icon name="clock" size={14} /> {t.hours(course.duration_hours)}
                      </Badge>
                    ) : null}
                  </div>
                  <p className={styles.description} dir="auto">
                    {course.description}
                  </p>
                  {course.tags.length ? (
                    <ul className={styles.tags} aria-label="Tags">
                      {course.tags.map((tag) => (
                        <li key={tag}>
                          <Badge tone="neutral" variant="soft">
                            {tag}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Card.Body>
                <Card.Footer className={styles.footer}>
                  <span className={styles.price}>
                    {course.price === 0 ? t.free : formatPrice(course.price, course.currency)}
                  </span>
                  {(() => {
                    const state = enrollmentStates?.get(course.id);
                    if (!state) {
                      return (
                        <Button asChild>
                          <Link
                            to={`/courses/${course.id}/enroll`}
                            aria-label={t.enrollIn(course.title)}
                          >
                            {t.enroll}
                          </Link>
                        </Button>
                      );
                    }
                    return (
                      <span className={styles.state}>
                        <Badge tone={stateTone[state]} data-testid="enrolment-state">
                          {states[state]}
                        </Badge>
                        {state === 'enrolled' ? (
                          <Button asChild variant="outline" size="sm">
                            <Link
                              to={`/courses/${course.id}/lessons`}
                              aria-label={format(states.openNamed, { title: course.title })}
                            >
                              {states.open}
                            </Link>
                          </Button>
                        ) : null}
                      </span>
                    );
                  })()}
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className={page.page}>
      <header>
        <h1 className={styles.heading}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </header>
      <div className={styles.toolbar}>
        <SearchInput label={t.search} value={search} onValueChange={onSearchChange} />
        <Select
          label={t.level}
          hideLabel
          options={[
            { value: ALL, label: t.allLevels },
            ...courseLevels.map((value) => ({ value, label: t.levels[value] })),
          ]}
          value={level || ALL}
          onValueChange={(value) => onLevelChange(value === ALL ? '' : (value as CourseLevel))}
        />
      </div>
      {content}
    </div>
  );
}
