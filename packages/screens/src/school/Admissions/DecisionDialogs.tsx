import type { Admission, SchoolClass } from '@watni/api-client';
import { Alert, Select, TextArea, TextField } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../../staff/_shared/FormDialog';
import * as styles from './Admissions.css';
import { type AdmitValues, validateAdmit, validateDecline } from './admissionForm';

const nameOf = (admission: Admission) => `${admission.first_name} ${admission.last_name}`;

export interface AdmitDialogProps {
  admission: Admission;
  /** The class applied for, with its sections (undefined while the classes load). */
  schoolClass: SchoolClass | undefined;
  saving?: boolean;
  /** Why the last attempt failed (the service's `detail`). */
  error?: string | null;
  onSubmit: (values: AdmitValues) => void;
  onClose: () => void;
}

/** Admit into a section of the class applied for, with the admission number the office gives. */
export function AdmitDialog({
  admission,
  schoolClass,
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: AdmitDialogProps) {
  const schoolMessages = useSchoolMessages();
  const a = schoolMessages.admissions.admitDialog;
  const sections = schoolClass?.sections ?? [];
  const { values, set, errors, formRef, submit } = useValidatedForm<
    AdmitValues,
    ReturnType<typeof validateAdmit>
  >(
    {
      section_id: sections.length === 1 ? String(sections[0]?.id) : '',
      admission_no: '',
      roll_no: '',
    },
    (v: AdmitValues) => validateAdmit(v, a),
    onSubmit,
  );
  return (
    <FormDialog
      title={a.title(nameOf(admission))}
      submitLabel={a.confirm}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>{a.description(admission.class_name)}</p>
      {schoolClass && sections.length === 0 ? <Alert tone="warning">{a.noSections}</Alert> : null}
      <Select
        label={a.section}
        required
        placeholder={a.sectionPlaceholder}
        value={values.section_id || undefined}
        error={errors.section_id}
        onValueChange={(v) => set('section_id', v)}
        options={sections.map((s) => ({
          value: String(s.id),
          label: `${admission.class_name} ${s.name} (${s.student_count}/${s.capacity ?? '–'})`,
        }))}
      />
      <div className={styles.pair}>
        <TextField
          label={a.admissionNo}
          required
          hint={a.admissionNoHint}
          maxLength={30}
          value={values.admission_no}
          error={errors.admission_no}
          onChange={(e) => set('admission_no', e.currentTarget.value)}
        />
        <TextField
          label={a.rollNo}
          optional
          hint={a.rollNoHint}
          inputMode="numeric"
          maxLength={4}
          value={values.roll_no}
          error={errors.roll_no}
          onChange={(e) => set('roll_no', e.currentTarget.value)}
        />
      </div>
    </FormDialog>
  );
}

export interface DeclineDialogProps {
  admission: Admission;
  saving?: boolean;
  /** Why the last attempt failed (the service's `detail`). */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Decline with a reason (kept on the application). */
export function DeclineDialog({
  admission,
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: DeclineDialogProps) {
  const schoolMessages = useSchoolMessages();
  const d = schoolMessages.admissions.declineDialog;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    { reason: '' },
    (v: { reason: string }) => validateDecline(v, d),
    (v) => onSubmit(v.reason.trim()),
  );
  return (
    <FormDialog
      title={d.title(nameOf(admission))}
      submitLabel={d.confirm}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextArea
        label={d.reason}
        required
        hint={d.reasonHint}
        rows={3}
        maxLength={500}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => set('reason', e.currentTarget.value)}
      />
    </FormDialog>
  );
}
