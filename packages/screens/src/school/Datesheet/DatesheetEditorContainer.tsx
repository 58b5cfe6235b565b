import {
  type Exam,
  errorMessage,
  useDownloadDatesheet,
  useExamDatesheet,
  usePermissions,
  usePublishDatesheet,
  useRemoveDatesheetPaper,
  useSaveDatesheetPaper,
} from '@watni/api-client';
import { useState } from 'react';
import { saveBlob } from '../../learner/_shared/saveBlob';
import { DatesheetEditor } from './DatesheetEditor';

/** The datesheet on the exam's page (staff read; the office edits, publishes and prints). */
export function DatesheetEditorContainer({ exam }: { exam: Exam }) {
  const permissions = usePermissions();
  const sheet = useExamDatesheet(exam.id);
  const save = useSaveDatesheetPaper(exam.id);
  const remove = useRemoveDatesheetPaper(exam.id);
  const publish = usePublishDatesheet(exam.id);
  const download = useDownloadDatesheet();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const refused = save.error ?? remove.error;
  return (
    <DatesheetEditor
      sheet={sheet.data ?? null}
      classes={exam.classes.map((c) => ({
        class_id: c.class_id,
        class_name: c.class_name,
        subjects: c.papers.map((p) => ({ id: p.subject_id, name: p.subject_name })),
      }))}
      loading={sheet.isPending}
      error={sheet.isError ? errorMessage(sheet.error, '') || null : null}
      onRetry={() => void sheet.refetch()}
      canEdit={permissions.can('gradebook.administer')}
      saving={save.isPending}
      saveError={refused ? errorMessage(refused, '') : null}
      onSave={(paperId, body, done) => {
        remove.reset();
        save.mutate({ paperId, body }, { onSuccess: done });
      }}
      removingId={removingId}
      onRemove={(paper) => {
        save.reset();
        setRemovingId(paper.id);
        remove.mutate(paper.id, { onSettled: () => setRemovingId(null) });
      }}
      publishing={publish.isPending}
      publishError={publish.isError ? errorMessage(publish.error, '') : null}
      onPublish={() => publish.mutate()}
      printing={download.isPending}
      onPrint={(classId, className, lang) =>
        download.mutate(
          { examId: exam.id, classId, lang },
          {
            onSuccess: (blob) =>
              saveBlob(
                blob,
                `datesheet-${exam.name}-${className}-${lang}.pdf`
                  .replace(/\s+/g, '-')
                  .toLowerCase(),
              ),
          },
        )
      }
    />
  );
}
