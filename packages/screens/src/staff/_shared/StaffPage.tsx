import { Alert, Button, Container, PageHeader, Spinner } from '@watni/ui';
import type { ReactNode } from 'react';
import { useStaffMessages } from '../../messages/areas';
import { staffMessages } from '../../messages/staff';
import * as styles from './StaffPage.css';

interface StaffPageProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Page column and title block shared by the staff screens. */
export function StaffPage({ title, description, actions, children }: StaffPageProps) {
  return (
    <Container asChild>
      <div className={styles.page}>
        <PageHeader title={title} description={description} actions={actions} divider />
        {children}
      </div>
    </Container>
  );
}

/** Centred spinner while a screen's data loads. */
export function StaffLoading({ label = staffMessages.common.loading }: { label?: string }) {
  return (
    <div className={styles.center}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Error box with an optional retry. */
export function StaffError({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const staffMessages = useStaffMessages();
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {staffMessages.common.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
