import type { SchoolLogo } from '@watni/api-client';
import { Alert, Button, useI18n } from '@watni/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { usePrintingMessages } from '../../messages/PrintingMessages';
import { ExamsError, ExamsLoading, ExamsPage } from '../_exams/ExamsPage';
import * as styles from '../_exams/exams.css';

export const LOGO_MAX_BYTES = 512 * 1024;

export interface SchoolLogoViewProps {
  logo: SchoolLogo | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  saved?: boolean;
  saveError?: string | null;
  onUpload: (file: { content_type: 'image/png' | 'image/jpeg'; data_base64: string }) => void;
  onRemove: () => void;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Settings: the school's logo, printed on its documents (admins). */
export function SchoolLogoView({
  logo,
  loading = false,
  error = null,
  onRetry,
  saving = false,
  saved = false,
  saveError = null,
  onUpload,
  onRemove,
}: SchoolLogoViewProps) {
  const m = usePrintingMessages().logo;
  const { format } = useI18n();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') return setProblem(m.wrongType);
    if (file.size > LOGO_MAX_BYTES) return setProblem(m.tooLarge);
    setProblem(null);
    onUpload({ content_type: file.type, data_base64: await base64Of(file) });
  };

  return (
    <ExamsPage title={m.title} description={m.description}>
      {loading ? (
        <ExamsLoading />
      ) : error ? (
        <ExamsError message={error} onRetry={onRetry} />
      ) : (
        <div className={styles.stack}>
          {logo ? (
            <figure className={styles.tight} style={{ margin: 0 }}>
              <img
                src={`data:${logo.content_type};base64,${logo.data_base64}`}
                alt={m.current}
                style={{
                  maxInlineSize: '160px',
                  maxBlockSize: '160px',
                  objectFit: 'contain',
                  background: '#fff',
                  border: '1px solid #d1d5db',
                  padding: '8px',
                }}
              />
              <figcaption className={styles.muted}>
                {format(m.size, { width: logo.width, height: logo.height })}
              </figcaption>
            </figure>
          ) : (
            <p className={styles.muted}>{m.none}</p>
          )}
          <div className={styles.tight}>
            <label htmlFor={inputId} className={styles.legend}>
              {m.choose}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              aria-describedby={`${inputId}-hint`}
              disabled={saving}
              onChange={(e) => void choose(e)}
            />
            <p id={`${inputId}-hint`} className={styles.muted}>
              {m.hint}
            </p>
          </div>
          <div role="status" aria-live="polite">
            {saved && !problem && !saveError ? <Alert tone="success">{m.saved}</Alert> : null}
          </div>
          {problem || saveError ? <Alert tone="error">{problem ?? saveError}</Alert> : null}
          {logo ? (
            <div>
              <Button variant="outline" onClick={onRemove} loading={saving}>
                {m.remove}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </ExamsPage>
  );
}
