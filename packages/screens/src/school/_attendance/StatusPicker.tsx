import { useId } from 'react';
import { useAttendanceMessages } from '../../messages/AttendanceMessages';
import * as styles from './attendance.css';
import type { Status } from './registerDraft';

export const STATUSES: readonly Status[] = ['present', 'absent', 'late', 'leave'];

export interface StatusPickerProps {
  /** Names the group for screen readers ("Attendance of Ali Raza"). */
  label: string;
  value: Status;
  onChange: (status: Status) => void;
  disabled?: boolean;
  /** The choices (staff attendance has no "late"). */
  statuses?: readonly Status[];
}

/** One tap sets a mark: native radio buttons drawn as four large buttons (arrow keys move). */
export function StatusPicker({
  label,
  value,
  onChange,
  disabled = false,
  statuses = STATUSES,
}: StatusPickerProps) {
  const m = useAttendanceMessages().common;
  const name = `status${useId().replace(/:/g, '')}`;
  return (
    <fieldset
      className={styles.picker}
      style={{ gridTemplateColumns: `repeat(${statuses.length}, minmax(0, 1fr))` }}
      disabled={disabled}
    >
      <legend className={styles.pickerLegend}>{label}</legend>
      {statuses.map((status) => (
        <label key={status} className={`${styles.option} ${styles.optionTone[status]}`}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={status}
            checked={value === status}
            onChange={() => onChange(status)}
          />
          <span className={styles.optionLabel}>{m[status]}</span>
        </label>
      ))}
    </fieldset>
  );
}
