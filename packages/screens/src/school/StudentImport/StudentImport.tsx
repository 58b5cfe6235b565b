import type { ImportPreview, ImportResult } from '@watni/api-client';
import { Alert, Button, Table } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useSchoolMessages } from '../../messages/areas';
import { StaffPage } from '../../staff/_shared/StaffPage';
import * as styles from '../_shared/school.css';
import { templateCsv } from './template';

export interface StudentImportViewProps {
  preview: ImportPreview | null;
  result: ImportResult | null;
  checking?: boolean;
  importing?: boolean;
  error?: string | null;
  onCheck: (file: File) => void;
  onImport: (mode: 'all' | 'valid_only') => void;
}

const csvHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;

export function StudentImportView(props: StudentImportViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.import;
  const { preview, result, checking = false, importing = false, error = null } = props;
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) props.onCheck(file);
  };
  return (
    <StaffPage title={m.title} description={m.description}>
      <p>
        <a href={csvHref(templateCsv())} download="students-template.csv">
          {m.template}
        </a>
      </p>
      <form className={styles.inlineForm} onSubmit={submit} aria-label={m.check}>
        <label className={styles.who}>
          <span>{m.file}</span>
          <input
            type="file"
            name="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="import-file-hint"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
          <span id="import-file-hint" className={styles.muted}>
            {m.fileHint}
          </span>
        </label>
        <Button type="submit" loading={checking} loadingLabel={m.checking} disabled={!file}>
          {m.check}
        </Button>
      </form>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {preview && !result ? (
        <section className={styles.section} aria-live="polite">
          <Alert tone={preview.invalid_rows ? 'warning' : 'success'}>
            {m.summary(
              preview.total_rows,
              preview.valid_rows,
              preview.invalid_rows,
              preview.existing_rows,
            )}
            {preview.invalid_rows ? ` ${m.nothingWritten}` : ''}
          </Alert>
          {preview.problems.length ? (
            <Table.Root caption={m.problemsCaption}>
              <Table.Head>
                <Table.Row>
                  <Table.ColumnHeader>{m.row}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.column}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.problem}</Table.ColumnHeader>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {preview.problems.map((p) => (
                  <Table.Row key={`${p.row}-${p.column}`}>
                    <Table.Cell label={m.row}>{p.row}</Table.Cell>
                    <Table.Cell label={m.column}>{p.column}</Table.Cell>
                    <Table.Cell label={m.problem}>{p.message}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
          <div className={styles.row}>
            <Button
              disabled={preview.invalid_rows > 0 || preview.valid_rows === 0}
              loading={importing}
              loadingLabel={m.importing}
              onClick={() => props.onImport('all')}
            >
              {m.importAll}
            </Button>
            {preview.invalid_rows > 0 && preview.valid_rows > 0 ? (
              <Button
                variant="outline"
                disabled={importing}
                onClick={() => props.onImport('valid_only')}
              >
                {m.importValid}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      {result ? (
        <section className={styles.section} aria-live="polite">
          <Alert tone="success">{m.done(result.created, result.existing_rows)}</Alert>
          {result.rejected_csv ? (
            <a href={csvHref(result.rejected_csv)} download="students-not-imported.csv">
              {m.downloadRejected}
            </a>
          ) : null}
        </section>
      ) : null}
    </StaffPage>
  );
}
