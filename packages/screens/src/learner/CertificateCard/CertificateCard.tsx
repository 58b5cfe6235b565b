import type { Certificate } from '@watni/api-client';
import { Alert, Button, Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import * as styles from '../AttemptResult/AttemptResult.css';
import * as status from '../QuizStatus/QuizStatus.css';

export interface CertificateCardProps {
  certificate: Pick<Certificate, 'id' | 'number' | 'code' | 'course_title' | 'issued_at'>;
  /** The language being prepared, if any. */
  downloading?: 'en' | 'ur' | null;
  error?: string | null;
  onDownload: (lang: 'en' | 'ur') => void;
  /** The heading's id (unique when a page lists several certificates). */
  headingId?: string;
  /** The heading names the course (a list of certificates) rather than "Your certificate". */
  titled?: boolean;
}

/** The course's certificate on the lesson list: number, code, downloads, public page. */
export function CertificateCard({
  certificate,
  downloading,
  error,
  onDownload,
  headingId = 'course-certificate',
  titled = false,
}: CertificateCardProps) {
  const { m, f, locale } = useLearningLoopMessages();
  const t = m.certificate;
  const issued = formatPakistanDate(certificate.issued_at, locale);
  return (
    <section className={status.card} aria-labelledby={headingId} data-testid="certificate-card">
      <h2 id={headingId} className={status.subheading}>
        <Icon name="checkCircle" size={20} /> {titled ? certificate.course_title : t.title}
      </h2>
      <p className={page.muted}>{f(t.earned, { course: certificate.course_title })}</p>
      <dl className={styles.answers}>
        <div className={styles.answerRow}>
          <dt className={styles.term}>{t.number}</dt>
          <dd className={styles.definition} dir="ltr">
            {certificate.number}
          </dd>
        </div>
        <div className={styles.answerRow}>
          <dt className={styles.term}>{t.code}</dt>
          <dd className={styles.definition} dir="ltr" data-testid="certificate-code">
            {certificate.code}
          </dd>
        </div>
        <div className={styles.answerRow}>
          <dt className={styles.term}>{t.issued}</dt>
          <dd className={styles.definition}>{issued}</dd>
        </div>
      </dl>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={status.actions}>
        <Button onClick={() => onDownload('en')} disabled={Boolean(downloading)}>
          {downloading === 'en' ? t.downloading : t.download}
        </Button>
        <Button variant="outline" onClick={() => onDownload('ur')} disabled={Boolean(downloading)}>
          {downloading === 'ur' ? t.downloading : t.downloadUrdu}
        </Button>
        <Link to={`/verify/${certificate.code}`} className={page.link}>
          {t.verifyLink}
        </Link>
      </div>
    </section>
  );
}
