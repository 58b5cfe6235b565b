import type { StaffAttendanceStatus, StaffRegister } from '@watni/api-client';
import { Alert, Button, DateField, EmptyState, Select, TextField, useI18n } from '@watni/ui';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import { AttendanceError, AttendanceLoading, AttendancePage } from '../_attendance/AttendancePage';
import * as styles from '../_attendance/attendance.css';
import { StatusPicker } from '../_attendance/StatusPicker';

const STAFF_STATUSES = ['present', 'absent', 'leave'] as const;

export interface StaffMark {
  status: StaffAttendanceStatus;
  note: string;
  /** The leave type of a leave day (HR module), null when none is chosen. */
  leaveTypeId: number | null;
}

/** A no-choice value for the leave type select (Radix Select has no empty value). */
const NO_TYPE = 'none';

export interface StaffAttendanceViewProps {
  day: string;
  today: string;
  register: StaffRegister | null;
  marks: Record<number, StaffMark>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  saved?: boolean;
  saveError?: string | null;
  onMark: (userId: number, mark: StaffMark) => void;
  onSave: () => void;
  onDayChange: (day: string) => void;
}

/** The staff register of a date (admins): teachers and office staff, present / absent / leave. */
export function StaffAttendanceView({
  day,
  today,
  register,
  marks,
  loading = false,
  error = null,
  onRetry,
  saving = false,
  saved = false,
  saveError = null,
  onMark,
  onSave,
  onDayChange,
}: StaffAttendanceViewProps) {
  const t = useAttendanceMessages();
  const { format, locale } = useI18n();
  const m = t.staff;
  const leaveTypes = register?.leave_types ?? [];
  const typeOptions = [
    { value: NO_TYPE, label: m.noLeaveType },
    ...leaveTypes.map((lt) => ({
      value: String(lt.id),
      label: locale === 'ur' && lt.name_ur ? lt.name_ur : lt.name,
    })),
  ];
  return (
    <AttendancePage title={m.title} description={m.description}>
      <DateField
        label={t.register.dateLabel}
        value={day}
        max={today}
        onChange={(event) => {
          if (event.target.value) onDayChange(event.target.value);
        }}
      />
      {loading ? (
        <AttendanceLoading />
      ) : error || !register ? (
        <AttendanceError message={error} onRetry={onRetry} />
      ) : register.entries.length === 0 ? (
        <EmptyState headingLevel={2} title={m.empty} />
      ) : (
        <>
          {!register.editable && register.locked_reason ? (
            <Alert tone="warning">
              {format(t.register.locked, { reason: register.locked_reason })}
            </Alert>
          ) : null}
          <ul className={styles.students} aria-label={m.caption}>
            {register.entries.map((entry) => {
              const name = `${entry.first_name} ${entry.last_name}`;
              const mark = marks[entry.user_id] ?? {
                status: entry.status,
                note: entry.note ?? '',
                leaveTypeId: entry.leave_type_id,
              };
              return (
                <li key={entry.user_id} className={styles.student}>
                  <div className={styles.studentName}>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.muted}>
                      {entry.role === 'teacher' ? m.teacher : m.admin}
                    </span>
                  </div>
                  <StatusPicker
                    label={format(t.register.statusGroup, { name })}
                    value={mark.status}
                    statuses={STAFF_STATUSES}
                    disabled={!register.editable}
                    onChange={(status) =>
                      onMark(entry.user_id, {
                        ...mark,
                        status: status as StaffAttendanceStatus,
                        leaveTypeId: status === 'leave' ? mark.leaveTypeId : null,
                      })
                    }
                  />
                  {mark.status === 'leave' && leaveTypes.length > 0 ? (
                    <div className={styles.noteRow}>
                      <Select
                        label={format(m.leaveType, { name })}
                        options={typeOptions}
                        value={mark.leaveTypeId === null ? NO_TYPE : String(mark.leaveTypeId)}
                        disabled={!register.editable}
                        onValueChange={(value) =>
                          onMark(entry.user_id, {
                            ...mark,
                            leaveTypeId: value === NO_TYPE ? null : Number(value),
                          })
                        }
                      />
                    </div>
                  ) : null}
                  {mark.status !== 'present' || mark.note ? (
                    <div className={styles.noteRow}>
                      <TextField
                        label={format(t.register.noteFor, { name })}
                        value={mark.note}
                        maxLength={200}
                        disabled={!register.editable}
                        onChange={(event) =>
                          onMark(entry.user_id, { ...mark, note: event.target.value })
                        }
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
          <div className={styles.saveBar}>
            <p className={styles.syncState} role="status">
              {saved ? m.saved : ''}
            </p>
            <Button size="lg" onClick={onSave} loading={saving} disabled={!register.editable}>
              {m.save}
            </Button>
          </div>
        </>
      )}
    </AttendancePage>
  );
}
