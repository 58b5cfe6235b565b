import type { TenantSummary } from '@watni/api-client';
import { Checkbox, PasswordStrength, Select, TextField } from '@watni/ui';
import { useStaffMessages } from '../../messages/areas';
import { FormDialog, useValidatedForm } from '../_shared/FormDialog';
import * as styles from './UserManagement.css';
import { type UserFormValues, validateUserForm } from './userForm';

interface UserFormDialogProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** Editing a superuser: the Tenant Admin checkbox is hidden. */
  editingSuperuser?: boolean;
  /** Organisations to create the user in (superusers only); omitted hides the field. */
  tenants?: readonly TenantSummary[];
  saving?: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}

/** The create and edit user modals (spec section 5). */
export function UserFormDialog({
  mode,
  initial,
  editingSuperuser = false,
  tenants,
  saving = false,
  onSubmit,
  onClose,
}: UserFormDialogProps) {
  const staffMessages = useStaffMessages();
  const f = staffMessages.users.form;
  const { values, set, errors, formRef, submit } = useValidatedForm(
    initial,
    (v: UserFormValues) => validateUserForm(v, mode, f),
    onSubmit,
  );
  const title = mode === 'create' ? staffMessages.users.createUser : staffMessages.users.editUser;
  return (
    <FormDialog
      title={title}
      submitLabel={mode === 'create' ? f.submitCreate : f.submitEdit}
      saving={saving}
      formClassName={styles.form}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.row}>
        <TextField
          label={f.firstName}
          required
          value={values.first_name}
          error={errors.first_name}
          onChange={(e) => set('first_name', e.currentTarget.value)}
        />
        <TextField
          label={f.lastName}
          required
          value={values.last_name}
          error={errors.last_name}
          onChange={(e) => set('last_name', e.currentTarget.value)}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={f.username}
          required
          autoComplete="off"
          value={values.username}
          error={errors.username}
          onChange={(e) => set('username', e.currentTarget.value)}
        />
        <TextField
          label={f.email}
          type="email"
          required
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
      </div>
      <div className={styles.row}>
        {mode === 'create' ? (
          <div>
            <TextField
              label={f.password}
              type="password"
              required
              autoComplete="new-password"
              hint={f.passwordHint}
              value={values.password}
              error={errors.password}
              onChange={(e) => set('password', e.currentTarget.value)}
            />
            <PasswordStrength
              password={values.password}
              userInputs={[values.email, values.username, values.first_name, values.last_name]}
            />
          </div>
        ) : null}
        <TextField
          label={f.phone}
          type="tel"
          optional
          value={values.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
        />
      </div>
      <div className={styles.row}>
        <Select
          label={f.role}
          required
          value={values.user_role}
          onValueChange={(v) => set('user_role', v as UserFormValues['user_role'])}
          options={(['student', 'teacher', 'admin'] as const).map((r) => ({
            value: r,
            label: f.roles[r],
          }))}
        />
        {mode === 'create' && tenants && tenants.length > 0 ? (
          <Select
            label={f.tenant}
            value={String(values.tenant_id)}
            onValueChange={(v) => set('tenant_id', Number(v))}
            options={tenants.map((t) => ({ value: String(t.id), label: t.name }))}
          />
        ) : null}
      </div>
      <Checkbox
        label={f.isActive}
        checked={values.is_active}
        onCheckedChange={(c) => set('is_active', c === true)}
      />
      {editingSuperuser ? null : (
        <Checkbox
          label={f.isTenantAdmin}
          checked={values.is_tenant_admin}
          onCheckedChange={(c) => set('is_tenant_admin', c === true)}
        />
      )}
    </FormDialog>
  );
}
