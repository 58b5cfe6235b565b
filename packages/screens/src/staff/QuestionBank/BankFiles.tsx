// The question bank's files: the Import dialog (format, paste or pick a file, check it, the
// questions and problems by file and line, then Import) and the Export menu (GIFT, Aiken,
// QTI 2.1, QTI 3.0 package).
import type {
  BankImportPreview,
  BankImportProblem,
  QuestionFileFormat,
  QuestionType,
} from '@watni/api-client';
import { Alert, Badge, Button, Dialog, Popover, RadioGroup, TextArea, TextField } from '@watni/ui';
import type { FormEvent } from 'react';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import * as styles from './QuestionBank.css';

const QUESTION_FILE_FORMATS: readonly QuestionFileFormat[] = ['gift', 'aiken', 'qti', 'qti3'];

export interface ImportQuestionsDialogProps {
  format: QuestionFileFormat;
  onFormatChange: (format: QuestionFileFormat) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** A file picked: the container reads its text, or a .zip as a QTI 3.0 package (or refuses it as too big). */
  onFile: (file: File) => void;
  /** The QTI 3.0 package (.zip) chosen, sent instead of the text; null when text is sent. */
  packageName?: string | null;
  /** Drops the chosen package to paste text instead. */
  onClearPackage?: () => void;
  tags: string;
  onTagsChange: (tags: string) => void;
  /** Shown on the text field (nothing pasted, a file too big). */
  textError?: string | null;
  onCheck: () => void;
  checking?: boolean;
  /** The service's refusal of the check or of the import. */
  error?: string | null;
  /** The last check of the text as it is now; null once the text or format changes. */
  preview: BankImportPreview | null;
  onImport: () => void;
  importing?: boolean;
  /** The import is queued behind other heavy work of the school, not yet running. */
  queued?: boolean;
  onClose: () => void;
}

const SHOWN = 100;

/** A file name or path kept left to right inside an Urdu sentence (Unicode isolates). */
const isolate = (text: string) => `\u2066${text}\u2069`;

export function ImportQuestionsDialog(props: ImportQuestionsDialogProps) {
  const { m, f } = useQuestionBankMessages();
  const x = m.files;
  const preview = props.preview;
  const ready = preview !== null && preview.problems.length === 0 && preview.questions.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCheck();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>{x.importTitle}</Dialog.Title>
          <Dialog.Description>{x.importIntro}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={styles.form}>
          <form onSubmit={submit} noValidate className={styles.form} aria-label={x.importTitle}>
            <RadioGroup
              label={x.format}
              orientation="horizontal"
              value={props.format}
              onValueChange={(value) => props.onFormatChange(value as QuestionFileFormat)}
              options={QUESTION_FILE_FORMATS.map((format) => ({
                value: format,
                label: x.formats[format],
              }))}
            />
            <label className={styles.file}>
              <span>{x.file}</span>
              <input
                type="file"
                accept=".txt,.gift,.xml,.zip,text/plain,application/xml,text/xml,application/zip"
                aria-describedby="bank-file-hint"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) props.onFile(file);
                }}
              />
              <span id="bank-file-hint" className={styles.muted}>
                {x.fileHint}
              </span>
            </label>
            {props.packageName ? (
              <div className={styles.packageRow} data-testid="bank-import-package">
                <span>{f(x.packageChosen, { name: isolate(props.packageName) })}</span>
                <Button type="button" variant="ghost" size="sm" onClick={props.onClearPackage}>
                  {x.packageClear}
                </Button>
              </div>
            ) : (
              <TextArea
                label={x.text}
                value={props.text}
                rows={8}
                dir="auto"
                spellCheck={false}
                textareaClassName={styles.code}
                error={props.textError ?? undefined}
                onChange={(event) => props.onTextChange(event.target.value)}
              />
            )}
            {props.packageName && props.textError ? (
              <Alert tone="error">{props.textError}</Alert>
            ) : null}
            <TextField
              label={x.tags}
              hint={x.tagsHint}
              value={props.tags}
              onChange={(event) => props.onTagsChange(event.target.value)}
            />
            <div>
              <Button
                type="submit"
                variant="outline"
                loading={props.checking}
                loadingLabel={x.checking}
              >
                {x.check}
              </Button>
            </div>
          </form>
          {props.error ? <Alert tone="error">{props.error}</Alert> : null}
          {preview ? <PreviewResult preview={preview} /> : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              {x.close}
            </Button>
          </Dialog.Close>
          {ready ? (
            <Button
              loading={props.importing}
              loadingLabel={props.queued ? x.queued : x.importing}
              onClick={props.onImport}
            >
              {f(x.importCount, { count: preview.questions.length })}
            </Button>
          ) : null}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PreviewResult({ preview }: { preview: BankImportPreview }) {
  const { m, f } = useQuestionBankMessages();
  const x = m.files;
  const { problems, questions } = preview;
  return (
    <section aria-live="polite" className={styles.form} data-testid="bank-import-preview">
      {problems.length > 0 ? (
        <Alert tone="warning" title={f(x.problemsTitle, { count: problems.length })}>
          <ul className={styles.problems}>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share a line
              <ProblemItem key={index} problem={problem} />
            ))}
          </ul>
        </Alert>
      ) : null}
      <p className={styles.text}>
        <strong>{f(problems.length > 0 ? x.read : x.found, { count: questions.length })}</strong>
      </p>
      {questions.length > 0 ? (
        <ol className={styles.previewList}>
          {questions.slice(0, SHOWN).map((question) => (
            <li key={`${question.file ?? ''}:${question.line}`} className={styles.previewItem}>
              <span className={styles.muted}>
                {question.file
                  ? f(x.fileLine, { file: isolate(question.file), line: question.line })
                  : f(x.line, { line: question.line })}
              </span>
              <Badge tone="neutral">{x.types[question.question_type as QuestionType]}</Badge>
              <span dir="auto" className={styles.previewText}>
                {question.question_text}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function ProblemItem({ problem }: { problem: BankImportProblem }) {
  const { m, f, locale } = useQuestionBankMessages();
  const x = m.files;
  // The service's sentence is English and names the exact cause; other languages lead with
  // their own sentence for the kind of problem and keep the English one beside it.
  return (
    <li>
      <strong>
        {problem.file
          ? f(x.fileLine, { file: isolate(problem.file), line: problem.line })
          : f(x.problemLine, { line: problem.line })}
      </strong>{' '}
      {locale === 'en' ? (
        problem.message
      ) : (
        <>
          {x.codes[problem.code]}{' '}
          <span lang="en" dir="ltr" className={styles.muted}>
            ({problem.message})
          </span>
        </>
      )}
    </li>
  );
}

interface ExportMenuProps {
  onExport: (format: QuestionFileFormat) => void;
  exporting?: boolean;
  disabled?: boolean;
}

export function ExportMenu({ onExport, exporting = false, disabled = false }: ExportMenuProps) {
  const { m } = useQuestionBankMessages();
  const x = m.files;
  const items: [QuestionFileFormat, string][] = [
    ['gift', x.exportGift],
    ['aiken', x.exportAiken],
    ['qti', x.exportQti],
    ['qti3', x.exportQti3],
  ];
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" disabled={disabled} loading={exporting} aria-label={x.exportMenu}>
          {x.export}
        </Button>
      </Popover.Trigger>
      <Popover.Content align="end" aria-label={x.exportMenu}>
        <ul className={styles.menu}>
          {items.map(([format, label]) => (
            <li key={format}>
              <Popover.Close asChild>
                <Button
                  variant="ghost"
                  className={styles.menuItem}
                  onClick={() => onExport(format)}
                >
                  {label}
                </Button>
              </Popover.Close>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
