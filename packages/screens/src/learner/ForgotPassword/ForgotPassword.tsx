import { Alert, Button, TextField } from '@watni/ui';
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
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <div className={page.authPage}>
      <div className={page.authCard}>
        {status === 'sent' ? (
          <div ref={sentRef} tabIndex={-1} role="status" data-testid="forgot-sent">
            <h1 className={page.title}>{t.sentTitle}</h1>
            <p>{t.sentText(email)}</p>
            <div className={styles.actions}>
              <Button asChild>
                <Link to="/login">{t.backToSignIn}</Link>
              </Button>
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
                type="email"
                label={t.email}
                required
                autoComplete="email"
                inputMode="email"
                value={email}
                error={emailError ?? undefined}
                disabled={submitting}
                onChange={(event) => onEmailChange(event.target.value)}
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
