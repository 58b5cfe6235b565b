import { errorMessage, fieldErrors, useSubmitContact } from '@watni/api-client';
import {
  Alert,
  Button,
  FormErrorSummary,
  Hero,
  Icon,
  type IconName,
  TextArea,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePublicMessages } from '../../messages/MessagesProvider';
import { LightTemplate, useLightPage } from '../../shell/LightPage/LightPage';
import { Section } from '../_shared/Section';
import * as shared from '../_shared/shared.css';
import * as styles from './Contact.css';
import { CONTACT_EMAIL_MARK, type LightContactMessages } from './light';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFields,
  emptyContactValues,
  pickContactErrors,
  toContactPayload,
  validateContact,
} from './validation';

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ContactViewProps {
  values: ContactValues;
  /** Field errors shown beside the fields (client validation or the server's 422). */
  errors: ContactErrors;
  status: ContactStatus;
  /** The server's `detail` (or a fallback) when sending failed. */
  serverError?: string | null;
  /** The service's confirmation sentence after a successful send. */
  confirmation?: string | null;
  /** The address the reply goes to, shown in the confirmation. */
  submittedEmail?: string;
  onChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  /** 'Send another message' after a success. */
  onReset: () => void;
}

const fieldId = (field: ContactField) => `contact-${field}`;

/** The contact page as a pure view: the form (or its confirmation) beside the contact details. */
export function ContactView({
  values,
  errors,
  status,
  serverError,
  confirmation,
  submittedEmail,
  onChange,
  onSubmit,
  onReset,
}: ContactViewProps) {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.contact;
  const c = m.company;
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const light = useLightPage();
  const submitting = status === 'submitting';
  const summary = contactFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const bind = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  const details: Array<{ icon: IconName; label: string; value: string; href?: string }> = [
    { icon: 'mail', label: t.details.email, value: c.email, href: `mailto:${c.email}` },
    { icon: 'phone', label: t.details.phone, value: c.phone, href: c.phoneHref },
    { icon: 'phone', label: t.details.mobile, value: c.mobile, href: c.mobileHref },
    { icon: 'mapPin', label: t.details.address, value: c.addressLines.join(', ') },
    { icon: 'clock', label: t.details.hours, value: c.hours },
  ];

  return (
    <>
      <Hero
        tone="subtle"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
      />
      <Section>
        <div className={styles.layout}>
          {status === 'success' ? (
            <div
              ref={successRef}
              tabIndex={-1}
              role="status"
              className={styles.success}
              data-testid="contact-success"
            >
              <span className={styles.successIcon}>
                <Icon name="checkCircle" size={28} />
              </span>
              <h2 className={styles.successTitle}>{t.success.title}</h2>
              {confirmation ? <p>{confirmation}</p> : null}
              <p className={shared.muted}>
                {format(t.success.text, { email: submittedEmail ?? values.email })}
              </p>
              <Button variant="outline" onClick={onReset}>
                {t.success.another}
              </Button>
            </div>
          ) : (
            <form
              className={styles.form}
              onSubmit={handleSubmit}
              noValidate
              aria-labelledby="contact-form-title"
              aria-busy={submitting || undefined}
              data-light-contact={
                light
                  ? JSON.stringify({
                      validation: t.validation,
                      failed: t.form.failed,
                    } satisfies LightContactMessages)
                  : undefined
              }
            >
              <div>
                <h2 id="contact-form-title" className={styles.formTitle}>
                  {t.form.title}
                </h2>
                <p className={shared.smallNote}>{t.form.intro}</p>
              </div>
              {status === 'error' && serverError ? <Alert tone="error">{serverError}</Alert> : null}
              <FormErrorSummary
                errors={status === 'error' ? [] : summary}
                title={t.form.errorSummary}
              />
              <div className={styles.row}>
                <TextField {...bind('name')} label={t.form.name} required autoComplete="name" />
                <TextField
                  {...bind('email')}
                  label={t.form.email}
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                />
              </div>
              <div className={styles.row}>
                <TextField
                  {...bind('phone')}
                  label={t.form.phone}
                  optional
                  type="tel"
                  autoComplete="tel"
                  hint={t.form.phoneHint}
                />
                <TextField
                  {...bind('organization')}
                  label={t.form.organization}
                  optional
                  hint={t.form.organizationHint}
                  autoComplete="organization"
                />
              </div>
              <TextField
                {...bind('subject')}
                label={t.form.subject}
                required
                hint={t.form.subjectHint}
              />
              <TextArea
                {...bind('message')}
                label={t.form.message}
                required
                rows={6}
                hint={t.form.messageHint}
              />
              <div className={styles.submitRow}>
                <Button
                  type="submit"
                  size="lg"
                  loading={submitting}
                  loadingLabel={t.form.submitting}
                  endIcon={<Icon name="arrowRight" size={18} />}
                >
                  {t.form.submit}
                </Button>
              </div>
            </form>
          )}
          <aside className={styles.aside} aria-label={t.details.title}>
            <div className={shared.panel}>
              <h2 className={shared.h3}>{t.details.title}</h2>
              <ul className={styles.detailList}>
                {details.map((item) => (
                  <li key={item.label} className={styles.detail}>
                    <Icon name={item.icon} size={20} className={styles.detailIcon} />
                    <span>
                      <span className={styles.detailLabel}>{item.label}</span>
                      {item.href ? <a href={item.href}>{item.value}</a> : item.value}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={shared.panel}>
              <h2 className={shared.h3}>{t.departments.title}</h2>
              <ul className={styles.departments}>
                {t.departments.items.map((item) => (
                  <li key={item.title}>
                    <p className={styles.departmentTitle}>{item.title}</p>
                    <p className={shared.smallNote}>{item.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </Section>
      {light ? <ContactTemplates /> : null}
    </>
  );
}

/**
 * The form's other states as templates, for the prerendered page's script
 * (apps/site/src/light/contact.ts): a field's error, the error summary, the service's error,
 * the busy Send button and the confirmation, rendered by the same components as above.
 */
function ContactTemplates() {
  const m = usePublicMessages();
  const { format } = useI18n();
  const t = m.contact;
  return (
    <>
      <LightTemplate name="contact-field-error">
        <TextField id="contact-template" label={t.form.name} error={t.validation.nameRequired} />
      </LightTemplate>
      <LightTemplate name="contact-summary">
        <FormErrorSummary
          errors={[{ fieldId: fieldId('name'), message: t.validation.nameRequired }]}
          title={t.form.errorSummary}
        />
      </LightTemplate>
      <LightTemplate name="contact-failed">
        <Alert tone="error">{t.form.failed}</Alert>
      </LightTemplate>
      <LightTemplate name="contact-submitting">
        <Button
          type="submit"
          size="lg"
          loading
          loadingLabel={t.form.submitting}
          endIcon={<Icon name="arrowRight" size={18} />}
        >
          {t.form.submit}
        </Button>
      </LightTemplate>
      <LightTemplate name="contact-success">
        <div tabIndex={-1} role="status" className={styles.success} data-testid="contact-success">
          <span className={styles.successIcon}>
            <Icon name="checkCircle" size={28} />
          </span>
          <h2 className={styles.successTitle}>{t.success.title}</h2>
          <p data-slot="contact-confirmation" />
          <p className={shared.muted}>{format(t.success.text, { email: CONTACT_EMAIL_MARK })}</p>
          <Button variant="outline" data-action="contact-another">
            {t.success.another}
          </Button>
        </div>
      </LightTemplate>
    </>
  );
}

/** `/contact`: the contact form wired to POST /contact (useSubmitContact). */
export function ContactPage() {
  const m = usePublicMessages();
  const t = m.contact;
  const submit = useSubmitContact();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState('');

  const onChange = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error disappears as soon as its field is edited; the rest stay until the next submit.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = () => {
    const found = validateContact(values, t.validation);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    const payload = toContactPayload(values);
    submit.mutate(payload, {
      onSuccess: (result) => {
        setConfirmation(result.message);
        setSubmittedEmail(payload.email);
        setStatus('success');
      },
      onError: (error) => {
        setErrors(pickContactErrors(fieldErrors(error)));
        setServerError(errorMessage(error, t.form.failed));
        setStatus('error');
      },
    });
  };

  const onReset = () => {
    setValues(emptyContactValues);
    setErrors({});
    setServerError(null);
    setConfirmation(null);
    setStatus('idle');
    submit.reset();
  };

  return (
    <ContactView
      values={values}
      errors={errors}
      status={status}
      serverError={serverError}
      confirmation={confirmation}
      submittedEmail={submittedEmail}
      onChange={onChange}
      onSubmit={onSubmit}
      onReset={onReset}
    />
  );
}
