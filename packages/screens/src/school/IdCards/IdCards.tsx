// Student photos and ID cards: the photo panel on a student's profile (shown to staff
// and guardians, uploaded by the office) and the "Print ID cards" panel of the Print page (the
// office picks a section and downloads its cards in English or Urdu).
import type { StudentPhoto } from '@watni/api-client';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Select,
  Skeleton,
  useI18n,
  VisuallyHidden,
} from '@watni/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { useIdCardsMessages } from '../../messages/IdCardsMessages';
import * as styles from '../_attendance/attendance.css';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export interface PhotoFile {
  content_type: 'image/png' | 'image/jpeg';
  data_base64: string;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton lines={3} />
    </div>
  );
}

export interface StudentPhotoViewProps {
  studentName: string;
  photo: StudentPhoto | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The office may upload; staff and guardians only see it. */
  canUpload: boolean;
  saving?: boolean;
  saved?: boolean;
  saveError?: string | null;
  onUpload: (file: PhotoFile) => void;
  /** The office removes the photo (after confirming); the card goes back to the placeholder. */
  onRemove?: () => void;
  removing?: boolean;
  removed?: boolean;
  removeError?: string | null;
}

export function StudentPhotoView(props: StudentPhotoViewProps) {
  const m = useIdCardsMessages().photo;
  const { format } = useI18n();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') return setProblem(m.wrongType);
    if (file.size > PHOTO_MAX_BYTES) return setProblem(m.tooLarge);
    setProblem(null);
    props.onUpload({ content_type: file.type, data_base64: await base64Of(file) });
  };
  let body: React.ReactNode;
  if (props.loading) body = <Loading label={m.loading} />;
  else if (props.error)
    body = (
      <Alert tone="error" title={props.error}>
        {props.onRetry ? (
          <Button variant="outline" onClick={props.onRetry}>
            {m.retry}
          </Button>
        ) : null}
      </Alert>
    );
  else
    body = (
      <div className={styles.row}>
        {props.photo ? (
          <img
            data-testid="student-photo"
            src={`data:${props.photo.content_type};base64,${props.photo.data_base64}`}
            alt={format(m.alt, { name: props.studentName })}
            style={{
              inlineSize: '96px',
              blockSize: '120px',
              objectFit: 'cover',
              border: '1px solid #d1d5db',
            }}
          />
        ) : (
          <p className={styles.muted}>{m.none}</p>
        )}
        {props.canUpload ? (
          // Shrinks to the row so the file input (600 px at 200 % text) stays on the page.
          <div style={{ minInlineSize: 0, maxInlineSize: '100%' }}>
            <label htmlFor={inputId}>{props.photo ? m.replace : m.choose}</label>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              aria-describedby={`${inputId}-hint`}
              disabled={props.saving}
              onChange={(e) => void choose(e)}
            />
            <p id={`${inputId}-hint`} className={styles.muted}>
              {m.hint}
            </p>
            {props.photo && props.onRemove ? (
              <Button
                variant="outline"
                size="sm"
                loading={props.removing}
                disabled={props.saving}
                onClick={() => setConfirming(true)}
              >
                {m.remove}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  return (
    <Card.Root data-testid="student-photo-card">
      <Card.Header>
        <Card.Title level={2}>{m.heading}</Card.Title>
      </Card.Header>
      <Card.Body>
        {body}
        <div role="status" aria-live="polite">
          {props.saved && !problem && !props.saveError ? (
            <Alert tone="success">{m.saved}</Alert>
          ) : props.removed && !props.removeError ? (
            <Alert tone="success">{m.removed}</Alert>
          ) : null}
        </div>
        {problem || props.saveError || props.removeError ? (
          <Alert tone="error">{problem ?? props.saveError ?? props.removeError}</Alert>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={m.removeTitle}
          message={format(m.removeBody, { name: props.studentName })}
          confirmLabel={m.remove}
          cancelLabel={m.cancel}
          tone="danger"
          loading={props.removing}
          onConfirm={() => {
            setConfirming(false);
            props.onRemove?.();
          }}
          onCancel={() => setConfirming(false)}
        />
      </Card.Body>
    </Card.Root>
  );
}

export interface IdCardSection {
  id: number;
  /** The class and section, e.g. "Class 5 A". */
  name: string;
}

export interface PrintIdCardsViewProps {
  sections: IdCardSection[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  printing?: boolean;
  printError?: string | null;
  onPrint: (sectionId: number, lang: 'en' | 'ur') => void;
}

export function PrintIdCardsView(props: PrintIdCardsViewProps) {
  const m = useIdCardsMessages().cards;
  const [section, setSection] = useState<string>('');
  let body: React.ReactNode;
  if (props.loading) body = <Loading label={m.loading} />;
  else if (props.error)
    body = (
      <Alert tone="error" title={props.error}>
        {props.onRetry ? (
          <Button variant="outline" onClick={props.onRetry}>
            {m.retry}
          </Button>
        ) : null}
      </Alert>
    );
  else if (props.sections.length === 0) body = <p className={styles.muted}>{m.empty}</p>;
  else
    body = (
      <div>
        <Select
          label={m.section}
          placeholder={m.choose}
          value={section}
          onValueChange={setSection}
          options={props.sections.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <div className={styles.row}>
          <Button
            disabled={!section}
            loading={props.printing}
            onClick={() => props.onPrint(Number(section), 'en')}
          >
            {m.english}
          </Button>
          <Button
            variant="outline"
            disabled={!section}
            loading={props.printing}
            onClick={() => props.onPrint(Number(section), 'ur')}
          >
            {m.urdu}
          </Button>
        </div>
        {props.printError ? <Alert tone="error">{props.printError}</Alert> : null}
      </div>
    );
  return (
    <Card.Root data-testid="print-id-cards">
      <Card.Header>
        <Card.Title level={2}>{m.heading}</Card.Title>
        <p className={styles.muted}>{m.hint}</p>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
