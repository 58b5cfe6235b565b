import type { ImportField, ImportPreview, ImportResult } from '@watni/api-client';
import { Alert, Button, Select } from '@watni/ui';
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
  /** The import is queued behind other heavy work of the school, not yet running. */
  queued?: boolean;
  /** The preview is being made again with the columns as chosen. */
  rechecking?: boolean;
  error?: string | null;
  onCheck: (file: File) => void;
  /** A column's field changed (null: ignore the column). */
  onMap?: (index: number, field: ImportField | null) => void;
  onImport: (mode: 'all' | 'valid_only') => void;
}

/** The fields in the order a school's sheet usually has them. */
export const FIELD_ORDER: readonly ImportField[] = [
  'admission_no',
  'student_name',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'b_form',
  'class',
  'section',
  'roll_no',
  'admission_date',
  'address',
  'father_name',
  'mother_name',
  'guardian_name',
  'guardian_relation',
  'guardian_cnic',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'whatsapp_consent',
];

const IGNORE = 'ignore';

const csvHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;

export function StudentImportView(props: StudentImportViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.import;
  const {
    preview,
    result,
    checking = false,
    importing = false,
    rechecking = false,
    error = null,
  } = props;
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) props.onCheck(file);
  };
  const fieldOptions = [
    { value: IGNORE, label: m.ignore },
    ...FIELD_ORDER.map((field) => ({ value: field, label: m.fields[field] })),
  ];
  const missing = preview?.missing_fields ?? [];
  const missingText = missing
    .map((field) => (field === 'father_name' ? m.missingName : m.fields[field]))
    .join(m.listSeparator);
  const blocked = missing.length > 0 || rechecking;
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
        <section className={styles.section}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.heading}>{m.columnsTitle}</legend>
            <p className={styles.muted}>{m.columnsHint}</p>
            <div className={styles.mappingGrid}>
              {preview.columns.map((column, index) => (
                <Select
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns are its positions
                  key={index}
                  label={column.header}
                  hint={
                    <>
                      {column.sample === null ? (
                        m.noSample
                      ) : (
                        // The value is the school's data: isolated, so an Urdu line keeps its order.
                        <>
                          {m.sampleLabel} <bdi>{column.sample}</bdi>
                        </>
                      )}
                      {column.source === 'remembered' ? ` · ${m.remembered}` : null}
                      {column.source === 'suggested' ? ` · ${m.suggested}` : null}
                    </>
                  }
                  options={fieldOptions}
                  value={column.field ?? IGNORE}
                  disabled={rechecking || importing}
                  onValueChange={(value) =>
                    props.onMap?.(index, value === IGNORE ? null : (value as ImportField))
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className={styles.section} aria-live="polite">
            {rechecking ? <p className={styles.muted}>{m.rechecking}</p> : null}
            {missing.length ? (
              <Alert tone="error">{m.missing(missingText)}</Alert>
            ) : (
              <Alert tone={preview.invalid_rows ? 'warning' : 'success'}>
                {m.summary(
                  preview.total_rows,
                  preview.valid_rows,
                  preview.invalid_rows,
                  preview.existing_rows,
                )}
                {preview.invalid_rows ? ` ${m.nothingWritten}` : ''}
              </Alert>
            )}
          </div>
          {preview.problems.length ? (
            <section className={styles.section} aria-labelledby="import-problems">
              <h2 id="import-problems" className={styles.heading}>
                {m.problemsCaption}
              </h2>
              <ul className={styles.problems}>
                {preview.problems.map((p) => (
                  <li key={`${p.row}-${p.column}`}>
                    <strong>{m.problemAt(p.row, p.header)}</strong>
                    {m.problemSeparator}
                    {p.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className={styles.row}>
            <Button
              disabled={blocked || preview.invalid_rows > 0 || preview.valid_rows === 0}
              loading={importing}
              loadingLabel={props.queued ? m.queued : m.importing}
              onClick={() => props.onImport('all')}
            >
              {m.importAll}
            </Button>
            {!blocked && preview.invalid_rows > 0 && preview.valid_rows > 0 ? (
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
