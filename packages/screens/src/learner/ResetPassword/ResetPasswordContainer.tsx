import { errorMessage, fieldErrors, useResetPassword } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import {
  type ResetPasswordErrors,
  type ResetPasswordValues,
  ResetPasswordView,
  validateResetPassword,
} from './ResetPassword';

/** `/reset-password?token=...` (or `/reset-password/:token`): sets the password, then sign-in. */
export function ResetPasswordPage() {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.reset;
  const [params] = useSearchParams();
  const { token: pathToken } = useParams();
  const token = params.get('token') ?? pathToken ?? '';
  const reset = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = () => {
    const found = validateResetPassword(values, learnerMessages.reset);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          toast.success(t.done);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          setServerError(errorMessage(error, t.failed));
          const fields = fieldErrors(error);
          if (fields.password) setErrors({ password: fields.password });
        },
      },
    );
  };

  return (
    <ResetPasswordView
      hasToken={token !== ''}
      values={values}
      errors={errors}
      submitting={reset.isPending}
      serverError={serverError}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _fixed, ...rest }) => rest);
      }}
      onSubmit={onSubmit}
    />
  );
}
