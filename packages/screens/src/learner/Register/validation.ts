import { type LearnerMessages, learnerMessages } from '../../messages/learner';

/** The organisation choice: an existing tenant's id (as text), 'new', or '' (nothing picked). */
export const NEW_ORGANISATION = 'new';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  /** Tenant id as text, 'new', or ''. */
  organisation: string;
  organization_name: string;
  accept_terms: boolean;
  /** The school's join code, asked when the chosen school admits by code. */
  join_code: string;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const registerFields: readonly RegisterField[] = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'phone',
  'organisation',
  'organization_name',
  'join_code',
  'accept_terms',
];

export const emptyRegisterValues: RegisterValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  phone: '',
  organisation: '',
  organization_name: '',
  accept_terms: false,
  join_code: '',
};

const MIN_PASSWORD = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec section 5's registration rules. `joinCodeRequired`: the sentence for a missing join code,
 * given when the chosen school admits by code. `t`: the messages in the user's language.
 */
export function validateRegister(
  values: RegisterValues,
  joinCodeRequired?: string,
  t: LearnerMessages['register'] = learnerMessages.register,
): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.first_name.trim()) errors.first_name = t.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = t.lastNameRequired;
  if (!values.username.trim()) errors.username = t.usernameRequired;
  if (!values.email.trim()) errors.email = t.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = t.emailInvalid;
  if (!values.password) errors.password = t.passwordRequired;
  else if (values.password.length < MIN_PASSWORD) errors.password = t.passwordShort;
  if (!values.organisation) errors.organisation = t.organisationRequired;
  if (values.organisation === NEW_ORGANISATION && !values.organization_name.trim()) {
    errors.organization_name = t.organisationNameRequired;
  }
  if (joinCodeRequired && !values.join_code.trim()) errors.join_code = joinCodeRequired;
  if (!values.accept_terms) errors.accept_terms = t.termsRequired;
  return errors;
}

/**
 * Picking an existing organisation clears organization_name; picking new clears the tenant
 * (spec section 5).
 */
export function withOrganisation(values: RegisterValues, organisation: string): RegisterValues {
  return organisation === NEW_ORGANISATION
    ? { ...values, organisation, join_code: '' }
    : { ...values, organisation, organization_name: '', join_code: '' };
}

interface RegisterPayload {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  phone: string | null;
  tenant_id: number | null;
  organization_name: string | null;
  accept_terms: true;
  join_code?: string;
}

export function toRegisterPayload(values: RegisterValues): RegisterPayload {
  const isNew = values.organisation === NEW_ORGANISATION;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim() || null,
    tenant_id: isNew ? null : Number(values.organisation),
    organization_name: isNew ? values.organization_name.trim() : null,
    accept_terms: true,
    ...(!isNew && values.join_code.trim() ? { join_code: values.join_code.trim() } : {}),
  };
}

/** The server's field errors (422) mapped onto the form's fields. */
export function pickRegisterErrors(server: Record<string, string>): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const [field, message] of Object.entries(server)) {
    if (field === 'tenant_id') errors.organisation = message;
    else if ((registerFields as readonly string[]).includes(field)) {
      errors[field as RegisterField] = message;
    }
  }
  return errors;
}
