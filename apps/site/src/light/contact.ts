import {
  CONTACT_EMAIL_MARK,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFields,
  type LightContactMessages,
  pickContactErrors,
  toContactPayload,
  validateContact,
} from '@watni/screens/light';
import { latinDigits } from '@watni/ui/digits';
import { ApiError, errorMessage, fieldErrors } from '../../../../packages/api-client/src/errors';
import { template } from './templates';

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The contact form of the prerendered contact page without React: the same rules
 * (validateContact), the same request (POST /api/contact, in the page's language) and the same
 * states as ContactPage, built from the templates the page carries (ContactTemplates): errors
 * beside the fields and in a summary that takes focus, the service's sentence, the busy button,
 * then the confirmation (focused) with 'Send another message'.
 */
export function wireContactForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-light-contact]');
  if (!form) return;
  const messages = JSON.parse(form.dataset.lightContact ?? '{}') as LightContactMessages;
  const control = (field: ContactField) =>
    document.getElementById(fieldId(field)) as HTMLInputElement | HTMLTextAreaElement | null;
  const values = (): ContactValues =>
    Object.fromEntries(contactFields.map((f) => [f, control(f)?.value ?? ''])) as ContactValues;
  /** The first row of fields: the service's sentence and the summary go above it. */
  const firstRow = () => form.querySelector('[data-slot="field"]')?.parentElement;
  let errors: ContactErrors = {};
  let failed: HTMLElement | null = null;
  let summary: HTMLElement | null = null;

  const setFieldError = (field: ContactField, message: string | undefined) => {
    const input = control(field);
    const box = input?.closest<HTMLElement>('[data-slot="field"]');
    if (!input || !box) return;
    const errorId = `${input.id}-error`;
    document.getElementById(errorId)?.remove();
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== errorId);
    if (message) {
      const error = template('contact-field-error')?.querySelector('[data-slot="field-error"]');
      if (error) {
        error.id = errorId;
        const text = error.querySelector('span');
        if (text) text.textContent = message;
        box.append(error);
        described.push(errorId);
      }
      input.setAttribute('aria-invalid', 'true');
      box.setAttribute('data-invalid', '');
    } else {
      input.removeAttribute('aria-invalid');
      box.removeAttribute('data-invalid');
    }
    if (described.length) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
  };

  /** The summary of the errors (not after a failed send: the service's sentence says it). */
  const showSummary = (focus: boolean) => {
    summary?.remove();
    summary = null;
    const found = contactFields.filter((f) => errors[f]);
    if (failed || found.length === 0) return;
    const built = template('contact-summary')?.querySelector<HTMLElement>(
      '[data-slot="form-error-summary"]',
    );
    const list = built?.querySelector('ul');
    const pattern = list?.querySelector('li');
    if (!built || !list || !pattern) return;
    list.replaceChildren(
      ...found.map((field) => {
        const item = pattern.cloneNode(true) as HTMLElement;
        const link = item.querySelector('a');
        if (link) {
          link.href = `#${fieldId(field)}`;
          link.textContent = errors[field] ?? '';
        }
        return item;
      }),
    );
    list.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      const target = link && document.getElementById(link.hash.slice(1));
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    });
    firstRow()?.before(built);
    summary = built;
    if (focus) built.focus();
  };

  const showErrors = (next: ContactErrors, focus: boolean) => {
    errors = next;
    for (const field of contactFields) setFieldError(field, errors[field]);
    showSummary(focus);
  };

  const showFailed = (message: string | null) => {
    failed?.remove();
    failed = null;
    if (!message) return;
    const alert = template('contact-failed')?.querySelector<HTMLElement>('[data-slot="alert"]');
    const text = alert?.lastElementChild?.lastElementChild;
    if (!alert || !text) return;
    text.textContent = message;
    firstRow()?.before(alert);
    failed = alert;
  };

  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const busyButton = template('contact-submitting')?.querySelector('button');
  const setBusy = (busy: boolean) => {
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    for (const field of contactFields) {
      const input = control(field);
      if (input) input.disabled = busy;
    }
    if (!submit || !busyButton) return;
    // The button keeps the focus it had while it is busy and after (React keeps one element).
    const [from, to] = busy ? [submit, busyButton] : [busyButton, submit];
    if (!from.isConnected) return;
    const focused = document.activeElement === from;
    from.replaceWith(to);
    if (focused) to.focus();
  };

  // Digits typed on an Urdu keyboard are read as Latin ones (the phone field, as TextField does).
  const phone = control('phone');
  phone?.addEventListener('input', () => {
    const latin = latinDigits(phone.value);
    if (latin === phone.value) return;
    const caret = phone.selectionStart;
    phone.value = latin;
    if (caret !== null) phone.setSelectionRange(caret, caret);
  });

  // An error disappears as soon as its field is edited; the rest stay until the next submit.
  form.addEventListener('input', (event) => {
    const field = contactFields.find((f) => fieldId(f) === (event.target as Element).id);
    if (!field || !errors[field]) return;
    const { [field]: _fixed, ...rest } = errors;
    errors = rest;
    setFieldError(field, undefined);
    showSummary(false);
  });

  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    showFailed(null);
    const found = validateContact(values(), messages.validation);
    showErrors(found, true);
    if (Object.keys(found).length > 0) return;
    const payload = toContactPayload(values());
    sending = true;
    setBusy(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': document.documentElement.lang || 'en',
        },
        body: JSON.stringify(payload),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new ApiError(response.status, body);
      setBusy(false);
      showSuccess((body as { message?: string } | null)?.message ?? null, payload.email);
    } catch (error) {
      setBusy(false);
      showFailed(errorMessage(error, messages.failed));
      showErrors(pickContactErrors(fieldErrors(error)), false);
    } finally {
      sending = false;
    }
  });

  const showSuccess = (confirmation: string | null, email: string) => {
    const panel = template('contact-success')?.querySelector<HTMLElement>(
      '[data-testid="contact-success"]',
    );
    if (!panel) return;
    const said = panel.querySelector('[data-slot="contact-confirmation"]');
    if (confirmation && said) said.textContent = confirmation;
    else said?.remove();
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes(CONTACT_EMAIL_MARK))
        node.nodeValue = node.nodeValue.replace(CONTACT_EMAIL_MARK, email);
    }
    panel.querySelector('[data-action="contact-another"]')?.addEventListener('click', () => {
      form.reset();
      for (const field of contactFields) {
        const input = control(field);
        if (input) input.value = '';
      }
      showFailed(null);
      showErrors({}, false);
      panel.replaceWith(form);
    });
    form.replaceWith(panel);
    panel.focus();
  };
}
