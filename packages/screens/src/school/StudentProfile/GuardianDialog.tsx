import type { Guardian } from '@watni/api-client';
import { Alert, Select, Switch, TextField } from '@watni/ui';
import { useSchoolMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../../staff/_shared/FormDialog';
import * as styles from '../Admissions/Admissions.css';
import { type GuardianValues, guardianValues, validateGuardian } from './guardianForm';

export interface GuardianDialogProps {
  /** The guardian to correct; absent, a new guardian for this student. */
  guardian?: Guardian;
  saving?: boolean;
  error?: string | null;
  onSubmit: (values: GuardianValues) => void;
  onClose: () => void;
}

/** Add a guardian to the student, or correct one on file (admins). */
export function GuardianDialog({
  guardian,
  saving = false,
  error = null,
  onSubmit,
  onClose,
}: GuardianDialogProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.profile;
  const f = schoolMessages.admissions.form;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    guardianValues(guardian),
    (v: GuardianValues) => validateGuardian(v, f),
    onSubmit,
  );
  const text = (key: 'name' | 'cnic' | 'mobile' | 'email') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });
  return (
    <FormDialog
      title={guardian ? m.editGuardianOf(guardian.name) : m.addGuardian}
      submitLabel={m.save}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.pair}>
        <TextField label={m.guardianName} required maxLength={200} {...text('name')} />
        <Select
          label={m.relation}
          required
          value={values.relation}
          onValueChange={(v) => set('relation', v as GuardianValues['relation'])}
          options={(['father', 'mother', 'guardian'] as const).map((r) => ({
            value: r,
            label: m.relations[r],
          }))}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={m.cnic}
          optional
          hint={f.cnicHint}
          inputMode="numeric"
          maxLength={15}
          {...text('cnic')}
        />
        <TextField
          label={m.mobile}
          optional
          hint={f.mobileHint}
          type="tel"
          maxLength={20}
          {...text('mobile')}
        />
      </div>
      <TextField
        label={m.email}
        optional
        type="email"
        inputMode="email"
        maxLength={254}
        {...text('email')}
      />
      <Switch
        label={m.smsConsent}
        description={m.consentHint}
        checked={values.sms_consent}
        onCheckedChange={(on) => set('sms_consent', on)}
      />
      <Switch
        label={m.whatsappConsent}
        description={m.consentHint}
        checked={values.whatsapp_consent}
        onCheckedChange={(on) => set('whatsapp_consent', on)}
      />
      {guardian ? null : (
        <Switch
          label={m.makePrimary}
          description={m.makePrimaryHint}
          checked={values.is_primary}
          onCheckedChange={(on) => set('is_primary', on)}
        />
      )}
    </FormDialog>
  );
}
