// "Remind every defaulter": the office chooses how overdue (days; the defaulters' class filter
// applies), reads the preview (vouchers, guardians, messages, channels, SMS segments, the cost
// and the first reminder in English and Urdu), then sends them as one queued run and watches
// its progress.
import type { FeeReminderPreview, FeeReminderRun } from '@watni/api-client';
import { Alert, Badge, Button, Dialog, TextField, useI18n } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { groupRupees } from '../../format/money';
import { useFeesMessages } from '../../messages/FeesMessages';
import * as styles from '../_attendance/attendance.css';
import { FeesLoading } from './FeesParts';

export interface RemindAllDialogProps {
  onClose: () => void;
  onPreview: (minDaysOverdue: number) => void;
  previewing?: boolean;
  preview?: FeeReminderPreview | null;
  error?: string | null;
  onSend: (minDaysOverdue: number) => void;
  sending?: boolean;
  run?: FeeReminderRun | null;
}

const RUN_TONES = {
  queued: 'neutral',
  running: 'info',
  done: 'success',
  failed: 'danger',
} as const;

export function RemindAllDialog(props: RemindAllDialogProps) {
  const t = useFeesMessages();
  const m = t.remindAll;
  const { format } = useI18n();
  const [days, setDays] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= 1 && value <= 3650;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setProblem(t.vouchers.amountRequired);
      return;
    }
    setProblem(null);
    props.onPreview(value);
  };
  const preview = props.preview;
  const run = props.run;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{m.title}</Dialog.Title>
          <Dialog.Description>{m.intro}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={styles.stack}>
          {props.error ? <Alert tone="error">{props.error}</Alert> : null}
          {run ? (
            <div className={styles.stack} aria-live="polite" data-testid="reminder-progress">
              <Badge tone={RUN_TONES[run.status]}>{m.statuses[run.status]}</Badge>
              <p>
                {format(m.progress, {
                  processed: run.processed,
                  vouchers: run.vouchers,
                  notified: run.notified,
                })}
              </p>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className={styles.stack} aria-label={m.title}>
              <TextField
                label={m.minDays}
                inputMode="numeric"
                value={days}
                error={problem ?? undefined}
                onChange={(event) => setDays(event.target.value.replace(/[^0-9]/g, ''))}
              />
              <div className={styles.row}>
                <Button type="submit" variant="outline" loading={props.previewing}>
                  {m.preview}
                </Button>
              </div>
            </form>
          )}
          {props.previewing && !preview ? <FeesLoading /> : null}
          {preview && !run ? <PreviewSummary preview={preview} /> : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              {t.common.close}
            </Button>
          </Dialog.Close>
          {preview && !run && preview.messages > 0 ? (
            <Button loading={props.sending} onClick={() => props.onSend(value)}>
              {format(m.send, { count: preview.vouchers })}
            </Button>
          ) : null}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PreviewSummary({ preview }: { preview: FeeReminderPreview }) {
  const t = useFeesMessages();
  const m = t.remindAll;
  const { format } = useI18n();
  if (preview.messages === 0) return <Alert tone="info">{m.nobody}</Alert>;
  return (
    <section className={styles.stack} aria-label={m.preview} data-testid="reminder-preview">
      <p>
        <strong>
          {format(m.counts, {
            vouchers: preview.vouchers,
            guardians: preview.guardians,
            messages: preview.messages,
          })}
        </strong>
      </p>
      <p>
        {format(m.channels, {
          whatsapp: preview.audience.by_whatsapp,
          sms: preview.audience.by_sms,
          inbox: preview.audience.unreachable,
        })}
      </p>
      <p>{format(m.segments, { count: preview.cost.sms_segments })}</p>
      <p>
        {preview.cost.total_pkr === null
          ? m.costUnknown
          : format(m.cost, {
              amount: groupRupees(preview.cost.total_pkr),
            })}
      </p>
      <h3>{m.sample}</h3>
      {preview.samples.map((sample) => (
        <article
          key={sample.language}
          lang={sample.language}
          dir={sample.language === 'ur' ? 'rtl' : 'ltr'}
          className={styles.stack}
          aria-label={m.sampleLanguage[sample.language]}
        >
          <strong>{sample.title}</strong>
          <span>{sample.body}</span>
          <span className={styles.muted}>
            {sample.sms.text} ({format(m.segments, { count: sample.sms.segments })})
          </span>
        </article>
      ))}
    </section>
  );
}
