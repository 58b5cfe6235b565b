import { errorMessage, useDownloadCertificate, useMyCertificates } from '@watni/api-client';
import { useState } from 'react';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import { saveBlob } from '../_shared/saveBlob';
import { MyCertificatesView } from './MyCertificates';

/** `/dashboard/certificates` (signed in): the learner's certificates and their downloads. */
export function MyCertificatesPage() {
  const { m } = useLearningLoopMessages();
  const certificates = useMyCertificates();
  const download = useDownloadCertificate();
  const [downloading, setDownloading] = useState<{ id: number; lang: 'en' | 'ur' } | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  const items = certificates.data?.items ?? [];
  return (
    <MyCertificatesView
      certificates={items}
      loading={certificates.isPending}
      error={
        certificates.isError ? errorMessage(certificates.error, m.myCertificates.loadFailed) : null
      }
      onRetry={() => void certificates.refetch()}
      downloading={downloading}
      downloadError={failed}
      onDownload={(id, lang) => {
        const certificate = items.find((item) => item.id === id);
        if (!certificate) return;
        setDownloading({ id, lang });
        setFailed(null);
        download.mutate(
          { id, lang },
          {
            onSuccess: (blob) =>
              saveBlob(blob, `${certificate.number}${lang === 'ur' ? '-ur' : ''}.pdf`),
            onError: (error) =>
              setFailed({ id, message: errorMessage(error, m.certificate.downloadFailed) }),
            onSettled: () => setDownloading(null),
          },
        );
      }}
    />
  );
}
