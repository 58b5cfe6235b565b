import type { TenantSummary } from '@watni/api-client';
import {
  Alert,
  Button,
  Checkbox,
  FormErrorSummary,
  PasswordStrength,
  Select,
  type SelectOption,
  TextField,
} from '@watni/ui';
import type { ComponentProps, FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import * as page from '../_shared/page.css';
import { useHydrated } from '../_shared/useHydrated';
import * as styles from './Register.css';
import {
  NEW_ORGANISATION,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registerFields,
} from './validation';

export interface RegisterViewProps {
  values: RegisterValues;
  errors: RegisterErrors;
  /** Organisations from `/tenants/list`; undefined while loading. */
  tenants: readonly TenantSummary[] | undefined;
  tenantsError?: boolean;
  submitting: boolean;
  /** The failure: detail, else 'Registration failed'. */
  serverError?: string | null;
  onChange: (field: Exclude<RegisterField, 'accept_terms'>, value: string) => void;
  onTermsChange: (accepted: boolean) => void;
  onSubmit: () => void;
  /** Where 'Sign in' leads (keeps `?next=`). */
  loginHref?: string;
}

const fieldId = (field: RegisterField) => `register-${field}`;

/** `/register` as a pure view. */
export function RegisterView({
  values,
  errors,
  tenants,
  tenantsError,
  submitting,
  serverError,
  onChange,
  onTermsChange,
  onSubmit,
  loginHref = '/login',
}: RegisterViewProps) {
  const hydrated = useHydrated();
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.register;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const summary = registerFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const bind = (field: Exclude<RegisterField, 'accept_terms' | 'organisation'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const options: SelectOption[] = [
    ...(tenants ?? []).map((tenant) => ({ value: String(tenant.id), label: tenant.name })),
    { value: NEW_ORGANISATION, label: t.organisationNew },
  ];

  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{t.intro}</p>
        </div>
        {serverError ? (
          <Alert tone="error" data-testid="register-error">
            {serverError}
          </Alert>
        ) : null}
        <form
          className={styles.form}
          // The form is in the prerendered HTML: submitted before the scripts have run, it posts
          // (the password never goes into the address, the history or a server's log).
          method="post"
          onSubmit={handleSubmit}
          noValidate
          aria-label={t.title}
          aria-busy={submitting || undefined}
        >
          <fieldset className={page.formFields} disabled={!hydrated}>
            <FormErrorSummary errors={summary} title={t.errorSummary} />
            <div className={page.row}>
              <TextField
                {...bind('first_name')}
                label={t.firstName}
                required
                autoComplete="given-name"
              />
              <TextField
                {...bind('last_name')}
                label={t.lastName}
                required
                autoComplete="family-name"
              />
            </div>
            <TextField {...bind('username')} label={t.username} required autoComplete="username" />
            <TextField
              {...bind('email')}
              label={t.email}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
            />
            <TextField
              {...bind('password')}
              label={t.password}
              type="password"
              required
              autoComplete="new-password"
              hint={t.passwordHint}
            />
            <PasswordStrength
              password={values.password}
              userInputs={[values.email, values.username, values.first_name, values.last_name]}
            />
            <TextField {...bind('phone')} label={t.phone} optional type="tel" autoComplete="tel" />
            {tenantsError ? <Alert tone="warning">{t.organisationsFailed}</Alert> : null}
            <Select
              id={fieldId('organisation')}
              name="organisation"
              label={t.organisation}
              required
              placeholder={tenants ? t.organisationPlaceholder : t.organisationsLoading}
              options={options}
              value={values.organisation || undefined}
              error={errors.organisation}
              disabled={submitting}
              onValueChange={(value) => onChange('organisation', value)}
            />
            <JoiningByMode
              mode={
                tenants?.find((tenant) => String(tenant.id) === values.organisation)
                  ?.registration_mode
              }
              field={bind('join_code')}
            />
            {values.organisation === NEW_ORGANISATION ? (
              <TextField
                {...bind('organization_name')}
                label={t.organisationName}
                required
                autoComplete="organization"
                hint={t.organisationNameHint}
              />
            ) : null}
            <Checkbox
              id={fieldId('accept_terms')}
              name="accept_terms"
              required
              checked={values.accept_terms}
              disabled={submitting}
              error={errors.accept_terms}
              onCheckedChange={(checked) => onTermsChange(checked === true)}
              label={
                <>
                  {t.termsBefore}
                  <Link className={page.link} to="/terms" target="_blank">
                    {t.terms}
                  </Link>
                  {t.termsAnd}
                  <Link className={page.link} to="/privacy" target="_blank">
                    {t.privacy}
                  </Link>
                </>
              }
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={submitting}
              loadingLabel={t.submitting}
            >
              {t.submit}
            </Button>
          </fieldset>
        </form>
        <p className={page.footerNote}>
          {t.haveAccount}{' '}
          <Link className={page.link} to={loginHref}>
            {t.signIn}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** What the chosen school asks of a visitor: its join code, or patience. */
function JoiningByMode({
  mode,
  field,
}: {
  mode: TenantSummary['registration_mode'];
  field: Omit<ComponentProps<typeof TextField>, 'label'>;
}) {
  const { m } = usePlatformMessages();
  if (mode === 'join_code') {
    return (
      <TextField
        {...field}
        label={m.register.joinCode}
        hint={m.register.joinCodeHint}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    );
  }
  if (mode === 'approval') return <Alert tone="info">{m.register.approvalNote}</Alert>;
  return null;
}
