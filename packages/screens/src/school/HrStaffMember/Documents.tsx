import type { StaffDocument, StaffDocumentUploadBody } from '@watni/api-client';
import { Alert, Button, ConfirmDialog, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useHrMessages } from '../../messages/HrMessages';
import * as styles from '../_timetable/timetable.css';
import type { Save } from './RecordForm';

const TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The file as base64 (the contract's upload carries it in JSON). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Upload, list, download and delete a staff member's documents. */
export function Documents({
  documents,
  onUpload,
  onDownload,
  onDelete,
}: {
  documents: readonly StaffDocument[];
  onUpload: Save<StaffDocumentUploadBody>;
  onDownload: (document: StaffDocument) => void;
  onDelete: (documentId: number) => Promise<string | null>;
}) {
  const t = useHrMessages();
  const m = t.member;
  const { format } = useI18n();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<StaffDocument | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const type = (TYPES as readonly string[]).includes(file.type) ? file.type : 'application/pdf';
    const detail = await onUpload({
      title,
      content_type: type as StaffDocumentUploadBody['content_type'],
      data_base64: await readBase64(file),
    });
    setBusy(false);
    setProblem(detail);
    if (!detail) {
      setTitle('');
      setFile(null);
      setInputKey((k) => k + 1);
    }
  };
  return (
    <div className={styles.stack}>
      {documents.length === 0 ? (
        <p className={styles.muted}>{m.noDocuments}</p>
      ) : (
        <ul className={styles.plainList}>
          {documents.map((d) => (
            <li key={d.id} className={styles.row} data-testid="staff-document">
              <span>
                {d.title}{' '}
                <span className={styles.muted}>
                  ({format(m.size, { kb: Math.max(1, Math.round(d.byte_size / 1024)) })})
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={format(m.download, { title: d.title })}
                onClick={() => onDownload(d)}
              >
                {format(m.download, { title: '' }).trim()}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={format(m.deleteDocument, { title: d.title })}
                onClick={() => setConfirming(d)}
              >
                {t.common.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.stack} onSubmit={submit} noValidate aria-label={m.upload}>
        <div className={styles.row}>
          <TextField
            label={m.documentTitle}
            value={title}
            maxLength={120}
            required
            onChange={(e) => {
              setProblem(null);
              setTitle(e.target.value);
            }}
          />
          <TextField
            key={inputKey}
            label={m.documentFile}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            onChange={(e) => {
              setProblem(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className={styles.row}>
          <Button type="submit" loading={busy} disabled={!file}>
            {m.upload}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? format(m.deleteDocument, { title: confirming.title }) : ''}
        message={confirming ? format(m.confirmDelete, { title: confirming.title }) : ''}
        tone="danger"
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          const target = confirming;
          setConfirming(null);
          if (target) setProblem(await onDelete(target.id));
        }}
      />
    </div>
  );
}
