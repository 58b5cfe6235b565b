import { Alert, Button, FormErrorSummary, PasswordStrength, TextField } from '@watni/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import * as page from '../../learner/_shared/page.css';
import { useSchoolMessages } from '../../messages/areas';
import * as styles from '../_shared/school.css';
import {
  type ParentInviteErrors,
  type ParentInviteField,
  type ParentInviteValues,
  parentInviteFields,
} from './validation';

export interface ParentInviteViewProps {
  values: ParentInviteValues;
  errors: ParentInviteErrors;
  submitting: boolean;
  /** The server's refusal (an unknown or used code, a taken e-mail), as its `detail`. */
  serverError?: string | null;
  onChange: (field: ParentInviteField, value: string) => void;
  onSubmit: () => void;
}

const fieldId = (field: ParentInviteField) => `parent-invite-${field}`;

/** `/parent-invite` as a pure view: code, e-mail and password, then the parent home. */
export function ParentInviteView({
  values,
  errors,
  submitting,
  serverError,
  onChange,
  onSubmit,
}: ParentInviteViewProps) {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.parentInvite;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const summary = parentInviteFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const bind = (field: ParentInviteField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled: submitting,
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        <div>
          <h1 className={page.title}>{m.title}</h1>
          <p className={page.muted}>{m.intro}</p>
        </div>
        {serverError ? (
          <Alert tone="error" data-testid="parent-invite-error">
            {serverError}
          </Alert>
        ) : null}
        <form
          className={styles.stack}
          onSubmit={handleSubmit}
          noValidate
          aria-label={m.title}
          aria-busy={submitting || undefined}
        >
          <FormErrorSummary errors={summary} title={m.errorSummary} />
          <TextField
            {...bind('code')}
            label={m.code}
            hint={m.codeHint}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            {...bind('email')}
            label={m.email}
            hint={m.emailHint}
            optional
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <TextField
            {...bind('password')}
            label={m.password}
            type="password"
            autoComplete="new-password"
            hint={m.passwordHint}
          />
          <PasswordStrength password={values.password} userInputs={[values.email]} />
          <TextField
            {...bind('confirm')}
            label={m.confirm}
            type="password"
            autoComplete="new-password"
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={submitting}
            loadingLabel={m.submitting}
          >
            {m.submit}
          </Button>
        </form>
        <p className={page.footerNote}>
          {m.haveAccount}{' '}
          <Link className={page.link} to="/login">
            {m.signIn}
          </Link>
        </p>
      </div>
    </div>
  );
}
