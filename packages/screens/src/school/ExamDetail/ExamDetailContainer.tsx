import {
  errorMessage,
  useExam,
  useMarkSheets,
  usePermissions,
  usePublishExam,
} from '@watni/api-client';
import { useParams } from 'react-router-dom';
import { ExamDetailView } from './ExamDetail';

/** /school/exams/:examId (staff). */
export function ExamDetailContainer() {
  const examId = Number(useParams().examId);
  const exam = useExam(examId);
  const sheets = useMarkSheets(examId);
  const publish = usePublishExam();
  const permissions = usePermissions();
  const failed = exam.error ?? sheets.error;
  return (
    <ExamDetailView
      exam={exam.data ?? null}
      sheets={sheets.data ?? null}
      loading={exam.isPending || sheets.isPending}
      error={failed ? errorMessage(failed, '') || null : null}
      onRetry={() => {
        void exam.refetch();
        void sheets.refetch();
      }}
      canPublish={permissions.can('gradebook.administer')}
      publishing={publish.isPending}
      publishError={publish.isError ? errorMessage(publish.error, '') : null}
      onPublish={(value) => publish.mutate({ examId, publish: value })}
    />
  );
}
