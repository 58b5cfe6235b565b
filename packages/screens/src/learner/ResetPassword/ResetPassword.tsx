import { Alert, Button, PasswordStrength, TextField } from '@watni/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { type LearnerMessages, learnerMessages } from '../../messages/learner';
import * as page from '../_shared/page.css';
import * as styles from './ResetPassword.css';

export interface ResetPasswordValues {
  password: string;
  confirm: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** The registration's password rule (minimum 6), and both entries equal. */
export function validateResetPassword(
  values: ResetPasswordValues,
  t: LearnerMessages['reset'] = learnerMessages.reset,
): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (!values.password) errors.password = t.passwordRequired;
  else if (values.password.length < 6) errors.password = t.passwordShort;
  if (values.password && values.confirm !== values.password) errors.confirm = t.mismatch;
  return errors;
}

export interface ResetPasswordViewProps {
  /** False when the link carries no token. */
  hasToken: boolean;
  values: ResetPasswordValues;
  errors: ResetPasswordErrors;
  submitting: boolean;
  serverError?: string | null;
  onChange: (field: keyof ResetPasswordValues, value: string) => void;
  onSubmit: () => void;
}

/** The page the emailed link opens (`/reset-password?token=...`) as a pure view. */
export function ResetPasswordView({
  hasToken,
  values,
  errors,
  submitting,
  serverError,
  onChange,
  onSubmit,
}: ResetPasswordViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.reset;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{t.intro}</p>
        </div>
        {!hasToken ? (
          <Alert tone="error" action={<Link to="/forgot-password">{t.requestNew}</Link>}>
            {t.missingToken}
          </Alert>
        ) : (
          <>
            {serverError ? (
              <Alert tone="error" action={<Link to="/forgot-password">{t.requestNew}</Link>}>
                {serverError}
              </Alert>
            ) : null}
            <form
              className={styles.form}
              onSubmit={handleSubmit}
              noValidate
              aria-label={t.title}
              aria-busy={submitting || undefined}
            >
              <TextField
                id="reset-password"
                name="password"
                type="password"
                label={t.password}
                required
                autoComplete="new-password"
                hint={t.passwordHint}
                value={values.password}
                error={errors.password}
                disabled={submitting}
                onChange={(event) => onChange('password', event.target.value)}
              />
              <PasswordStrength password={values.password} />
              <TextField
                id="reset-confirm"
                name="confirm"
                type="password"
                label={t.confirm}
                required
                autoComplete="new-password"
                value={values.confirm}
                error={errors.confirm}
                disabled={submitting}
                onChange={(event) => onChange('confirm', event.target.value)}
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
            </form>
          </>
        )}
      </div>
    </div>
  );
}
