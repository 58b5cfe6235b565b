import { Alert, Button, Container, PageHeader, Spinner } from '@watni/ui';
import type { ReactNode } from 'react';
import { useTimetableMessages } from '../../messages/TimetableMessages';
import * as styles from './timetable.css';

export function TimetablePage({
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

export function TimetableLoading() {
  const m = useTimetableMessages().common;
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner size="lg" label={m.loading} />
    </div>
  );
}

export function TimetableError({
  message,
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const m = useTimetableMessages().common;
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
