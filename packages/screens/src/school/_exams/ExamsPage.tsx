import { Alert, Button, Container, PageHeader, Spinner } from '@watni/ui';
import type { ReactNode } from 'react';
import { useExamsMessages } from '../../messages/ExamsMessages';
import * as styles from './exams.css';

export function ExamsPage({
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

export function ExamsLoading() {
  const m = useExamsMessages().common;
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner size="lg" label={m.loading} />
    </div>
  );
}

export function ExamsError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  const m = useExamsMessages().common;
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
      {message || m.loadFailed}
    </Alert>
  );
}

/** `2026-11-21T05:00:00Z` → the day in Pakistan, in the reader's language. */
export function pakistanDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date(iso));
}
