import type { Child } from '@watni/api-client';
import { Card, EmptyState } from '@watni/ui';
import type { ReactNode } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import * as styles from '../_shared/school.css';

export interface ParentHomeViewProps {
  items: readonly Child[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Shown above the children (absence alerts). */
  top?: ReactNode;
  /** Module cards of one child (attendance). */
  childExtra?: (child: Child) => ReactNode;
}

/** A parent's home: their children, each with the module cards that are on (details, courses). */
export function ParentHomeView({
  items,
  loading = false,
  error = null,
  onRetry,
  top,
  childExtra,
}: ParentHomeViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.parent;
  return (
    <StaffPage title={m.title} description={m.description}>
      {top}
      {loading ? (
        <StaffLoading />
      ) : error ? (
        <StaffError message={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <ul className={styles.cards}>
          {items.map((child) => (
            <li key={child.id}>
              <Card.Root variant="outline">
                <Card.Header>
                  <Card.Title level={2}>
                    {child.first_name} {child.last_name}
                  </Card.Title>
                </Card.Header>
                <Card.Body>
                  <dl className={styles.facts}>
                    <dt className={styles.term}>{m.admissionNo}</dt>
                    <dd className={styles.definition}>{child.admission_no}</dd>
                    <dt className={styles.term}>{m.section}</dt>
                    <dd className={styles.definition}>
                      {child.placement
                        ? `${child.placement.class_name} ${child.placement.section_name}`
                        : m.notPlaced}
                    </dd>
                    {child.placement ? (
                      <>
                        <dt className={styles.term}>{m.roll}</dt>
                        <dd className={styles.definition}>{child.placement.roll_no}</dd>
                      </>
                    ) : null}
                    <dt className={styles.term}>{m.courses}</dt>
                    <dd className={styles.definition}>
                      {child.courses.length
                        ? child.courses.map((course) => course.title).join(', ')
                        : m.noCourses}
                    </dd>
                  </dl>
                </Card.Body>
              </Card.Root>
              {childExtra?.(child)}
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
