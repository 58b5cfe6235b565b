import type { Certificate } from '@watni/api-client';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';
import { CertificateCard } from '../CertificateCard/CertificateCard';

export interface MyCertificatesViewProps {
  certificates: readonly Pick<
    Certificate,
    'id' | 'number' | 'code' | 'course_title' | 'issued_at'
  >[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The certificate being prepared for download, and in which language. */
  downloading?: { id: number; lang: 'en' | 'ur' } | null;
  downloadError?: { id: number; message: string } | null;
  onDownload: (id: number, lang: 'en' | 'ur') => void;
}

/** `/dashboard/certificates`: the learner's certificates, outside any course. */
export function MyCertificatesView({
  certificates,
  loading = false,
  error = null,
  onRetry,
  downloading = null,
  downloadError = null,
  onDownload,
}: MyCertificatesViewProps) {
  const { m } = useLearningLoopMessages();
  const t = m.myCertificates;
  return (
    <div className={page.page}>
      <PageHeader title={t.title} description={t.intro} divider />
      {loading ? (
        <Spinner label={t.loading} />
      ) : error ? (
        <Alert
          tone="error"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t.retry}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : certificates.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t.empty}
          action={
            <Link to="/courses" className={page.link}>
              {t.browse}
            </Link>
          }
        />
      ) : (
        certificates.map((certificate) => (
          <CertificateCard
            key={certificate.id}
            certificate={certificate}
            headingId={`certificate-${certificate.id}`}
            titled
            downloading={downloading?.id === certificate.id ? downloading.lang : null}
            error={downloadError?.id === certificate.id ? downloadError.message : null}
            onDownload={(lang) => onDownload(certificate.id, lang)}
          />
        ))
      )}
    </div>
  );
}
