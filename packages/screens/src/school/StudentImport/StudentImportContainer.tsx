import {
  errorMessage,
  type ImportPreview,
  type ImportResult,
  useImportStudents,
  usePreviewStudentImport,
} from '@watni/api-client';
import { useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { StudentImportView } from './StudentImport';
import { fileToBase64 } from './template';

/** /school/students/import: check a CSV or XLSX file, then import it (admins). */
export function StudentImportContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.import;
  const previewMutation = usePreviewStudentImport();
  const importMutation = useImportStudents();
  const [upload, setUpload] = useState<{ file_name: string; content_base64: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <StudentImportView
      preview={preview}
      result={result}
      checking={previewMutation.isPending}
      importing={importMutation.isPending}
      error={error}
      onCheck={async (file) => {
        setError(null);
        setResult(null);
        setPreview(null);
        let body: { file_name: string; content_base64: string };
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
      onImport={(mode) => {
        if (!upload) return;
        setError(null);
        importMutation.mutate(
          { ...upload, mode },
          { onSuccess: setResult, onError: (e) => setError(errorMessage(e, m.failed)) },
        );
      }}
    />
  );
}
