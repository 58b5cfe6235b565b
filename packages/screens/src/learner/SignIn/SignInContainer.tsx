import { errorMessage, useLogin } from '@watni/api-client';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGNED_IN_STATE } from '../../console/ConsoleLayout/useFocusHeadingAfterSignIn';
import { useLearnerMessages } from '../../messages/areas';
import { safeNext } from '../_shared/next';
import {
  emptySignInValues,
  type SignInErrors,
  type SignInValues,
  SignInView,
  validateSignIn,
} from './SignIn';

/** `/login`: signs in (useLogin) and goes to `?next=` or `/dashboard`. */
export function SignInPage() {
  const learnerMessages = useLearnerMessages();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [values, setValues] = useState<SignInValues>(emptySignInValues);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const onChange = <K extends keyof SignInValues>(field: K, value: SignInValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as keyof SignInErrors]: _fixed, ...rest }) => rest);
  };

  const onSubmit = () => {
    const found = validateSignIn(values, learnerMessages.signIn);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      setFailedAttempts((n) => n + 1);
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password, remember_me: values.remember_me },
      {
        onSuccess: () => navigate(safeNext(next), { replace: true, state: SIGNED_IN_STATE }),
        onError: (error) => {
          setServerError(errorMessage(error, learnerMessages.signIn.failed));
          setFailedAttempts((n) => n + 1);
        },
      },
    );
  };

  return (
    <SignInView
      values={values}
      errors={errors}
      submitting={login.isPending}
      serverError={serverError}
      onChange={onChange}
      onSubmit={onSubmit}
      failedAttempts={failedAttempts}
      registerHref={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
    />
  );
}
