import type { User } from '@watni/api-client';
import { Alert, Button, Card, Select, TextField } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useConsoleMessages } from '../../messages/areas';
import { StaffError, StaffLoading, StaffPage } from '../../staff/_shared/StaffPage';
import { CalendarFeedCard, type CalendarFeedCardProps } from './CalendarFeedCard';
import * as styles from './Profile.css';
import {
  type MessageLanguage,
  type ProfileErrors,
  type ProfileValues,
  profileLimits,
  profileUpdate,
  profileValues,
  validateProfile,
} from './profileForm';

export interface ProfileViewProps {
  /** Undefined while loading. */
  user:
    | Pick<
        User,
        | 'first_name'
        | 'last_name'
        | 'phone'
        | 'email'
        | 'username'
        | 'tenant_name'
        | 'preferred_language'
      >
    | undefined;
  roleLabel: string;
  loadError?: string | null;
  saving?: boolean;
  /** The service's refusal of the last save, worded. */
  saveError?: string | null;
  onSave: (body: NonNullable<ReturnType<typeof profileUpdate>>) => void;
  /** The private calendar feed card (a school's users only). */
  calendarFeed?: CalendarFeedCardProps;
}

/** `/profile`: own details; names and phone editable. */
export function ProfileView({
  user,
  roleLabel,
  loadError,
  saving = false,
  saveError,
  onSave,
  calendarFeed,
}: ProfileViewProps) {
  const consoleMessages = useConsoleMessages();
  const m = consoleMessages.profile;
  const [values, setValues] = useState<ProfileValues | null>(user ? profileValues(user) : null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  useEffect(() => {
    if (user) setValues(profileValues(user));
  }, [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !values) return;
    const found = validateProfile(values, m);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = profileUpdate(user, values);
    if (body) onSave(body);
  };
  const set =
    (field: 'first_name' | 'last_name' | 'phone') => (event: { target: { value: string } }) =>
      setValues((v) => (v ? { ...v, [field]: event.target.value } : v));

  return (
    <StaffPage title={m.title} description={m.description}>
      {loadError ? (
        <StaffError message={loadError} />
      ) : !user || !values ? (
        <StaffLoading />
      ) : (
        <div className={styles.grid}>
          <Card.Root className={styles.card}>
            <form onSubmit={submit} noValidate className={styles.form}>
              {saveError ? <Alert tone="error">{saveError}</Alert> : null}
              <TextField
                id="profile-first-name"
                label={m.firstName}
                required
                maxLength={profileLimits.name}
                value={values.first_name}
                onChange={set('first_name')}
                error={errors.first_name}
                autoComplete="given-name"
              />
              <TextField
                id="profile-last-name"
                label={m.lastName}
                required
                maxLength={profileLimits.name}
                value={values.last_name}
                onChange={set('last_name')}
                error={errors.last_name}
                autoComplete="family-name"
              />
              <TextField
                id="profile-phone"
                label={m.phone}
                type="tel"
                hint={m.phoneHint}
                maxLength={profileLimits.phone}
                value={values.phone}
                onChange={set('phone')}
                autoComplete="tel"
              />
              <Select
                id="profile-message-language"
                label={m.messageLanguage}
                hint={m.messageLanguageHint}
                options={(['en', 'ur'] as const).map((value) => ({
                  value,
                  label: m.messageLanguages[value],
                }))}
                value={values.preferred_language}
                onValueChange={(value) =>
                  setValues((v) => (v ? { ...v, preferred_language: value as MessageLanguage } : v))
                }
              />
              <div>
                <Button type="submit" loading={saving} loadingLabel={m.saving}>
                  {m.save}
                </Button>
              </div>
            </form>
          </Card.Root>
          <Card.Root className={styles.card}>
            <dl className={styles.facts}>
              <dt>{m.email}</dt>
              <dd>{user.email}</dd>
              <dt>{m.username}</dt>
              <dd>{user.username}</dd>
              <dt>{m.role}</dt>
              <dd>{roleLabel}</dd>
              {user.tenant_name ? (
                <>
                  <dt>{m.organisation}</dt>
                  <dd>{user.tenant_name}</dd>
                </>
              ) : null}
            </dl>
          </Card.Root>
          {calendarFeed ? <CalendarFeedCard {...calendarFeed} /> : null}
        </div>
      )}
    </StaffPage>
  );
}
