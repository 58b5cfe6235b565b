import { errorMessage, fieldErrors, useAcceptParentInvite, useLogin } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSchoolMessages } from '../../messages/areas';
import { ParentInviteView } from './ParentInvite';
import {
  emptyParentInviteValues,
  type ParentInviteErrors,
  type ParentInviteField,
  type ParentInviteValues,
  pickParentInviteErrors,
  toParentInvitePayload,
  validateParentInvite,
} from './validation';

/**
 * `/parent-invite` (public; the invitation e-mail links here with `?code=`): redeem the code,
 * then sign in with the new account and go to the parent home on /dashboard.
 */
export function ParentInviteContainer() {
  const schoolMessages = useSchoolMessages();
  const m = schoolMessages.parentInvite;
  const [params] = useSearchParams();
  const accept = useAcceptParentInvite();
  const login = useLogin();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<ParentInviteValues>(() =>
    emptyParentInviteValues(params.get('code') ?? ''),
  );
  const [errors, setErrors] = useState<ParentInviteErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onChange = (field: ParentInviteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = () => {
    const found = validateParentInvite(values, m);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    const payload = toParentInvitePayload(values);
    accept.mutate(payload, {
      onSuccess: () => {
        // Signing in by mobile number: the number is the guardian's, typed on the sign-in page.
        if (!payload.email) {
          toast.success(m.readyMobile);
          navigate('/login', { replace: true });
          return;
        }
        login.mutate(
          { email: payload.email, password: payload.password },
          {
            onSuccess: () => navigate('/dashboard', { replace: true }),
            onError: () => setServerError(m.signInFailed),
          },
        );
      },
      onError: (error) => {
        setServerError(errorMessage(error, m.failed));
        setErrors(pickParentInviteErrors(fieldErrors(error)));
      },
    });
  };

  return (
    <ParentInviteView
      values={values}
      errors={errors}
      submitting={accept.isPending || login.isPending}
      serverError={serverError}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
