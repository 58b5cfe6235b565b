import type { CertificateVerification } from '@watni/api-client';
import { Alert, Icon, Skeleton, VisuallyHidden } from '@watni/ui';
import { formatPakistanDate } from '../../format/pakistanTime';
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
  const issued = (iso: string) => formatPakistanDate(iso, locale === 'ur' ? 'ur' : 'en');
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
    // A student's ID card is good while the student is at the school.
    const revoked = certificate.status === 'revoked' || certificate.status === 'left';
    const card = certificate.kind === 'student_id_card';
    const rows: [string, string][] = [
      [t.kind, t.kinds[certificate.kind]],
      [t.name, certificate.recipient_name],
      ...(certificate.course_title
        ? [[t.course, certificate.course_title] as [string, string]]
        : []),
      ...(certificate.class_name
        ? [[t.className, certificate.class_name] as [string, string]]
        : []),
      [t.school, certificate.school_name],
      [t.date, issued(certificate.issued_at)],
      [t.number, certificate.number],
    ];
    body = (
      <section
        className={status.card}
        data-testid="verify-result"
        data-valid={revoked ? 'false' : 'true'}
        data-status={certificate.status}
        data-kind={certificate.kind}
      >
        {card ? (
          <Alert tone={revoked ? 'error' : 'success'} title={revoked ? t.cardLeft : t.cardActive}>
            {revoked ? t.cardLeftText : t.cardActiveText}
          </Alert>
        ) : revoked ? (
          <Alert tone="error" title={t.revokedTitle}>
            {t.revokedText}
          </Alert>
        ) : (
          <Alert tone="success" title={t.valid}>
            {t.validText}
          </Alert>
        )}
        <dl className={styles.answers}>
          {rows.map(([label, value]) => (
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
