import {
  errorMessage,
  type ImportField,
  type ImportPreview,
  type ImportResult,
  useImportStudents,
  usePreviewStudentImport,
} from '@watni/api-client';
import { useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { withField } from './mapping';
import { StudentImportView } from './StudentImport';
import { fileToBase64 } from './template';

type Upload = { file_name: string; content_base64: string };

/** /school/students/import: check a CSV or XLSX file, map its columns, then import it (admins). */
export function StudentImportContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.import;
  const previewMutation = usePreviewStudentImport();
  const importMutation = useImportStudents();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mapped, setMapped] = useState(false);
  const mappingOf = (columns: ImportPreview['columns']) =>
    columns.map((column) => ({ header: column.header, field: column.field }));
  return (
    <StudentImportView
      preview={preview}
      result={result}
      checking={previewMutation.isPending && !mapped}
      rechecking={previewMutation.isPending && mapped}
      importing={importMutation.isPending}
      error={error}
      onCheck={async (file) => {
        setError(null);
        setResult(null);
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
        // The columns as shown are sent, so the school's choice is remembered for next time.
        importMutation.mutate(
          { ...upload, mode, mapping: mappingOf(preview.columns) },
          { onSuccess: setResult, onError: (e) => setError(errorMessage(e, m.failed)) },
        );
      }}
    />
  );
}
