import { Alert, Button, Container, PageHeader, Spinner } from '@watni/ui';
import type { ReactNode } from 'react';
import * as styles from './SchoolPage.css';

/** The frame of every school screen: the page's header over a grid that never widens the page. */
export function SchoolPage({
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

/** A school screen while its data loads. */
export function SchoolLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A school screen whose data did not load, with a retry when the screen can try again. */
export function SchoolError({
  message,
  retryLabel,
  onRetry,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <Alert
      tone="error"
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
