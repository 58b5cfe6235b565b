import {
  errorMessage,
  useCreateReportCardRun,
  useDownloadRunFile,
  useExam,
  useExamCompleteness,
  useFillExamGaps,
  useMarkSheets,
  usePermissions,
  usePublishExam,
  useReportCardRun,
} from '@watni/api-client';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { ExamDetailView } from './ExamDetail';

/** /school/exams/:examId (staff). */
export function ExamDetailContainer() {
  const examId = Number(useParams().examId);
  const exam = useExam(examId);
  const sheets = useMarkSheets(examId);
  const publish = usePublishExam();
  const completeness = useExamCompleteness(examId);
  const fill = useFillExamGaps();
  const permissions = usePermissions();
  const [runId, setRunId] = useState<number | null>(null);
  const start = useCreateReportCardRun();
  const run = useReportCardRun(runId);
  const download = useDownloadRunFile();
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
      completeness={completeness.data ?? null}
      filling={fill.isPending}
      onFillGap={(sectionId, subjectId, status) =>
        fill.mutate(
          { examId, section_id: sectionId, subject_id: subjectId, status },
          { onSuccess: () => publish.reset() },
        )
      }
      run={run.data ?? null}
      startingRun={start.isPending}
      onStartRun={(classId, language) =>
        start.mutate(
          { examId, classId, language },
          { onSuccess: (created) => setRunId(created.id) },
        )
      }
      onDownloadRunFile={(current, sectionId, sectionName) =>
        download.mutate(
          { runId: current.id, sectionId },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `report-cards-${current.class_name}-${sectionName}-${current.language}.pdf`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
