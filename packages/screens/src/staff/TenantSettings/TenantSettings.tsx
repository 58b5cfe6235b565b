import type { TenantSettings } from '@watni/api-client';
import { Alert, Button, NumberField, Switch } from '@watni/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { staffMessages } from '../../messages/staff';
import { StaffError, StaffLoading, StaffPage } from '../_shared/StaffPage';
import * as styles from './TenantSettings.css';

const m = staffMessages.settings;

/** The course limit field: a non-negative integer; anything non-numeric becomes 0. */
export function parseCourseLimit(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) || n < 0 ? 0 : n;
}

export interface TenantSettingsViewProps {
  /** Null while loading or after a load failure. */
  settings: TenantSettings | null;
  loading?: boolean;
  /** Set when the settings could not be loaded. */
  loadError?: string | null;
  saving?: boolean;
  onSave: (settings: TenantSettings) => void;
  onRetry?: () => void;
}

export function TenantSettingsView({
  settings,
  loading = false,
  loadError = null,
  saving = false,
  onSave,
  onRetry,
}: TenantSettingsViewProps) {
  return (
    <StaffPage title={m.title} description={m.description}>
      <Alert tone="info">{m.explanation}</Alert>
      {loading ? (
        <StaffLoading />
      ) : loadError || !settings ? (
        <StaffError message={loadError ?? m.loadFailed} onRetry={onRetry} />
      ) : (
        <SettingsForm settings={settings} saving={saving} onSave={onSave} />
      )}
    </StaffPage>
  );
}

function SettingsForm({
  settings,
  saving,
  onSave,
}: {
  settings: TenantSettings;
  saving: boolean;
  onSave: (settings: TenantSettings) => void;
}) {
  const [draft, setDraft] = useState(settings);
  const [limitText, setLimitText] = useState(String(settings.teacher_course_limit));
  useEffect(() => {
    setDraft(settings);
    setLimitText(String(settings.teacher_course_limit));
  }, [settings]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, teacher_course_limit: parseCourseLimit(limitText) });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={m.title}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{m.permissionsHeading}</legend>
        <Switch
          layout="between"
          label={m.canCreate}
          description={m.canCreateHint}
          checked={draft.teachers_can_create_courses}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_create_courses: v })}
        />
        <Switch
          layout="between"
          label={m.canDelete}
          description={m.canDeleteHint}
          checked={draft.teachers_can_delete_courses}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_delete_courses: v })}
        />
        <Switch
          layout="between"
          label={m.canManageEnrollments}
          description={m.canManageEnrollmentsHint}
          checked={draft.teachers_can_manage_enrollments}
          onCheckedChange={(v) => setDraft({ ...draft, teachers_can_manage_enrollments: v })}
        />
      </fieldset>
      <NumberField
        label={m.limitLabel}
        hint={m.limitHint}
        min={0}
        step={1}
        name="teacher_course_limit"
        value={limitText}
        onChange={(e) => setLimitText(e.currentTarget.value)}
        onBlur={() => setLimitText(String(parseCourseLimit(limitText)))}
      />
      <div className={styles.footer}>
        <Button type="submit" loading={saving} loadingLabel={staffMessages.common.saving}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
