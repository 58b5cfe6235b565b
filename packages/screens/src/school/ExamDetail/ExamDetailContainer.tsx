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
  useReturnExamResults,
  useSubmitExamForApproval,
} from '@watni/api-client';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { DatesheetEditorContainer } from '../Datesheet/DatesheetEditorContainer';
import { ExamDetailView } from './ExamDetail';

/** /school/exams/:examId (staff). */
export function ExamDetailContainer() {
  const examId = Number(useParams().examId);
  const exam = useExam(examId);
  const sheets = useMarkSheets(examId);
  const publish = usePublishExam();
  const submit = useSubmitExamForApproval();
  const sendBack = useReturnExamResults();
  // One error line for the publication's steps: the latest refusal, with its sentence.
  const refused = [publish, submit, sendBack].find((step) => step.isError)?.error;
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
      publishing={publish.isPending || submit.isPending || sendBack.isPending}
      publishError={refused ? errorMessage(refused, '') : null}
      onPublish={(value) => {
        submit.reset();
        sendBack.reset();
        publish.mutate({ examId, publish: value });
      }}
      canSubmit={permissions.can('gradebook.enterMarks')}
      onSubmitForApproval={() => {
        publish.reset();
        sendBack.reset();
        submit.mutate({ examId });
      }}
      onReturn={(reason) => {
        publish.reset();
        submit.reset();
        sendBack.mutate({ examId, reason });
      }}
      completeness={completeness.data ?? null}
      filling={fill.isPending}
      onFillGap={(sectionId, subjectId, status) =>
        fill.mutate(
          { examId, section_id: sectionId, subject_id: subjectId, status },
          { onSuccess: () => submit.reset() },
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
      datesheet={exam.data ? <DatesheetEditorContainer exam={exam.data} /> : null}
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
