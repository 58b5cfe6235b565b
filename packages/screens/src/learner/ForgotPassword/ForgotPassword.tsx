import { Alert, Button, latinDigits, TextField } from '@watni/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import * as page from '../_shared/page.css';
import * as styles from './ForgotPassword.css';

export interface ForgotPasswordViewProps {
  email: string;
  emailError?: string | null;
  status: 'idle' | 'submitting' | 'sent' | 'error';
  serverError?: string | null;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
  onReset: () => void;
}

/** `/forgot-password` as a pure view: request a link, then a confirmation that reveals nothing. */
export function ForgotPasswordView({
  email,
  emailError,
  status,
  serverError,
  onEmailChange,
  onSubmit,
  onReset,
}: ForgotPasswordViewProps) {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.forgot;
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);
  const submitting = status === 'submitting';
  // A name without @ is a mobile number: the code goes by SMS, and is typed on the next page.
  const byMobile = !email.includes('@');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        {status === 'sent' ? (
          <div ref={sentRef} tabIndex={-1} role="status" data-testid="forgot-sent">
            <h1 className={page.title}>{byMobile ? t.sentSmsTitle : t.sentTitle}</h1>
            <p>{byMobile ? t.sentSmsText(email.trim()) : t.sentText(email)}</p>
            <div className={styles.actions}>
              {byMobile ? (
                <Button asChild>
                  <Link to={`/reset-password?mobile=${encodeURIComponent(email.trim())}`}>
                    {t.enterCode}
                  </Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/login">{t.backToSignIn}</Link>
                </Button>
              )}
              <Button variant="ghost" onClick={onReset}>
                {t.another}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div>
              <h1 className={page.title}>{t.title}</h1>
              <p className={page.muted}>{t.intro}</p>
            </div>
            {status === 'error' && serverError ? <Alert tone="error">{serverError}</Alert> : null}
            <form
              className={styles.form}
              onSubmit={handleSubmit}
              noValidate
              aria-label={t.title}
              aria-busy={submitting || undefined}
            >
              <TextField
                id="forgot-email"
                name="email"
                type="text"
                label={t.email}
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                error={emailError ?? undefined}
                disabled={submitting}
                onChange={(event) => onEmailChange(latinDigits(event.target.value))}
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
            <p className={page.footerNote}>
              <Link className={page.link} to="/login">
                {t.backToSignIn}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
