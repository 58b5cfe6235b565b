import {
  errorMessage,
  useDownloadReportCard,
  useMyResults,
  useStudentResult,
} from '@watni/api-client';
import { useState } from 'react';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { FamilyResultsView } from './FamilyResults';

/** /school/results (students and parents). */
export function FamilyResultsContainer() {
  const results = useMyResults();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [examId, studentId] = (openKey ?? '0:0').split(':').map(Number) as [number, number];
  const detail = useStudentResult(examId, studentId);
  const download = useDownloadReportCard();
  return (
    <FamilyResultsView
      results={results.data?.items ?? null}
      loading={results.isPending}
      error={results.isError ? errorMessage(results.error, '') || null : null}
      onRetry={() => void results.refetch()}
      openKey={openKey}
      detail={detail.data ?? null}
      detailLoading={detail.isFetching}
      onToggle={(key) => setOpenKey((open) => (open === key ? null : key))}
      downloading={download.isPending}
      onDownload={(r, lang) =>
        download.mutate(
          { examId: r.exam_id, studentId: r.student_id, lang },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `report-card-${r.exam_name}-${r.student_name}-${lang}.pdf`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
