import type { DiaryPostReads } from '@watni/api-client';
import { useI18n } from '@watni/ui';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useDiaryMessages } from '../../messages/DiaryMessages';
import { isolated } from '../_shared/isolate';
import * as styles from './diary.css';

/**
 * "Read by N of M families" under a post, opening to who read it and when first (Pakistan time).
 * A family is one student of the section: the student or any of their guardians.
 */
export function ReadReceipts({ reads, families }: { reads: DiaryPostReads; families: number }) {
  const m = useDiaryMessages().teacher;
  const { format, locale, dir } = useI18n();
  const iso = (text: string) => (dir === 'rtl' ? isolated(text) : text);
  const summary = format(m.readBy, { read: reads.read_families, total: families });
  return (
    <details className={styles.receipts} data-testid="diary-reads">
      <summary className={styles.receiptsSummary}>{summary}</summary>
      {reads.readers.length === 0 ? (
        <p className={styles.muted}>{m.noReaders}</p>
      ) : (
        <ul className={styles.readers}>
          {reads.readers.map((r) => {
            const time = formatPakistanDateTime(r.read_at, locale);
            return (
              <li key={`${r.student_id}-${r.reader_kind}-${r.reader_name}-${r.read_at}`}>
                {r.reader_kind === 'student'
                  ? format(m.readerStudent, { name: iso(r.student_name), time })
                  : format(m.readerGuardian, {
                      name: iso(r.reader_name),
                      student: iso(r.student_name),
                      time,
                    })}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
