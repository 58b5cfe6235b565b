import {
  errorMessage,
  fieldErrors,
  useResetPassword,
  useResetPasswordWithCode,
} from '@watni/api-client';
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
  // `/reset-password?mobile=…`: the forgot-password page sent a code by SMS to this number.
  const mobile = token ? null : params.get('mobile');
  const reset = useResetPassword();
  const resetByCode = useResetPasswordWithCode();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordValues>(() =>
    mobile ? { password: '', confirm: '', code: '' } : { password: '', confirm: '' },
  );
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = () => {
    const found = validateResetPassword(values, learnerMessages.reset);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    const handlers = {
      onSuccess: () => {
        toast.success(t.done);
        navigate('/login', { replace: true });
      },
      onError: (error: unknown) => {
        setServerError(errorMessage(error, t.failed));
        const fields = fieldErrors(error);
        if (fields.password) setErrors({ password: fields.password });
      },
    };
    if (mobile) {
      resetByCode.mutate({ mobile, code: values.code ?? '', password: values.password }, handlers);
    } else reset.mutate({ token, password: values.password }, handlers);
  };

  return (
    <ResetPasswordView
      hasToken={token !== ''}
      byCodeTo={mobile}
      values={values}
      errors={errors}
      submitting={reset.isPending || resetByCode.isPending}
      serverError={serverError}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _fixed, ...rest }) => rest);
      }}
      onSubmit={onSubmit}
    />
  );
}
