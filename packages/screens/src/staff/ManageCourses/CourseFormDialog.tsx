import { NumberField, Select, TextArea, TextField } from '@watni/ui';
import { useStaffMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../_shared/FormDialog';
import { type CourseFormValues, validateCourseForm } from './courseForm';
import * as styles from './ManageCourses.css';

interface CourseFormDialogProps {
  mode: 'create' | 'edit';
  initial: CourseFormValues;
  saving?: boolean;
  onSubmit: (values: CourseFormValues) => void;
  onClose: () => void;
}

/** The Create New Course modal, also used to edit a course. */
export function CourseFormDialog({
  mode,
  initial,
  saving = false,
  onSubmit,
  onClose,
}: CourseFormDialogProps) {
  const staffMessages = useStaffMessages();
  const m = staffMessages.courses;
  const f = m.form;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    initial,
    validateCourseForm,
    onSubmit,
  );
  return (
    <FormDialog
      title={mode === 'create' ? m.create : m.editTitle}
      submitLabel={mode === 'create' ? f.submitCreate : f.submitEdit}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={f.title}
        required
        value={values.title}
        error={errors.title}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <TextArea
        label={f.description}
        required
        rows={4}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <div className={styles.row}>
        <NumberField
          label={f.price}
          min={0}
          step={0.01}
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price', e.currentTarget.value)}
        />
        <Select
          label={f.currency}
          value={values.currency}
          onValueChange={(v) => set('currency', v as CourseFormValues['currency'])}
          options={[
            { value: 'PKR', label: 'PKR' },
            { value: 'USD', label: 'USD' },
          ]}
        />
      </div>
      <div className={styles.row}>
        <Select
          label={f.level}
          value={values.level}
          onValueChange={(v) => set('level', v as CourseFormValues['level'])}
          options={(['beginner', 'intermediate', 'advanced'] as const).map((l) => ({
            value: l,
            label: m.levels[l],
          }))}
        />
        <NumberField
          label={f.duration}
          optional
          min={1}
          step={1}
          value={values.duration_hours}
          error={errors.duration_hours}
          onChange={(e) => set('duration_hours', e.currentTarget.value)}
        />
      </div>
      <TextField
        label={f.category}
        optional
        value={values.category}
        onChange={(e) => set('category', e.currentTarget.value)}
      />
    </FormDialog>
  );
}
