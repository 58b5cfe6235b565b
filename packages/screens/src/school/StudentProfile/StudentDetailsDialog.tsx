import type { StudentProfile } from '@watni/api-client';
import { Alert, DateField, Select, TextArea, TextField } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../../staff/_shared/FormDialog';
import * as styles from '../Admissions/Admissions.css';
import {
  type StudentDetailsValues,
  studentDetailsValues,
  validateStudentDetails,
} from './studentDetailsForm';

export interface StudentDetailsDialogProps {
  student: StudentProfile;
  saving?: boolean;
  error?: string | null;
  onSubmit: (values: StudentDetailsValues) => void;
  onClose: () => void;
}

/** Edit a student's record from the profile (admins). */
export function StudentDetailsDialog({
  student,
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: StudentDetailsDialogProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.profile;
  const f = schoolMessages.admissions.form;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    studentDetailsValues(student),
    (v: StudentDetailsValues) =>
      validateStudentDetails(v, f, schoolMessages.admissions.admitDialog),
    onSubmit,
  );
  const text = (key: 'admission_no' | 'first_name' | 'last_name' | 'date_of_birth' | 'b_form') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });
  return (
    <FormDialog
      title={m.editTitle(`${student.first_name} ${student.last_name}`)}
      submitLabel={m.save}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label={m.admissionNo} required maxLength={30} {...text('admission_no')} />
      <div className={styles.pair}>
        <TextField label={f.firstName} required maxLength={100} {...text('first_name')} />
        <TextField label={f.lastName} required maxLength={100} {...text('last_name')} />
      </div>
      <div className={styles.pair}>
        <DateField label={m.dateOfBirth} optional {...text('date_of_birth')} />
        <Select
          label={m.gender}
          required
          value={values.gender}
          onValueChange={(v) => set('gender', v as StudentDetailsValues['gender'])}
          options={(['male', 'female', 'other'] as const).map((g) => ({
            value: g,
            label: m.genders[g],
          }))}
        />
      </div>
      <TextField
        label={m.bForm}
        optional
        hint={f.bFormHint}
        inputMode="numeric"
        maxLength={15}
        {...text('b_form')}
      />
      <TextArea
        label={m.address}
        optional
        rows={2}
        maxLength={500}
        value={values.address}
        onChange={(e) => set('address', e.currentTarget.value)}
      />
      <Select
        label={m.status}
        required
        value={values.status}
        onValueChange={(v) => set('status', v as StudentDetailsValues['status'])}
        options={(['active', 'left', 'graduated'] as const).map((s) => ({
          value: s,
          label: schoolMessages.students.status[s],
        }))}
      />
    </FormDialog>
  );
}
