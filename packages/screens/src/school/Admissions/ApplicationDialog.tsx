import type { SchoolClass } from '@watni/api-client';
import { Alert, DateField, Select, TextArea, TextField } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../../staff/_shared/FormDialog';
import * as styles from './Admissions.css';
import { type ApplicationValues, emptyApplication, validateApplication } from './admissionForm';

export interface ApplicationDialogProps {
  classes: readonly SchoolClass[];
  saving?: boolean;
  /** Why the last attempt failed (the service's `detail`). */
  error?: string | null;
  onSubmit: (values: ApplicationValues) => void;
  onClose: () => void;
}

/** The application form the office fills in: the student, the guardian, the class applied for. */
export function ApplicationDialog({
  classes,
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: ApplicationDialogProps) {
  const schoolMessages = useSchoolMessages();
  const f = schoolMessages.admissions.form;
  const genders = schoolMessages.profile.genders;
  const relations = schoolMessages.profile.relations;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    emptyApplication,
    (v: ApplicationValues) => validateApplication(v, f),
    onSubmit,
  );
  const text = (key: keyof ApplicationValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
  });
  return (
    <FormDialog
      title={f.title}
      submitLabel={f.save}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Select
        label={f.classId}
        required
        placeholder={f.classPlaceholder}
        value={values.class_id || undefined}
        error={errors.class_id}
        onValueChange={(v) => set('class_id', v)}
        options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <h3 className={styles.subheading}>{f.studentHeading}</h3>
      <div className={styles.pair}>
        <TextField label={f.firstName} required maxLength={100} {...text('first_name')} />
        <TextField label={f.lastName} required maxLength={100} {...text('last_name')} />
      </div>
      <div className={styles.pair}>
        <DateField label={f.dateOfBirth} optional {...text('date_of_birth')} />
        <Select
          label={f.gender}
          required
          placeholder={f.genderPlaceholder}
          value={values.gender || undefined}
          error={errors.gender}
          onValueChange={(v) => set('gender', v as ApplicationValues['gender'])}
          options={(['male', 'female', 'other'] as const).map((g) => ({
            value: g,
            label: genders[g],
          }))}
        />
      </div>
      <TextField
        label={f.bForm}
        optional
        hint={f.bFormHint}
        inputMode="numeric"
        maxLength={15}
        {...text('b_form')}
      />
      <TextArea label={f.address} optional rows={2} maxLength={500} {...text('address')} />
      <h3 className={styles.subheading}>{f.guardianHeading}</h3>
      <div className={styles.pair}>
        <TextField label={f.guardianName} required maxLength={200} {...text('guardian_name')} />
        <Select
          label={f.relation}
          required
          value={values.guardian_relation}
          onValueChange={(v) =>
            set('guardian_relation', v as ApplicationValues['guardian_relation'])
          }
          options={(['father', 'mother', 'guardian'] as const).map((r) => ({
            value: r,
            label: relations[r],
          }))}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={f.cnic}
          optional
          hint={f.cnicHint}
          inputMode="numeric"
          maxLength={15}
          {...text('guardian_cnic')}
        />
        <TextField
          label={f.mobile}
          optional
          hint={f.mobileHint}
          type="tel"
          maxLength={20}
          {...text('guardian_mobile')}
        />
      </div>
      <TextField
        label={f.email}
        optional
        type="email"
        inputMode="email"
        maxLength={254}
        {...text('guardian_email')}
      />
    </FormDialog>
  );
}
