import { errorMessage, useForgotPassword } from '@watni/api-client';
import { useState } from 'react';
import { useLearnerMessages } from '../../messages/areas';
import { isSignInName } from '../SignIn/SignIn';
import { ForgotPasswordView } from './ForgotPassword';

/** `/forgot-password`: POST /auth/forgot-password; the answer never says whether the email exists. */
export function ForgotPasswordPage() {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.forgot;
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = () => {
    const value = email.trim();
    const error = !value ? t.emailRequired : isSignInName(value) ? null : t.emailInvalid;
    setEmailError(error);
    setServerError(null);
    if (error) return;
    forgot.mutate(
      { email: value },
      {
        onSuccess: () => setSent(true),
        onError: (failure) => setServerError(errorMessage(failure, t.failed)),
      },
    );
  };

  return (
    <ForgotPasswordView
      email={email}
      emailError={emailError}
      status={sent ? 'sent' : forgot.isPending ? 'submitting' : serverError ? 'error' : 'idle'}
      serverError={serverError}
      onEmailChange={(value) => {
        setEmail(value);
        setEmailError(null);
      }}
      onSubmit={onSubmit}
      onReset={() => {
        setSent(false);
        setEmail('');
        forgot.reset();
      }}
    />
  );
}
