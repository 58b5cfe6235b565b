import { normaliseMobile } from '@watni/policy';
import { Alert, Button, Checkbox, FormErrorSummary, latinDigits, TextField } from '@watni/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { type LearnerMessages, learnerMessages } from '../../messages/learner';
import * as page from '../_shared/page.css';
import { useHydrated } from '../_shared/useHydrated';
import * as styles from './SignIn.css';

export interface SignInValues {
  email: string;
  password: string;
  remember_me: boolean;
}

export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<Record<SignInField, string>>;

export const emptySignInValues: SignInValues = { email: '', password: '', remember_me: false };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, or (for parents without one) a mobile number, in any digits. */
export function isSignInName(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return EMAIL.test(trimmed);
  return normaliseMobile(trimmed) !== null;
}

/** Spec section 5: sign-in name and password required, the name an e-mail or a mobile number. */
export function validateSignIn(
  values: SignInValues,
  t: LearnerMessages['signIn'] = learnerMessages.signIn,
): SignInErrors {
  const errors: SignInErrors = {};
  if (!values.email.trim()) errors.email = t.emailRequired;
  else if (!isSignInName(values.email)) errors.email = t.emailInvalid;
  if (!values.password) errors.password = t.passwordRequired;
  return errors;
}

export interface SignInViewProps {
  values: SignInValues;
  errors: SignInErrors;
  submitting: boolean;
  /** The failure: the server's detail, else the error message, else 'Login failed'. */
  serverError?: string | null;
  onChange: <K extends keyof SignInValues>(field: K, value: SignInValues[K]) => void;
  onSubmit: () => void;
  /** Where 'Register' leads (keeps `?next=`). */
  registerHref?: string;
  /**
   * Counts failed submits: each new one moves focus to what went wrong (the summary of the
   * fields' errors, or the service's answer), so a screen reader announces it.
   */
  failedAttempts?: number;
}

/** `/login` as a pure view. */
export function SignInView({
  values,
  errors,
  submitting,
  serverError,
  onChange,
  onSubmit,
  registerHref = '/register',
  failedAttempts = 0,
}: SignInViewProps) {
  const hydrated = useHydrated();
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.signIn;
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failedAttempts === 0) return;
    (serverErrorRef.current ?? summaryRef.current)?.focus();
  }, [failedAttempts]);
  const fieldErrors = (['email', 'password'] as const).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: `login-${field}`, message }] : [];
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields stay enabled while signing in (disabling them dropped focus to <body>); the
    // busy button and this guard keep it to one request.
    if (!submitting) onSubmit();
  };
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{t.intro}</p>
        </div>
        {serverError ? (
          <Alert tone="error" data-testid="login-error" ref={serverErrorRef} tabIndex={-1}>
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
            <FormErrorSummary
              ref={summaryRef}
              autoFocus={false}
              errors={fieldErrors}
              title={t.errorSummary}
            />
            <TextField
              id="login-email"
              name="email"
              type="text"
              label={t.email}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.email}
              error={errors.email}
              onChange={(event) => onChange('email', latinDigits(event.target.value))}
            />
            <TextField
              id="login-password"
              name="password"
              type="password"
              label={t.password}
              required
              autoComplete="current-password"
              value={values.password}
              error={errors.password}
              onChange={(event) => onChange('password', event.target.value)}
            />
            <div className={styles.options}>
              <Checkbox
                id="login-remember"
                name="remember_me"
                label={t.rememberMe}
                description={t.rememberMeHint}
                checked={values.remember_me}
                onCheckedChange={(checked) => onChange('remember_me', checked === true)}
              />
              <Link className={page.link} to="/forgot-password">
                {t.forgotPassword}
              </Link>
            </div>
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
          {t.noAccount}{' '}
          <Link className={page.link} to={registerHref}>
            {t.register}
          </Link>
        </p>
      </div>
    </div>
  );
}
