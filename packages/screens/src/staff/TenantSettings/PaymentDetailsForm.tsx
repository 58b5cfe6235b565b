// The school's payment details: shown to
// students on the enrolment page of every paid course. Admins only (the screen is theirs; the
// service refuses anyone else).
import {
  isValidIban,
  normalizeIban,
  type PaymentDetails,
  type PaymentDetailsUpdate,
} from '@watni/api-client';
import { Button, TextArea, TextField } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTeachingMessages } from '../../messages/TeachingMessages';
import { StaffError, StaffLoading } from '../_shared/StaffPage';
import * as styles from './TenantSettings.css';

export interface PaymentDetailsSection {
  /** Null while loading or after a load failure. */
  details: PaymentDetails | null;
  loading?: boolean;
  loadError?: string | null;
  saving?: boolean;
  /** Field errors of a refused save (422). */
  fieldErrors?: Partial<Record<keyof PaymentDetails, string>>;
  onSave: (update: PaymentDetailsUpdate) => void;
  onRetry?: () => void;
}

type Draft = Record<keyof PaymentDetails, string>;

const toDraft = (details: PaymentDetails): Draft => ({
  bank_name: details.bank_name ?? '',
  account_title: details.account_title ?? '',
  account_number: details.account_number ?? '',
  iban: details.iban ?? '',
  instructions: details.instructions ?? '',
});

/** The IBAN field's error, if any ('' is fine: it clears the IBAN). */
function ibanProblem(text: string, message: string): string | undefined {
  const iban = normalizeIban(text);
  return iban === '' || isValidIban(iban) ? undefined : message;
}

export function PaymentDetailsForm(props: PaymentDetailsSection) {
  const p = useTeachingMessages().paymentSettings;
  if (props.loading) return <StaffLoading />;
  if (props.loadError || !props.details)
    return <StaffError message={props.loadError ?? p.loadFailed} onRetry={props.onRetry} />;
  return <Form {...props} details={props.details} />;
}

function Form({
  details,
  saving = false,
  fieldErrors = {},
  onSave,
}: PaymentDetailsSection & { details: PaymentDetails }) {
  const p = useTeachingMessages().paymentSettings;
  const [draft, setDraft] = useState(() => toDraft(details));
  const [ibanError, setIbanError] = useState<string | undefined>();
  useEffect(() => setDraft(toDraft(details)), [details]);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ibanProblem(draft.iban, p.ibanInvalid);
    setIbanError(problem);
    if (problem) return;
    onSave({ ...draft, iban: normalizeIban(draft.iban) });
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-labelledby="payment-details-title"
      noValidate
    >
      <fieldset className={styles.group}>
        <legend id="payment-details-title" className={styles.legend}>
          {p.title}
        </legend>
        <p className={styles.note}>{p.description}</p>
        <TextField
          label={p.bankName}
          hint={p.bankNameHint}
          maxLength={100}
          value={draft.bank_name}
          error={fieldErrors.bank_name}
          onChange={(e) => set('bank_name')(e.currentTarget.value)}
        />
        <TextField
          label={p.accountTitle}
          hint={p.accountTitleHint}
          maxLength={150}
          value={draft.account_title}
          error={fieldErrors.account_title}
          onChange={(e) => set('account_title')(e.currentTarget.value)}
        />
        <TextField
          label={p.accountNumber}
          maxLength={40}
          inputMode="text"
          dir="ltr"
          value={draft.account_number}
          error={fieldErrors.account_number}
          onChange={(e) => set('account_number')(e.currentTarget.value)}
        />
        <TextField
          label={p.iban}
          hint={p.ibanHint}
          maxLength={50}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.iban}
          error={ibanError ?? fieldErrors.iban}
          onChange={(e) => set('iban')(e.currentTarget.value)}
        />
        <TextArea
          label={p.instructions}
          hint={p.instructionsHint}
          rows={4}
          maxLength={2000}
          value={draft.instructions}
          error={fieldErrors.instructions}
          onChange={(e) => set('instructions')(e.currentTarget.value)}
        />
      </fieldset>
      <div className={styles.footer}>
        <Button type="submit" loading={saving} loadingLabel={p.saving}>
          {p.save}
        </Button>
      </div>
    </form>
  );
}
