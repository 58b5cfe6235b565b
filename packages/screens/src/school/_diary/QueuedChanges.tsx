import { Badge, Button, useI18n } from '@watni/ui';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import * as styles from './diary.css';
import type { QueuedDiaryChange } from './diaryQueue';
import { shortDay } from './format';

/**
 * The entries and edits of this section's day kept on the device: "Waiting to send" (or
 * "Sending…"), or the server's reason when it refused one, with a way to remove it.
 */
export function QueuedChanges({
  changes,
  sending = false,
  onRemove,
}: {
  changes: readonly QueuedDiaryChange[];
  sending?: boolean;
  onRemove?: (opId: string) => void;
}) {
  const t = useDiaryMessages();
  const m = t.teacher;
  const { format, locale } = useI18n();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="diary-queued" className={styles.tight}>
      <h2 id="diary-queued" className={styles.heading}>
        {m.queuedTitle}
      </h2>
      <ul className={styles.list}>
        {changes.map((change) => (
          <li key={change.op_id} className={styles.post} data-testid="diary-queued">
            <div className={styles.row} style={{ justifyContent: 'space-between' }}>
              <h3 className={styles.subject}>
                <bdi>{change.subjectName}</bdi>
                {change.kind === 'edit' ? ` · ${m.queuedEdit}` : ''}
              </h3>
              {change.refused ? (
                <Badge tone="danger">{m.notSent}</Badge>
              ) : (
                <Badge tone="info">{sending ? m.sendingNow : m.waitingToSend}</Badge>
              )}
            </div>
            <p className={styles.body} dir="auto">
              {change.body}
            </p>
            {change.due_date ? (
              <p className={styles.muted}>
                {format(t.common.due, { date: shortDay(change.due_date, locale) })}
              </p>
            ) : null}
            {change.refused ? (
              <p className={styles.muted} role="alert">
                {format(m.refusedBecause, { reason: change.refused })}
              </p>
            ) : null}
            {onRemove ? (
              <div className={styles.row}>
                <Button variant="ghost" size="sm" onClick={() => onRemove(change.op_id)}>
                  {m.removeQueued}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
