import type { Course, CourseLevel } from '@watni/api-client';
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
} from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { learnerMessages } from '../../messages/learner';
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
}

const ALL = 'all';

/** `/courses` as a pure view: search, level filter, course cards. */
export function CatalogueView({
  courses,
  error,
  search,
  level,
  onSearchChange,
  onLevelChange,
}: CatalogueViewProps) {
  const t = learnerMessages.catalogue;
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
                  <p className={styles.description}>{course.description}</p>
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
                  <Button asChild>
                    <Link to={`/courses/${course.id}/enroll`} aria-label={t.enrollIn(course.title)}>
                      {t.enroll}
                    </Link>
                  </Button>
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
