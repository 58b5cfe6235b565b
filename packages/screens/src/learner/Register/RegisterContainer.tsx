import { errorMessage, fieldErrors, useRegister, useTenants } from '@watni/api-client';
import { useToast } from '@watni/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLearnerMessages } from '../../messages/areas';
import { usePlatformMessages } from '../../messages/platform';
import { safeNext } from '../_shared/next';
import { RegisterView } from './Register';
import {
  emptyRegisterValues,
  NEW_ORGANISATION,
  pickRegisterErrors,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  toRegisterPayload,
  validateRegister,
  withOrganisation,
} from './validation';

/** How long the new-organisation message stays (it is long and matters). */
const REVIEW_TOAST_MS = 15_000;

/**
 * `/register`: joining an existing organisation signs in and goes to `/dashboard`; requesting a
 * new one shows the review message and goes to `/login` (spec section 4).
 */
export function RegisterPage() {
  const learnerMessages = useLearnerMessages();
  const t = learnerMessages.register;
  const tenants = useTenants();
  const register = useRegister();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { m: pm, format } = usePlatformMessages();
  const chosen = tenants.data?.items.find((tenant) => String(tenant.id) === values.organisation);

  const clearError = (...fields: RegisterField[]) =>
    setErrors((current) => {
      const copy = { ...current };
      for (const field of fields) delete copy[field];
      return copy;
    });

  const onChange = (field: Exclude<RegisterField, 'accept_terms'>, value: string) => {
    if (field === 'organisation') {
      setValues((current) => withOrganisation(current, value));
      clearError('organisation', 'organization_name');
      return;
    }
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const onTermsChange = (accepted: boolean) => {
    setValues((current) => ({ ...current, accept_terms: accepted }));
    clearError('accept_terms');
  };

  const onSubmit = () => {
    const found = validateRegister(
      values,
      chosen?.registration_mode === 'join_code' ? pm.register.joinCodeRequired : undefined,
      learnerMessages.register,
    );
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    const payload = toRegisterPayload(values);
    const isNew = values.organisation === NEW_ORGANISATION;
    register.mutate(payload, {
      onSuccess: (result) => {
        if (!isNew && !result.tokens) {
          // The school approves each registration: wait, then sign in.
          toast.success(format(pm.register.awaitingApproval, { school: chosen?.name ?? '' }), {
            duration: REVIEW_TOAST_MS,
          });
          navigate('/login', { replace: true });
        } else if (isNew || !result.tokens) {
          toast.success(t.newOrganisationSubmitted(payload.organization_name ?? ''), {
            duration: REVIEW_TOAST_MS,
          });
          navigate('/login', { replace: true });
        } else {
          navigate(safeNext(next), { replace: true });
        }
      },
      onError: (error) => {
        setServerError(errorMessage(error, t.failed));
        setErrors(pickRegisterErrors(fieldErrors(error)));
      },
    });
  };

  return (
    <RegisterView
      values={values}
      errors={errors}
      tenants={tenants.data?.items}
      tenantsError={tenants.isError}
      submitting={register.isPending}
      serverError={serverError}
      onChange={onChange}
      onTermsChange={onTermsChange}
      onSubmit={onSubmit}
      loginHref={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
    />
  );
}
