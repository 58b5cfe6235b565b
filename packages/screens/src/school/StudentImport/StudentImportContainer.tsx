import {
  errorMessage,
  type ImportField,
  type ImportPreview,
  useCreateStudentImportRun,
  usePreviewStudentImport,
  useStudentImportRun,
} from '@watni/api-client';
import { useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { withField } from './mapping';
import { StudentImportView } from './StudentImport';
import { fileToBase64 } from './template';

type Upload = { file_name: string; content_base64: string };

/**
 * /school/students/import: check a CSV or XLSX file, map its columns, then import it (admins).
 * The import runs in the job queue, one per school at a time; the screen polls its run.
 */
export function StudentImportContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.import;
  const previewMutation = usePreviewStudentImport();
  const createRun = useCreateStudentImportRun();
  const [runId, setRunId] = useState<number | null>(null);
  const run = useStudentImportRun(runId);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mapped, setMapped] = useState(false);
  const mappingOf = (columns: ImportPreview['columns']) =>
    columns.map((column) => ({ header: column.header, field: column.field }));
  const current = runId === null ? undefined : run.data;
  const ended = current?.status === 'done' || current?.status === 'failed';
  const runError =
    current?.status === 'failed'
      ? (current.error ?? m.failed)
      : run.isError
        ? errorMessage(run.error, m.failed)
        : null;
  return (
    <StudentImportView
      preview={preview}
      result={current?.status === 'done' ? current.result : null}
      checking={previewMutation.isPending && !mapped}
      rechecking={previewMutation.isPending && mapped}
      importing={createRun.isPending || (runId !== null && !ended && !run.isError)}
      queued={current?.status === 'queued'}
      error={error ?? runError}
      onCheck={async (file) => {
        setError(null);
        setRunId(null);
        setPreview(null);
        setMapped(false);
        let body: Upload;
        try {
          body = { file_name: file.name, content_base64: await fileToBase64(file) };
        } catch {
          setError(m.readFailed);
          return;
        }
        setUpload(body);
        previewMutation.mutate(body, {
          onSuccess: setPreview,
          onError: (e) => setError(errorMessage(e, m.failed)),
        });
      }}
      onMap={(index, field: ImportField | null) => {
        if (!upload || !preview) return;
        const columns = withField(preview.columns, index, field);
        // Shown at once; the counts and problems follow from the check with these columns.
        setPreview({ ...preview, columns });
        setMapped(true);
        setError(null);
        previewMutation.mutate(
          { ...upload, mapping: mappingOf(columns) },
          {
            onSuccess: setPreview,
            onError: (e) => setError(errorMessage(e, m.failed)),
          },
        );
      }}
      onImport={(mode) => {
        if (!upload || !preview) return;
        setError(null);
        setRunId(null);
        // The columns as shown are sent, so the school's choice is remembered for next time.
        createRun.mutate(
          { ...upload, mode, mapping: mappingOf(preview.columns) },
          {
            onSuccess: (queued) => setRunId(queued.id),
            onError: (e) => setError(errorMessage(e, m.failed)),
          },
        );
      }}
    />
  );
}
