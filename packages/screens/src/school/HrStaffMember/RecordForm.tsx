import type { HrStaffMember, HrStaffRecordSaveBody } from '@watni/api-client';
import { Alert, Button, DateField, TextField } from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { useHrMessages } from '../../messages/HrMessages';
import * as styles from '../_timetable/timetable.css';

/** Resolves to null when saved, or the service's `detail` sentence. */
export type Save<T> = (body: T) => Promise<string | null>;

export const whole = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

type Draft = Record<
  | 'employee_number'
  | 'designation'
  | 'department'
  | 'joining_date'
  | 'cnic'
  | 'bank_name'
  | 'bank_account_title'
  | 'bank_account_number'
  | 'basic_salary',
  string
>;

function draftOf(record: HrStaffMember['record']): Draft {
  return {
    employee_number: record?.employee_number ?? '',
    designation: record?.designation ?? '',
    department: record?.department ?? '',
    joining_date: record?.joining_date ?? '',
    cnic: record?.cnic ?? '',
    bank_name: record?.bank_name ?? '',
    bank_account_title: record?.bank_account_title ?? '',
    bank_account_number: record?.bank_account_number ?? '',
    basic_salary: record ? String(record.basic_salary) : '',
  };
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** The staff member's record: empty to create it, filled to change it. */
export function RecordForm({
  record,
  onSave,
}: {
  record: HrStaffMember['record'];
  onSave: Save<HrStaffRecordSaveBody>;
}) {
  const m = useHrMessages().member;
  const [draft, setDraft] = useState(() => draftOf(record));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => {
    setProblem(null);
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const detail = await onSave({
      employee_number: blankToNull(draft.employee_number),
      designation: draft.designation,
      department: blankToNull(draft.department),
      joining_date: draft.joining_date,
      cnic: blankToNull(draft.cnic),
      bank_name: blankToNull(draft.bank_name),
      bank_account_title: blankToNull(draft.bank_account_title),
      bank_account_number: blankToNull(draft.bank_account_number),
      basic_salary: draft.basic_salary.trim() ? whole(draft.basic_salary) : 0,
    });
    setBusy(false);
    setProblem(detail);
    setSaved(detail === null);
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={m.recordTitle}>
      <div className={styles.row}>
        <TextField
          label={m.designation}
          value={draft.designation}
          maxLength={80}
          required
          onChange={set('designation')}
        />
        <TextField
          label={m.department}
          value={draft.department}
          maxLength={80}
          onChange={set('department')}
        />
        <TextField
          label={m.employeeNumber}
          value={draft.employee_number}
          maxLength={20}
          onChange={set('employee_number')}
        />
        <DateField
          label={m.joiningDate}
          value={draft.joining_date}
          required
          onChange={set('joining_date')}
        />
        <TextField
          label={m.cnic}
          inputMode="numeric"
          dir="ltr"
          placeholder={m.cnicHint}
          value={draft.cnic}
          maxLength={15}
          onChange={set('cnic')}
        />
        <TextField
          label={m.basicSalary}
          inputMode="numeric"
          value={draft.basic_salary}
          maxLength={8}
          required
          onChange={set('basic_salary')}
        />
        <TextField
          label={m.bankName}
          value={draft.bank_name}
          maxLength={80}
          onChange={set('bank_name')}
        />
        <TextField
          label={m.accountTitle}
          value={draft.bank_account_title}
          maxLength={100}
          onChange={set('bank_account_title')}
        />
        <TextField
          label={m.accountNumber}
          dir="ltr"
          value={draft.bank_account_number}
          maxLength={40}
          onChange={set('bank_account_number')}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.row}>
        <Button type="submit" loading={busy}>
          {m.saveRecord}
        </Button>
        <p className={styles.muted} role="status">
          {saved ? m.recordSaved : ''}
        </p>
      </div>
    </form>
  );
}
