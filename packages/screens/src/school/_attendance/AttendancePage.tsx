import { Alert, Button, Container, PageHeader, Spinner } from '@watni/ui';
import type { ReactNode } from 'react';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import * as styles from './attendance.css';

export function AttendancePage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container asChild>
      <div className={styles.stack}>
        <PageHeader title={title} description={description} actions={actions} divider />
        {children}
      </div>
    </Container>
  );
}

export function AttendanceLoading() {
  const m = useAttendanceMessages().common;
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner size="lg" label={m.loading} />
    </div>
  );
}

export function AttendanceError({
  message,
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const m = useAttendanceMessages().common;
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {m.retry}
          </Button>
        ) : undefined
      }
    >
      {message ?? m.loadFailed}
    </Alert>
  );
}
