import type { DiaryAttachmentUpload, DiaryPost } from '@watni/api-client';
import { Alert, Button, DateField, Select, TextArea, useI18n } from '@watni/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import * as styles from './diary.css';
import { base64Of, DIARY_MAX_BYTES, isDiaryType } from './format';

export interface PostFormValues {
  subject_id: number;
  body: string;
  due_date: string | null;
  /** undefined: no change (editing) or none (new); null: remove the file. */
  attachment?: DiaryAttachmentUpload | null;
}

/** The form of a new entry, or of an own entry being edited (its subject then fixed). */
export function PostForm({
  subjects,
  editing,
  saving = false,
  error = null,
  onSubmit,
  onCancel,
}: {
  subjects: readonly { id: number; name: string }[];
  editing?: DiaryPost;
  saving?: boolean;
  error?: string | null;
  onSubmit: (values: PostFormValues) => void;
  onCancel?: () => void;
}) {
  const m = useDiaryMessages().teacher;
  const { format } = useI18n();
  const fileId = useId();
  const [subject, setSubject] = useState(
    editing ? String(editing.subject_id) : subjects.length === 1 ? String(subjects[0]!.id) : '',
  );
  const [body, setBody] = useState(editing?.body ?? '');
  const [due, setDue] = useState(editing?.due_date ?? '');
  const [file, setFile] = useState<DiaryAttachmentUpload | null | undefined>(undefined);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (!isDiaryType(chosen.type)) {
      event.target.value = '';
      return setProblem({ field: 'file', message: m.wrongType });
    }
    if (chosen.size > DIARY_MAX_BYTES) {
      event.target.value = '';
      return setProblem({ field: 'file', message: m.tooLarge });
    }
    setProblem(null);
    setFile({
      file_name: chosen.name.slice(-120),
      content_type: chosen.type,
      data_base64: await base64Of(chosen),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject) return setProblem({ field: 'subject', message: m.needSubject });
    if (!body.trim()) return setProblem({ field: 'body', message: m.needText });
    setProblem(null);
    onSubmit({
      subject_id: Number(subject),
      body: body.trim(),
      due_date: due || null,
      ...(file !== undefined ? { attachment: file } : {}),
    });
  };

  const kept = editing?.attachment && file === undefined ? editing.attachment : null;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? m.editPost : m.newPost}
    >
      <h2 className={styles.heading}>{editing ? m.editPost : m.newPost}</h2>
      <Select
        label={m.subject}
        placeholder={m.subjectPlaceholder}
        options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
        value={subject}
        onValueChange={setSubject}
        disabled={Boolean(editing) || saving}
        error={problem?.field === 'subject' ? problem.message : undefined}
        required
      />
      <TextArea
        label={m.text}
        hint={m.textHint}
        value={body}
        maxLength={4000}
        rows={4}
        dir="auto"
        onChange={(e) => setBody(e.target.value)}
        error={problem?.field === 'body' ? problem.message : undefined}
        disabled={saving}
        required
      />
      <DateField
        label={m.dueDate}
        value={due}
        onChange={(e) => setDue(e.target.value)}
        disabled={saving}
      />
      <div className={styles.tight}>
        <label htmlFor={fileId} className={styles.legend}>
          {m.file}
        </label>
        <input
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          aria-describedby={`${fileId}-hint`}
          disabled={saving}
          onChange={(e) => void choose(e)}
        />
        <p id={`${fileId}-hint`} className={styles.muted}>
          {file
            ? format(m.fileChosen, { name: file.file_name })
            : kept
              ? format(m.keepFile, { name: kept.file_name })
              : m.fileHint}
        </p>
        {problem?.field === 'file' ? <Alert tone="error">{problem.message}</Alert> : null}
        {kept ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setFile(null)} disabled={saving}>
              {m.removeFile}
            </Button>
          </div>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.row}>
        <Button type="submit" loading={saving}>
          {editing ? m.save : m.post}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {m.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
