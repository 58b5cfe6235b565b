import type { Datesheet, DatesheetPaper, DatesheetPaperSave } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  DateField,
  Select,
  Spinner,
  Table,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { formatPakistanDate } from '../../format/pakistanTime';
import { useDatesheetMessages } from '../../messages/DatesheetMessages';
import * as styles from '../_exams/exams.css';

export interface DatesheetClassOption {
  class_id: number;
  class_name: string;
  subjects: { id: number; name: string }[];
}

export interface DatesheetEditorProps {
  sheet: Datesheet | null;
  /** The exam's classes and their subjects (the papers a datesheet row can be for). */
  classes: DatesheetClassOption[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The office (gradebook.administer) edits and publishes; other staff read. */
  canEdit?: boolean;
  saving?: boolean;
  /** The refusal of the last save (a clash names the class, both subjects and the time). */
  saveError?: string | null;
  onSave?: (paperId: number | undefined, body: DatesheetPaperSave, done: () => void) => void;
  removingId?: number | null;
  onRemove?: (paper: DatesheetPaper) => void;
  publishing?: boolean;
  publishError?: string | null;
  onPublish?: () => void;
  onPrint?: (classId: number, className: string, lang: 'en' | 'ur') => void;
  printing?: boolean;
}

/** `2026-12-14` → the day in the reader's language ('14 Dec 2026'). */
export function paperDay(day: string, locale: string): string {
  return formatPakistanDate(`${day}T12:00:00+05:00`, locale === 'ur' ? 'ur' : 'en');
}

interface Draft {
  class_id: string;
  subject_id: string;
  paper_date: string;
  starts_at: string;
  ends_at: string;
  room: string;
}

const EMPTY: Draft = {
  class_id: '',
  subject_id: '',
  paper_date: '',
  starts_at: '09:00',
  ends_at: '12:00',
  room: '',
};

function PaperForm({
  classes,
  editing,
  saving,
  error,
  onSave,
  onCancel,
}: {
  classes: DatesheetClassOption[];
  editing: DatesheetPaper | null;
  saving: boolean;
  error: string | null;
  onSave: (body: DatesheetPaperSave, done: () => void) => void;
  onCancel: () => void;
}) {
  const t = useDatesheetMessages();
  const { format } = useI18n();
  const m = t.editor;
  const [draft, setDraft] = useState<Draft>(() =>
    editing
      ? {
          class_id: String(editing.class_id),
          subject_id: String(editing.subject_id),
          paper_date: editing.paper_date,
          starts_at: editing.starts_at,
          ends_at: editing.ends_at,
          room: editing.room ?? '',
        }
      : EMPTY,
  );
  const [missing, setMissing] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const subjects = classes.find((c) => String(c.class_id) === draft.class_id)?.subjects ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !draft.class_id ||
      !draft.subject_id ||
      !draft.paper_date ||
      !draft.starts_at ||
      !draft.ends_at
    ) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSave(
      {
        class_id: Number(draft.class_id),
        subject_id: Number(draft.subject_id),
        paper_date: draft.paper_date,
        starts_at: draft.starts_at,
        ends_at: draft.ends_at,
        room: draft.room.trim() || null,
      },
      () => {
        if (!editing)
          setDraft((d) => ({ ...EMPTY, class_id: d.class_id, paper_date: d.paper_date }));
      },
    );
  };
  const heading = editing ? format(m.editHeading, { subject: editing.subject_name }) : m.addHeading;
  return (
    <form className={styles.fieldset} onSubmit={submit} noValidate aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      {missing ? <Alert tone="error">{m.required}</Alert> : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className={styles.paper}>
        <Select
          label={m.class}
          placeholder={m.classPlaceholder}
          options={classes.map((c) => ({ value: String(c.class_id), label: c.class_name }))}
          value={draft.class_id}
          onValueChange={(value) => set({ class_id: value, subject_id: '' })}
          disabled={saving}
          required
        />
        <Select
          label={t.common.subject}
          placeholder={m.subjectPlaceholder}
          options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
          value={draft.subject_id}
          onValueChange={(value) => set({ subject_id: value })}
          disabled={saving || !draft.class_id}
          required
        />
        <DateField
          label={m.paperDate}
          value={draft.paper_date}
          onChange={(e) => set({ paper_date: e.target.value })}
          disabled={saving}
          required
        />
        <TextField
          label={m.startsAt}
          type="time"
          value={draft.starts_at}
          onChange={(e) => set({ starts_at: e.target.value })}
          disabled={saving}
          required
        />
        <TextField
          label={m.endsAt}
          type="time"
          value={draft.ends_at}
          onChange={(e) => set({ ends_at: e.target.value })}
          disabled={saving}
          required
        />
        <TextField
          label={t.common.room}
          hint={m.roomHint}
          value={draft.room}
          maxLength={50}
          dir="auto"
          onChange={(e) => set({ room: e.target.value })}
          disabled={saving}
        />
      </div>
      <div className={styles.row}>
        <Button type="submit" disabled={saving}>
          {saving ? m.saving : editing ? m.save : m.add}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The papers of one class, as a table; the office's row actions when editing. */
export function DatesheetTable({
  className,
  papers,
  actions,
}: {
  className: string;
  papers: DatesheetPaper[];
  actions?: (paper: DatesheetPaper) => React.ReactNode;
}) {
  const t = useDatesheetMessages();
  const { format, locale } = useI18n();
  return (
    <Table.Root caption={format(t.editor.caption, { className })}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>{t.common.date}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.common.subject}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.common.time}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.common.room}</Table.ColumnHeader>
          {actions ? <Table.ColumnHeader>{t.editor.actions}</Table.ColumnHeader> : null}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {papers.map((paper) => (
          <Table.Row key={paper.id}>
            <Table.Cell label={t.common.date}>{paperDay(paper.paper_date, locale)}</Table.Cell>
            <Table.Cell label={t.common.subject}>
              <bdi>{paper.subject_name}</bdi>
            </Table.Cell>
            <Table.Cell label={t.common.time}>
              {format(t.common.timeRange, { from: paper.starts_at, to: paper.ends_at })}
            </Table.Cell>
            <Table.Cell label={t.common.room}>
              {paper.room ? <bdi>{paper.room}</bdi> : t.common.noRoom}
            </Table.Cell>
            {actions ? <Table.Cell label={t.editor.actions}>{actions(paper)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Print buttons of one class: its datesheet as a PDF in English and in Urdu. */
export function PrintButtons({
  classId,
  className,
  onPrint,
  disabled,
}: {
  classId: number;
  className: string;
  onPrint?: DatesheetEditorProps['onPrint'];
  disabled?: boolean;
}) {
  const t = useDatesheetMessages();
  const { format } = useI18n();
  if (!onPrint) return null;
  return (
    <div className={styles.row}>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onPrint(classId, className, 'en')}
      >
        {format(t.common.printEnglish, { className })}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onPrint(classId, className, 'ur')}
      >
        {format(t.common.printUrdu, { className })}
      </Button>
    </div>
  );
}

/** The exam page's datesheet: papers by class, the office's editor, publication and printing. */
export function DatesheetEditor({
  sheet,
  classes,
  loading = false,
  error = null,
  onRetry,
  canEdit = false,
  saving = false,
  saveError = null,
  onSave,
  removingId = null,
  onRemove,
  publishing = false,
  publishError = null,
  onPublish,
  onPrint,
  printing = false,
}: DatesheetEditorProps) {
  const t = useDatesheetMessages();
  const { format, locale } = useI18n();
  const m = t.editor;
  const [editing, setEditing] = useState<DatesheetPaper | null>(null);
  return (
    <section className={styles.stack} aria-labelledby="exam-datesheet" data-testid="datesheet">
      <div className={styles.tight}>
        <h2 id="exam-datesheet" className={styles.heading}>
          {m.heading}
        </h2>
        <p className={styles.muted}>{m.hint}</p>
      </div>
      {loading ? (
        <Spinner label={t.common.loading} />
      ) : error || !sheet ? (
        <Alert
          tone="error"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t.common.retry}
              </Button>
            ) : undefined
          }
        >
          {error || t.common.loadFailed}
        </Alert>
      ) : (
        <>
          <div className={styles.row}>
            {sheet.published_at ? (
              <Badge tone="success">
                {format(m.published, {
                  date: formatPakistanDate(sheet.published_at, locale === 'ur' ? 'ur' : 'en'),
                })}
              </Badge>
            ) : (
              <Badge tone="neutral">{m.draft}</Badge>
            )}
          </div>
          {sheet.classes.length === 0 ? <p className={styles.muted}>{m.empty}</p> : null}
          {sheet.classes.map((klass) => (
            <div key={klass.class_id} className={styles.tight}>
              <DatesheetTable
                className={klass.class_name}
                papers={klass.papers}
                actions={
                  canEdit
                    ? (paper) => (
                        <div className={styles.row}>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setEditing(paper)}
                            disabled={saving}
                          >
                            {format(m.edit, { subject: paper.subject_name })}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => onRemove?.(paper)}
                            disabled={removingId === paper.id}
                          >
                            {format(m.remove, { subject: paper.subject_name })}
                          </Button>
                        </div>
                      )
                    : undefined
                }
              />
              <PrintButtons
                classId={klass.class_id}
                className={klass.class_name}
                onPrint={onPrint}
                disabled={printing}
              />
            </div>
          ))}
          {canEdit && onSave ? (
            <PaperForm
              key={editing?.id ?? 'new'}
              classes={classes}
              editing={editing}
              saving={saving}
              error={saveError}
              onSave={(body, done) =>
                onSave(editing?.id, body, () => {
                  setEditing(null);
                  done();
                })
              }
              onCancel={() => setEditing(null)}
            />
          ) : null}
          {canEdit && onPublish && !sheet.published_at && sheet.classes.length > 0 ? (
            <div className={styles.tight}>
              {publishError ? (
                <Alert tone="error" role="alert">
                  {publishError}
                </Alert>
              ) : null}
              <p className={styles.muted}>{m.publishHint}</p>
              <div className={styles.row}>
                <Button onClick={onPublish} disabled={publishing}>
                  {publishing ? m.publishing : m.publish}
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
