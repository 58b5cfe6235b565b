import type { CertificateVerification } from '@watni/api-client';
import { Alert, Icon, Skeleton, VisuallyHidden } from '@watni/ui';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import * as styles from '../AttemptResult/AttemptResult.css';
import * as status from '../QuizStatus/QuizStatus.css';

export interface VerifyCertificateViewProps {
  code: string;
  /** Undefined while checking. */
  certificate: CertificateVerification | undefined;
  /** 'unknown': no such code (404); 'failed': could not check. */
  problem?: 'unknown' | 'failed' | null;
}

/** `/verify/{code}` (public): confirms a certificate with what it shows, or says it is unknown. */
export function VerifyCertificateView({ code, certificate, problem }: VerifyCertificateViewProps) {
  const { m, locale } = useLearningLoopMessages();
  const t = m.verify;
  const issued = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-PK', {
      dateStyle: 'long',
      timeZone: 'Asia/Karachi',
      numberingSystem: 'latn',
    }).format(new Date(iso));
  let body: React.ReactNode;
  if (problem === 'unknown') {
    body = (
      <Alert tone="error" title={t.unknownTitle} data-testid="verify-result" data-valid="false">
        {t.unknown}
      </Alert>
    );
  } else if (problem === 'failed') {
    body = <Alert tone="error">{t.failed}</Alert>;
  } else if (!certificate) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <Skeleton lines={5} />
      </div>
    );
  } else {
    body = (
      <section className={status.card} data-testid="verify-result" data-valid="true">
        <Alert tone="success" title={t.valid}>
          {t.validText}
        </Alert>
        <dl className={styles.answers}>
          {(
            [
              [t.name, certificate.recipient_name],
              [t.course, certificate.course_title],
              [t.school, certificate.school_name],
              [t.date, issued(certificate.issued_at)],
              [t.number, certificate.number],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={styles.answerRow}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  return (
    <div className={page.page}>
      <h1 className={status.heading}>
        <Icon name="checkCircle" size={24} /> {t.title}
      </h1>
      <p className={page.muted}>{t.intro}</p>
      <p>
        {t.codeLabel}: <strong dir="ltr">{code}</strong>
      </p>
      {body}
    </div>
  );
}
