import {
  errorMessage,
  useDownloadSectionReportCards,
  useExam,
  usePermissions,
  usePublishExam,
  useSaveRemarks,
  useSectionResults,
} from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { useExamsMessages } from '../../messages/ExamsMessages';
import { useExport } from '../_shared/useExport';
import { SectionResultsView } from './SectionResults';

/** /school/exams/:examId/results/:sectionId (admins, the section's teachers). */
export function SectionResultsContainer() {
  const params = useParams();
  const examId = Number(params.examId);
  const sectionId = Number(params.sectionId);
  const results = useSectionResults(examId, sectionId);
  const exam = useExam(examId);
  const publish = usePublishExam();
  const remarks = useSaveRemarks();
  const download = useDownloadSectionReportCards();
  const permissions = usePermissions();
  const notSaved = useExamsMessages().marks.notSaved;
  const admin = permissions.can('gradebook.administer');
  const exportMenu = useExport({ list: 'sectionResults', examId, sectionId });
  return (
    <SectionResultsView
      results={results.data ?? null}
      termName={exam.data ? `${exam.data.term_name}, ${exam.data.year_name}` : ''}
      loading={results.isPending}
      error={results.isError ? errorMessage(results.error, '') || null : null}
      onRetry={() => void results.refetch()}
      canPublish={admin}
      publishing={publish.isPending}
      publishError={publish.isError ? errorMessage(publish.error, '') : null}
      onPublish={(value) =>
        publish.mutate({ examId, publish: value }, { onSuccess: () => void results.refetch() })
      }
      canRemark={results.data?.can_edit_remarks ?? false}
      onSaveRemarks={async (studentId, text) => {
        try {
          await remarks.mutateAsync({ examId, studentId, remarks: text });
        } catch (error) {
          throw new Error(errorMessage(error, notSaved));
        }
      }}
      exportMenu={exportMenu}
      downloading={download.isPending}
      onDownload={(lang) =>
        download.mutate(
          { examId, sectionId, lang },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `report-cards-${results.data?.class_name ?? ''}-${results.data?.section_name ?? ''}-${lang}.pdf`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
