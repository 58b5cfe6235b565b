import type { SectionRegister } from '@watni/api-client';
import { Alert, Button, DateField, EmptyState, LinkButton, TextField, useI18n } from '@watni/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { AttendanceError, AttendanceLoading, AttendancePage } from '../_attendance/AttendancePage';
import * as styles from '../_attendance/attendance.css';
import { pakistanTime } from '../_attendance/format';
import {
  type DraftEntry,
  draftTotals,
  markOf,
  type RegisterConflict,
  type RegisterDraft,
} from '../_attendance/registerDraft';
import { StatusPicker } from '../_attendance/StatusPicker';

export type SyncState = 'idle' | 'unsaved' | 'saving' | 'saved' | 'waiting' | 'failed';

export interface AttendanceRegisterViewProps {
  day: string;
  today: string;
  register: SectionRegister | null;
  draft: RegisterDraft | null;
  sync: SyncState;
  /** The server's sentence when a save was refused. */
  failure?: string | null;
  /** The register shown is the copy kept on the device (no connection). */
  offlineCopy?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onMark: (studentId: number, change: Partial<DraftEntry>) => void;
  onSave: () => void;
  onDayChange: (day: string) => void;
  /** Marks the server kept over this phone's changes (set by someone else meanwhile). */
  conflicts?: readonly RegisterConflict[];
  onDismissConflicts?: () => void;
}

/** A section's register for one date, made for a phone: one tap per mark, a sticky Save. */
export function AttendanceRegisterView({
  day,
  today,
  register,
  draft,
  sync,
  failure = null,
  offlineCopy = false,
  loading = false,
  error = null,
  onRetry,
  onMark,
  onSave,
  onDayChange,
  conflicts = [],
  onDismissConflicts,
}: AttendanceRegisterViewProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.register;
  const sectionName = register
    ? format(t.common.section, { className: register.class_name, section: register.section_name })
    : '';
  return (
    <AttendancePage
      title={register ? format(m.title, { section: sectionName }) : t.today.title}
      description={m.description}
    >
      <div className={styles.spread}>
        <DateField
          label={m.dateLabel}
          value={day}
          max={today}
          onChange={(event) => {
            if (event.target.value) onDayChange(event.target.value);
          }}
        />
        <div className={styles.row}>
          <LinkButton asChild>
            <Link to="/school/attendance">{m.back}</Link>
          </LinkButton>
          {register ? (
            <LinkButton asChild>
              <Link to={`/school/attendance/${register.section_id}/month?month=${day.slice(0, 7)}`}>
                {m.month}
              </Link>
            </LinkButton>
          ) : null}
        </div>
      </div>
      {loading ? (
        <AttendanceLoading />
      ) : error || !register || !draft ? (
        <AttendanceError message={error} onRetry={onRetry} />
      ) : (
        <>
          {offlineCopy ? <Alert tone="info">{m.offlineCopy}</Alert> : null}
          {conflicts.length > 0 ? (
            <Alert
              tone="warning"
              title={m.conflictsTitle}
              data-register-conflicts=""
              action={
                onDismissConflicts ? (
                  <Button variant="secondary" size="sm" onClick={onDismissConflicts}>
                    {m.conflictsDismiss}
                  </Button>
                ) : undefined
              }
            >
              <ul className={styles.stack}>
                {conflicts.map((conflict) => {
                  const entry = register.entries.find((e) => e.student_id === conflict.studentId);
                  const statusText = (mark: DraftEntry) =>
                    mark.note ? `${t.common[mark.status]} (${mark.note})` : t.common[mark.status];
                  return (
                    <li
                      key={`${conflict.studentId}-${conflict.kept.status}-${conflict.mine.status}`}
                    >
                      {format(m.conflict, {
                        roll: entry?.roll_no ?? '',
                        name: entry ? `${entry.first_name} ${entry.last_name}` : '',
                        by: conflict.keptBy ?? m.conflictSomeone,
                        kept: statusText(conflict.kept),
                        mine: statusText(conflict.mine),
                      })}
                    </li>
                  );
                })}
              </ul>
            </Alert>
          ) : null}
          {!register.editable && register.locked_reason ? (
            <Alert tone="warning">{format(m.locked, { reason: register.locked_reason })}</Alert>
          ) : null}
          {register.entries.length === 0 ? (
            <EmptyState headingLevel={2} title={m.empty} />
          ) : (
            <ul className={styles.students} aria-label={m.studentsCaption}>
              {register.entries.map((entry) => (
                <StudentRow
                  key={entry.student_id}
                  studentId={entry.student_id}
                  roll={entry.roll_no}
                  name={`${entry.first_name} ${entry.last_name}`}
                  mark={markOf(draft, entry.student_id)}
                  disabled={!register.editable}
                  onMark={onMark}
                />
              ))}
            </ul>
          )}
          <div className={styles.saveBar}>
            <div className={styles.stack} style={{ gap: '0.25rem' }}>
              <p className={styles.muted}>
                {format(m.totals, {
                  ...draftTotals(
                    draft,
                    register.entries.map((e) => e.student_id),
                  ),
                })}
              </p>
              <p className={styles.syncState} role="status" aria-live="polite">
                {syncText(sync, m, format, failure, register.updated_at, locale)}
              </p>
            </div>
            <Button
              size="lg"
              onClick={onSave}
              disabled={!register.editable || register.entries.length === 0}
              loading={sync === 'saving'}
            >
              {sync === 'saving' ? m.saving : m.save}
            </Button>
          </div>
        </>
      )}
    </AttendancePage>
  );
}

function syncText(
  sync: SyncState,
  m: ReturnType<typeof useAttendanceMessages>['register'],
  format: ReturnType<typeof useI18n>['format'],
  failure: string | null,
  updatedAt: string | null,
  locale: ReturnType<typeof useI18n>['locale'],
): string {
  switch (sync) {
    case 'saving':
      return m.saving;
    case 'saved':
      return updatedAt ? format(m.savedAt, { time: pakistanTime(updatedAt, locale) }) : m.saved;
    case 'waiting':
      return m.waiting;
    case 'failed':
      return format(m.failed, { detail: failure ?? '' });
    case 'unsaved':
      return m.unsaved;
    default:
      return updatedAt ? format(m.savedAt, { time: pakistanTime(updatedAt, locale) }) : '';
  }
}

function StudentRow({
  studentId,
  roll,
  name,
  mark,
  disabled,
  onMark,
}: {
  studentId: number;
  roll: number;
  name: string;
  mark: DraftEntry;
  disabled: boolean;
  onMark: AttendanceRegisterViewProps['onMark'];
}) {
  const t = useAttendanceMessages();
  const { format } = useI18n();
  const [noteOpen, setNoteOpen] = useState(false);
  const showNote = noteOpen || mark.note !== '';
  return (
    <li className={styles.student} data-testid={`student-${studentId}`}>
      <div className={styles.studentName}>
        <span className={styles.name}>{name}</span>
        <span className={styles.muted}>{format(t.register.roll, { roll })}</span>
      </div>
      <StatusPicker
        label={format(t.register.statusGroup, { name })}
        value={mark.status}
        disabled={disabled}
        onChange={(status) => onMark(studentId, { status })}
      />
      <div className={styles.noteRow}>
        {showNote ? (
          <TextField
            label={format(t.register.noteFor, { name })}
            value={mark.note}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => onMark(studentId, { note: event.target.value })}
          />
        ) : disabled ? null : (
          <LinkButton size="sm" onClick={() => setNoteOpen(true)}>
            {t.register.addNote}
          </LinkButton>
        )}
      </div>
    </li>
  );
}
