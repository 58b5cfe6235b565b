import { Alert, Button, latinDigits, PasswordStrength, TextField } from '@watni/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { type LearnerMessages, learnerMessages } from '../../messages/learner';
import * as page from '../_shared/page.css';
import * as styles from './ResetPassword.css';

export interface ResetPasswordValues {
  password: string;
  confirm: string;
  /** The 6-digit code sent by SMS (a reset by mobile number); unused with an e-mailed link. */
  code?: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

/** The registration's password rule (minimum 6), and both entries equal. */
export function validateResetPassword(
  values: ResetPasswordValues,
  t: LearnerMessages['reset'] = learnerMessages.reset,
): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (values.code !== undefined && !/^\d{6}$/.test(latinDigits(values.code).replace(/\s/g, ''))) {
    errors.code = t.codeInvalid;
  }
  if (!values.password) errors.password = t.passwordRequired;
  else if (values.password.length < 6) errors.password = t.passwordShort;
  if (values.password && values.confirm !== values.password) errors.confirm = t.mismatch;
  return errors;
}

export interface ResetPasswordViewProps {
  /** False when the link carries no token (nor a mobile number to reset by code). */
  hasToken: boolean;
  /** Reset by the code sent by SMS to this mobile number (as typed on the previous page). */
  byCodeTo?: string | null;
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
  byCodeTo,
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
          <p className={page.muted}>{byCodeTo ? t.codeIntro(byCodeTo) : t.intro}</p>
        </div>
        {!hasToken && !byCodeTo ? (
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
              {byCodeTo ? (
                <TextField
                  id="reset-code"
                  name="code"
                  label={t.code}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  value={values.code ?? ''}
                  error={errors.code}
                  disabled={submitting}
                  onChange={(event) => onChange('code', event.target.value)}
                />
              ) : null}
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
